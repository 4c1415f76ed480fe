import { describe, expect, it } from 'vitest';
import en from '@/i18n/en/tax-year.json';

/** The feature's code, to find the keys it uses. */
const sources = import.meta.glob<string>('../components/*.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Both catalogues' keys, their Portuguese case: i18n/catalogues.test.ts and i18n/sentence-case.test.ts. */
describe('the tax year texts', () => {
  it('has a text for every key the page uses', () => {
    const keys = new Set(Object.keys(en).map((key) => key.replace(/_(zero|one|other)$/, '')));
    const used = Object.values(sources).flatMap((source) =>
      [...source.matchAll(/'(taxYear\.[\w.]+)'/g)].map((match) => match[1] ?? ''),
    );
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((key) => !keys.has(key))).toEqual([]);
  });
});
