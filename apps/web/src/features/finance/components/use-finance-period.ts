import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  changePeriod,
  type FinancePeriod,
  type PeriodEnd,
  periodFromParams,
  samePeriod,
} from './finance-period';
import { SUMMARY_URL_PREFIX } from './summary-table-state';

/**
 * The summary's period, kept in the URL next to the overview's ?view= (so a reload or a shared
 * link shows the same months). Changing an end applies the rules of docs/product.md#states-and-transitions; picking the
 * month already shown changes nothing, so nothing is fetched again. A new period shows the summary
 * table's first page again, keeping its sort, page size and search.
 */
export function useFinancePeriod(): {
  period: FinancePeriod;
  change: (end: PeriodEnd, month: string) => void;
} {
  const [params, setParams] = useSearchParams();
  // Today is read once, so the defaults do not move while the page stays open over midnight.
  const [today] = useState(() => new Date());
  const period = periodFromParams(params, today);

  const change = (end: PeriodEnd, month: string) => {
    const next = changePeriod(period, end, month);
    if (samePeriod(next, period)) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('from', next.from);
        updated.set('to', next.to);
        updated.delete(`${SUMMARY_URL_PREFIX}page`);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return { period, change };
}
