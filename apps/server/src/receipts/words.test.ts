import { describe, expect, it } from 'vitest';
import { attachmentHeader, euros, printedDay, rentPeriodText } from './format';
import { retainedShare } from './prefill';
import { amountInWords } from './words';

describe('amountInWords (European Portuguese, lower case)', () => {
  it.each([
    [0.5, 'cinquenta cêntimos'],
    [21.01, 'vinte e um euros e um cêntimo'],
    [1, 'um euro'],
    [1234.56, 'mil duzentos e trinta e quatro euros e cinquenta e seis cêntimos'],
    [1_000_000, 'um milhão de euros'],
    [2_500_000, 'dois milhões e quinhentos mil euros'],
    [0, 'zero euros'],
    [0.1 + 0.2, 'trinta cêntimos'],
  ])('writes %d as %j', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('says dezasseis, not dezesseis', () => {
    expect(amountInWords(16)).toContain('dezasseis');
    expect(amountInWords(16)).toBe('dezasseis euros');
  });

  it('writes the largest receipt amount, and refuses a thousand million or more', () => {
    expect(amountInWords(999_999_999.99)).toMatch(/^novecentos e noventa e nove milhões, .* cêntimos$/);
    expect(() => amountInWords(1e9)).toThrow(RangeError);
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });
});

describe('receipt formats', () => {
  it('prints euros with a dot for thousands and a comma for cents', () => {
    expect(euros(1234.56)).toBe('1.234,56 €');
    expect(euros(1_000_000)).toBe('1.000.000,00 €');
    expect(euros(0.5)).toBe('0,50 €');
    expect(euros(750)).toBe('750,00 €');
  });

  it('names the rent period in Portuguese and prints days as dd-MM-yyyy', () => {
    expect(rentPeriodText(new Date('2026-01-15T12:00:00Z'))).toBe('janeiro de 2026');
    expect(rentPeriodText(new Date('2025-03-15T12:00:00Z'))).toBe('março de 2025');
    expect(printedDay('2026-01-30')).toBe('30-01-2026');
  });

  it('names the download after the property and the period, safely', () => {
    expect(attachmentHeader('Rua Augusta 12, Lisboa', 'março de 2026')).toBe(
      `attachment; filename="Rua Augusta 12, Lisboa - marco de 2026.pdf"; ` +
        `filename*=UTF-8''Rua%20Augusta%2012%2C%20Lisboa%20-%20mar%C3%A7o%20de%202026.pdf`,
    );
    const header = attachmentHeader('../x"\r\nSet-Cookie: a=b/\\', 'jan*?');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain('filename=".. x Set-Cookie a=b - jan.pdf"');
    expect(header).not.toContain('/');
  });
});

describe('retainedShare (cents)', () => {
  it('covers the whole retained tax with the whole net amount, a share with a part', () => {
    expect(retainedShare(75_000, 100_000, 25_000)).toBe(25_000);
    expect(retainedShare(37_500, 100_000, 25_000)).toBe(12_500);
    expect(retainedShare(80_000, 100_000, 25_000)).toBe(25_000);
    expect(retainedShare(75_000, 100_000, 0)).toBe(0);
    expect(retainedShare(10_000, 10_000, 10_000)).toBe(10_000);
  });
});
