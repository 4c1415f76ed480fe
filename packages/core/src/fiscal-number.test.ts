import { describe, expect, it } from 'vitest';
import { isValidNif, isValidPortugueseFiscalNumber } from './fiscal-number';

describe('Portuguese NIF/NIPC', () => {
  it('accepts numbers whose check digit matches', () => {
    // 123456789: 1·9+2·8+3·7+4·6+5·5+6·4+7·3+8·2 = 156, 156 % 11 = 2, 11 − 2 = 9
    expect(isValidNif('123456789')).toBe(true);
    // a company (NIPC), then remainders of 0 and 1, whose check digit is 0
    expect(isValidNif('500100144')).toBe(true);
    expect(isValidNif('100000010')).toBe(true);
    expect(isValidNif('500000000')).toBe(true);
  });

  it('refuses a wrong check digit, another length or anything but digits', () => {
    expect(isValidNif('123456788')).toBe(false);
    expect(isValidNif('12345678')).toBe(false);
    expect(isValidNif('1234567890')).toBe(false);
    expect(isValidNif('12345678A')).toBe(false);
  });

  it('reads the number as typed: spaces, dots and the PT prefix allowed', () => {
    expect(isValidPortugueseFiscalNumber('PT 123 456 789')).toBe(true);
    expect(isValidPortugueseFiscalNumber('pt123.456.789')).toBe(true);
    expect(isValidPortugueseFiscalNumber('ES123456789')).toBe(false);
  });
});
