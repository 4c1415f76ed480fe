import { describe, expect, it } from 'vitest';
import { formatNumberText, parseNumberText } from './number-text';

const MONEY = { maxFractionDigits: 2, negative: false, grouping: true };
const WHOLE = { maxFractionDigits: 0, negative: false, grouping: false };
const COORDINATE = { maxFractionDigits: 8, negative: true, grouping: false };

describe('reading a typed number', () => {
  it("reads the language's decimal separator and its thousands groups", () => {
    expect(parseNumberText('95.5', 'en', MONEY)).toEqual({ value: 95.5 });
    expect(parseNumberText('95,5', 'pt', MONEY)).toEqual({ value: 95.5 });
    expect(parseNumberText('1,234.98', 'en', MONEY)).toEqual({ value: 1234.98 });
    expect(parseNumberText('1.234,98', 'pt', MONEY)).toEqual({ value: 1234.98 });
    expect(parseNumberText(' 1 234,5 ', 'pt', MONEY)).toEqual({ value: 1234.5 });
    expect(parseNumberText('', 'pt', MONEY)).toEqual({ value: null });
  });

  it("refuses the other language's decimal separator instead of dropping it", () => {
    expect(parseNumberText('95,5', 'en', MONEY)).toEqual({ error: 'validation.decimalPoint' });
    expect(parseNumberText('95.5', 'pt', MONEY)).toEqual({ error: 'validation.decimalComma' });
    expect(parseNumberText('1.234.5', 'en', MONEY)).toEqual({ error: 'validation.decimalPoint' });
    expect(parseNumberText('-9,5', 'en', COORDINATE)).toEqual({ error: 'validation.decimalPoint' });
  });

  it('refuses any separator in a whole-number field', () => {
    expect(parseNumberText('95,5', 'pt', WHOLE)).toEqual({ error: 'validation.wholeNumber' });
    expect(parseNumberText('95.5', 'en', WHOLE)).toEqual({ error: 'validation.wholeNumber' });
    expect(parseNumberText('95', 'en', WHOLE)).toEqual({ value: 95 });
  });

  it('refuses too many decimals, a minus sign where none belongs and letters', () => {
    expect(parseNumberText('1,234', 'pt', MONEY)).toEqual({ error: 'validation.maxTwoDecimals' });
    expect(parseNumberText('38,123456789', 'pt', COORDINATE)).toEqual({ error: 'validation.maxDecimals#8' });
    expect(parseNumberText('-5', 'en', MONEY)).toEqual({ error: 'validation.positive' });
    expect(parseNumberText('-9,1366', 'pt', COORDINATE)).toEqual({ value: -9.1366 });
    expect(parseNumberText('12a', 'en', MONEY)).toEqual({ error: 'validation.invalidNumber' });
  });
});

describe('writing a number', () => {
  it("writes it in the user's language", () => {
    const look = { minFractionDigits: 2, maxFractionDigits: 2, grouping: true };
    expect(formatNumberText(1234.98, 'en', look)).toBe('1,234.98');
    expect(formatNumberText(1234.98, 'pt', look)).toBe('1.234,98');
    expect(formatNumberText(250000.5, 'pt', look)).toBe('250.000,50');
    expect(formatNumberText(null, 'pt', look)).toBe('');
    const coordinate = { minFractionDigits: 0, maxFractionDigits: 8, grouping: false };
    expect(formatNumberText(-9.1366, 'pt', coordinate)).toBe('-9,1366');
  });
});
