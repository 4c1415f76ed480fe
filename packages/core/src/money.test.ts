import { describe, expect, it } from 'vitest';
import { occupationPercent, profitPercent, roundTo, sumMoney } from './money';

describe('money', () => {
  it('adds amounts to the cent, where floating point would not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([1234.56, 0.01, null, undefined, 99.43])).toBe(1334);
    expect(sumMoney(Array.from({ length: 1000 }, () => 0.01))).toBe(10);
  });

  it('rounds half away from zero on the decimal digits', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(66.666, 2)).toBe(66.67);
  });

  it('computes the profit % of docs/domain.md, undefined when value and expenses are 0', () => {
    // 750 * 12 / (180000 + 1500) * 100 = 4.9586...
    expect(profitPercent(750, 180_000, 1_500)).toBe(4.96);
    expect(profitPercent(1000, 100_000, 0)).toBe(12);
    expect(profitPercent(500, 0, 0)).toBeNull();
  });

  it('computes the occupation % as a whole number', () => {
    expect(occupationPercent(2, 3)).toBe(67);
    expect(occupationPercent(1, 3)).toBe(33);
    expect(occupationPercent(0, 4)).toBe(0);
    expect(occupationPercent(0, 0)).toBeNull();
  });
});
