import { describe, expect, it } from 'vitest';
import { en } from './i18n/en';
import { pt } from './i18n/pt';
import { COUNT_SEPARATOR, moneyMsg, msg, parseMessage, textMsg } from './messages';

describe('msg', () => {
  it('returns the bare key without a count', () => {
    expect(msg('validation.emailRequired')).toBe('validation.emailRequired');
  });

  it('appends the count after the separator', () => {
    expect(COUNT_SEPARATOR).toBe('#');
    expect(msg('validation.maxChars', 60)).toBe('validation.maxChars#60');
    expect(msg('validation.minChars', 0)).toBe('validation.minChars#0');
  });
});

describe('parseMessage', () => {
  it('splits a key and its count', () => {
    expect(parseMessage('validation.maxChars#60')).toEqual({
      key: 'validation.maxChars',
      values: { count: 60 },
    });
    expect(parseMessage('validation.minChars#0')).toEqual({
      key: 'validation.minChars',
      values: { count: 0 },
    });
  });

  it('reads a key without a count', () => {
    expect(parseMessage('server.notFound')).toEqual({ key: 'server.notFound', values: {} });
    expect(parseMessage('')).toEqual({ key: '', values: {} });
  });

  it('round-trips msg', () => {
    expect(parseMessage(msg('validation.maxChars', 250))).toEqual({
      key: 'validation.maxChars',
      values: { count: 250 },
    });
    expect(parseMessage(msg('validation.passwordsMatch'))).toEqual({
      key: 'validation.passwordsMatch',
      values: {},
    });
  });

  it('splits at the last separator', () => {
    expect(parseMessage('a#b#12')).toEqual({ key: 'a#b', values: { count: 12 } });
  });

  it('keeps text whose tail is not a number whole', () => {
    expect(parseMessage('Issue #abc')).toEqual({ key: 'Issue #abc', values: {} });
    expect(parseMessage('validation.maxChars#Infinity')).toEqual({
      key: 'validation.maxChars#Infinity',
      values: {},
    });
  });
});

describe('textMsg', () => {
  it('carries named text values, encoded, and parseMessage gives them back', () => {
    const encoded = textMsg('validation.periodOrder', { from: '05/2026', to: 'a&b=c#d' });
    expect(encoded).toBe('validation.periodOrder#from=05%2F2026&to=a%26b%3Dc%23d');
    expect(parseMessage(encoded)).toEqual({
      key: 'validation.periodOrder',
      values: { texts: { from: '05/2026', to: 'a&b=c#d' } },
    });
  });

  it('keeps a value that is not URI-encoded as it is', () => {
    expect(parseMessage('validation.periodOrder#from=%E0')).toEqual({
      key: 'validation.periodOrder',
      values: { texts: { from: '%E0' } },
    });
  });
});

describe('moneyMsg', () => {
  it('carries an exact amount and its currency code, and parseMessage gives them back', () => {
    const encoded = moneyMsg('validation.aboveLeftToPay', { amount: '1234.50', currency: 'EUR' });
    expect(encoded).toBe('validation.aboveLeftToPay#1234.50 EUR');
    expect(parseMessage(encoded)).toEqual({
      key: 'validation.aboveLeftToPay',
      values: { money: { amount: '1234.50', currency: 'EUR' } },
    });
  });
});

describe('message catalogues', () => {
  it('translates every key into Portuguese, with the same placeholders', () => {
    expect(Object.keys(pt).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      const translated = pt[key as keyof typeof en];
      expect(translated.length, key).toBeGreaterThan(0);
      expect(translated.match(/\{\{\w+\}\}/g) ?? [], key).toEqual(text.match(/\{\{\w+\}\}/g) ?? []);
    }
  });

  it("holds the product's texts (docs/product.md#validation)", () => {
    expect(en).toMatchObject({
      'validation.emailRequired': 'Email is required',
      'validation.emailInvalid': 'Must be a valid email',
      'validation.passwordRequired': 'Password is required',
      'validation.minChars': 'Cannot contain less than {{count}} characters',
      'validation.maxChars': 'Cannot contain more than {{count}} characters',
      'validation.passwordsMatch': 'Passwords must match',
      'validation.passwordBetween': 'Must contain between 6 and 20 characters',
      'validation.nameRequired': 'Name is required',
      'validation.accessTypeRequired': 'Access Type is a required field',
      'validation.fileTooLarge': 'File cannot have more than 10 MB.',
    });
  });
});
