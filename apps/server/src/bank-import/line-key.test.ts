import { describe, expect, it } from 'vitest';
import type { BankLine } from './bank-line';
import { movement } from './bank-line-fixture';
import { lineKeys } from './line-key';

describe('the keys of movements', () => {
  it('are the same for a movement read again, from another file overlapping it, wherever its line', () => {
    const october = [
      movement(1, '2026-10-30', 5_000, 'TRF ANA'),
      movement(2, '2026-11-02', 75_000, 'TRF  Ana Silva'),
    ];
    const november = [
      movement(7, '2026-11-02', 75_000, 'TRF ANA SILVA'),
      movement(8, '2026-11-03', 1_000, 'X'),
    ];
    const [, overlap] = lineKeys(october);
    expect(lineKeys(november)[0]).toBe(overlap);
    expect(new Set([...lineKeys(october), ...lineKeys(november)]).size).toBe(3);
  });

  it('tell apart identical movements of one file by their order, and movements differing in balance or bank id', () => {
    const twice = [movement(1, '2026-11-02', 5_000, 'TRF RUI'), movement(2, '2026-11-02', 5_000, 'TRF RUI')];
    const [first, second] = lineKeys(twice);
    expect(first).not.toBe(second);
    expect(lineKeys([twice[0] as BankLine])[0]).toBe(first);
    const withBalance = { ...movement(1, '2026-11-02', 5_000, 'TRF RUI'), balanceCents: 10_000 };
    const withId = { ...movement(1, '2026-11-02', 5_000, 'TRF RUI'), bankId: 'F1' };
    expect(new Set([first, ...lineKeys([withBalance]), ...lineKeys([withId])]).size).toBe(3);
  });
});
