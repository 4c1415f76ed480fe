import { describe, expect, it } from 'vitest';
import type { Reader } from './client';
import { preparedVariants } from './prepared-queries';

/** A stand-in for drizzle's builder: a select of `text`, each one it builds counted in `built`. */
function variantsOf(built: string[]) {
  return preparedVariants((_db: Reader, text: string) => {
    built.push(text);
    return { toSQL: () => ({ sql: text }), prepare: (name: string) => ({ name, text }) };
  });
}

describe('statements built once per variant', () => {
  it('builds a variant once per database and names it by its text', () => {
    const [one, two] = [{}, {}] as unknown as [Reader, Reader];
    const built: string[] = [];
    const variants = variantsOf(built);
    const first = variants(one, 'a', 'select 1');
    expect(variants(one, 'a', 'select 1')).toBe(first);
    expect(variants(two, 'a', 'select 1')).not.toBe(first);
    expect(built).toEqual(['select 1', 'select 1']);
    // The name follows the text: the same text prepared by two databases takes the same name.
    expect(variants(two, 'a', 'ignored').name).toBe(first.name);
    expect(variants(one, 'b', 'select 2').name).not.toBe(first.name);
    expect(first.name).toMatch(/^p[0-9a-f]{24}$/);
  });

  it('lets the oldest variant go past 200, building it again when asked', () => {
    const db = {} as Reader;
    const built: string[] = [];
    const variants = variantsOf(built);
    for (let n = 0; n <= 200; n++) variants(db, `${n}`, `select ${n}`);
    expect(built).toHaveLength(201);
    variants(db, '200', 'select 200');
    variants(db, '1', 'select 1');
    expect(built).toHaveLength(201);
    variants(db, '0', 'select 0');
    expect(built.at(-1)).toBe('select 0');
  });
});
