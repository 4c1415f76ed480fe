/** The whole months of a period asked for with two days: 'YYYY-MM' names and the instants [from, to). */
export interface PeriodMonths {
  first: string;
  last: string;
  from: Date;
  to: Date;
}

/**
 * From the month of `startDate` to the month of `endDate`, inclusive (docs/domain.md: the finance
 * summary and the export cover whole months); the query schema refuses a period ending before it starts.
 */
export function periodMonths(query: { startDate: string; endDate: string }): PeriodMonths {
  const first = query.startDate.slice(0, 7);
  const last = query.endDate.slice(0, 7);
  const from = new Date(`${first}-01T00:00:00.000Z`);
  const to = new Date(`${last}-01T00:00:00.000Z`);
  to.setUTCMonth(to.getUTCMonth() + 1);
  return { first, last, from, to };
}
