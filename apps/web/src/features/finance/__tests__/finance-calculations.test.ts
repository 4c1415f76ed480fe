import { describe, expect, it } from 'vitest';
import {
  changePeriod,
  defaultPeriod,
  isPeriodValid,
  periodDay,
  periodFromParams,
  periodLabel,
} from '@/features/finance/components/finance-period';

const MARCH_10 = new Date(2026, 2, 10, 12);

describe('finance period', () => {
  it('defaults to January of this year up to this month, sent as their 15th', () => {
    const period = defaultPeriod(MARCH_10);
    expect(period).toEqual({ from: '2026-01', to: '2026-03' });
    expect([periodDay(period.from), periodDay(period.to)]).toEqual(['2026-01-15', '2026-03-15']);
  });

  it('reads the months kept in the URL, a malformed one taking its default', () => {
    expect(periodFromParams(new URLSearchParams('from=2025-11&to=2026-02'), MARCH_10)).toEqual({
      from: '2025-11',
      to: '2026-02',
    });
    expect(periodFromParams(new URLSearchParams('from=2025-13&to=march'), MARCH_10)).toEqual({
      from: '2026-01',
      to: '2026-03',
    });
  });

  it('sets both ends to the changed month when To would fall before From (docs/product.md#states-and-transitions)', () => {
    const period = { from: '2026-01', to: '2026-03' };
    expect(changePeriod(period, 'to', '2026-02')).toEqual({ from: '2026-01', to: '2026-02' });
    expect(changePeriod(period, 'to', '2025-12')).toEqual({ from: '2025-12', to: '2025-12' });
    expect(changePeriod(period, 'from', '2026-05')).toEqual({ from: '2026-05', to: '2026-05' });
    expect(changePeriod(period, 'from', '2026-03')).toEqual({ from: '2026-03', to: '2026-03' });
    expect(isPeriodValid({ from: '2026-04', to: '2026-03' })).toBe(false);
  });

  it('names a single month in full, a longer period by its short first and last months', () => {
    expect(periodLabel({ from: '2026-03', to: '2026-03' }, 'en')).toBe('March 2026');
    expect(periodLabel({ from: '2026-03', to: '2026-03' }, 'pt')).toBe('março de 2026');
    expect(periodLabel({ from: '2026-01', to: '2026-03' }, 'en')).toBe('Jan 2026 – Mar 2026');
  });
});
