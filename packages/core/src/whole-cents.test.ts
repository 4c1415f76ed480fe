import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWholeCents, MONEY_MAX } from './schemas/fields';

describe('an amount with at most two decimals', () => {
  it('is accepted at every size a money column holds, however its product by 100 strays', () => {
    expect(isWholeCents(150_000_000_000.02)).toBe(true);
    expect(isWholeCents(MONEY_MAX)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Math.round(MONEY_MAX * 100) }), (cents) => {
        // The number a client sends as the decimal text of those cents.
        const text = `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(isWholeCents(Number(text))).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('is refused with a third decimal, and a binary floating-point sum of cents still passes', () => {
    expect(isWholeCents(150_000_000_000.021)).toBe(false);
    expect(isWholeCents(10.005)).toBe(false);
    expect(isWholeCents(0.001)).toBe(false);
    expect(isWholeCents(0.1 + 0.2)).toBe(true);
  });
});
