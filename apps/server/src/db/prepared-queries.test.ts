import { describe, expect, it } from 'vitest';
import type { Reader } from './client';
import { preparedVariants } from './prepared-queries';

/** A stand-in for a drizzle select: what preparedVariants calls of it, counted. */
function builder(text: string, built: string[]) {
  return () => {
    built.push(text);
    return { toSQL: () => ({ sql: text }), prepare: (name: string) => ({ name, text }) };
  };
}

describe('statements built once per variant', () => {
  it('builds a variant once per database and names it by its text', () => {
    const variants = preparedVariants<{ name: string; text: string }>();
    const [one, two] = [{}, {}] as unknown as [Reader, Reader];
    const built: string[] = [];
    const first = variants(one, 'a', builder('select 1', built));
    expect(variants(one, 'a', builder('select 1', built))).toBe(first);
    expect(variants(two, 'a', builder('select 1', built))).not.toBe(first);
    expect(built).toEqual(['select 1', 'select 1']);
    // The name follows the text: the same text prepared by two databases takes the same name.
    expect(variants(two, 'a', builder('ignored', built)).name).toBe(first.name);
    expect(variants(one, 'b', builder('select 2', built)).name).not.toBe(first.name);
    expect(first.name).toMatch(/^p[0-9a-f]{24}$/);
  });

  it('lets the oldest variant go past 200, building it again when asked', () => {
    const variants = preparedVariants<{ name: string; text: string }>();
    const db = {} as Reader;
    const built: string[] = [];
    for (let n = 0; n <= 200; n++) variants(db, `${n}`, builder(`select ${n}`, built));
    expect(built).toHaveLength(201);
    variants(db, '200', builder('select 200', built));
    variants(db, '1', builder('select 1', built));
    expect(built).toHaveLength(201);
    variants(db, '0', builder('select 0', built));
    expect(built.at(-1)).toBe('select 0');
  });
});
