import { describe, expect, it } from 'vitest';
import { retainedShareCents } from './queries';

describe('the retained tax a payment withheld', () => {
  it('is in proportion to what was paid of the net amount, rounded half up to the cent', () => {
    expect(retainedShareCents(25_000, 75_000, 30_000)).toBe(10_000);
    expect(retainedShareCents(1, 2, 1)).toBe(1); // half a cent rounds up
    expect(retainedShareCents(1, 3, 1)).toBe(0);
    expect(retainedShareCents(25_000, 75_000, 0)).toBe(0);
  });

  it('is all of it once the net amount is paid, never more, and all of it when nothing is to pay', () => {
    expect(retainedShareCents(25_000, 75_000, 75_000)).toBe(25_000);
    expect(retainedShareCents(25_000, 75_000, 80_000)).toBe(25_000);
    expect(retainedShareCents(10_000, 0, 0)).toBe(10_000);
  });

  it('stays exact at the largest amounts, where a float product would not', () => {
    const retained = 24_999_999_999_999; // cents
    const net = 74_999_999_999_997;
    expect(retainedShareCents(retained, net, net - 1)).toBe(retained);
    expect(retainedShareCents(retained, net, 3)).toBe(1);
  });
});
