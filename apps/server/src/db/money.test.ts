import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountOf,
  amountOrNull,
  centsOf,
  centsOrZero,
  fromCents,
  moneyText,
  moneyTextOrNull,
  toCents,
} from './money';

/** Any amount of a numeric(14,2) column, as whole cents. */
const anyCents = fc.integer({ min: -99_999_999_999_99, max: 99_999_999_999_99 });

describe('money between numeric columns, amounts and cents', () => {
  it('reads a column text as its amount and its cents', () => {
    expect(amountOf('750.00')).toBe(750);
    expect(amountOf('0.10')).toBe(0.1);
    expect(centsOf('1234.56')).toBe(123456);
    expect(centsOf('0.29')).toBe(29);
    expect(amountOrNull(null)).toBeNull();
    expect(amountOrNull('12.30')).toBe(12.3);
    expect(centsOrZero(null)).toBe(0);
    expect(centsOrZero('-5.05')).toBe(-505);
  });

  it('writes an amount as a two-decimal text', () => {
    expect(moneyText(750)).toBe('750.00');
    expect(moneyText(0.1 + 0.2)).toBe('0.30');
    expect(moneyText(1234.5)).toBe('1234.50');
    expect(moneyTextOrNull(undefined)).toBeNull();
    expect(moneyTextOrNull(null)).toBeNull();
    expect(moneyTextOrNull(0)).toBe('0.00');
  });

  it('goes from cents to text and back to the same cents, for every amount a column holds', () => {
    fc.assert(
      fc.property(anyCents, (cents) => {
        const text = moneyText(fromCents(cents));
        expect(centsOf(text)).toBe(cents);
        expect(toCents(amountOf(text))).toBe(cents);
      }),
    );
  });
});

describe('the one money module', () => {
  const src = path.resolve(import.meta.dirname, '..');
  const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== 'db/money.ts');

  it('is where the server converts: no cents helpers from core elsewhere, no .toFixed(2) of its own', () => {
    const offenders = sources.filter((file) => {
      const text = readFileSync(path.join(src, file), 'utf8');
      const coreCents = /import\s*\{[^}]*\b(?:toCents|fromCents)\b[^}]*\}\s*from\s*'@arrenda\/core'/.test(
        text,
      );
      return coreCents || text.includes('.toFixed(2)');
    });
    expect(offenders).toEqual([]);
  });
});
