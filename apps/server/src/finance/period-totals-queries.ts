import type { FinanceSummaryTotals } from '@arrenda/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { amountOf } from '../db/money';
import { queryRows } from '../db/raw';
import { besideStaleCheck, owedStale } from './kept-overview-queries';
import type { PeriodMonths } from './period-months';

/** Rows of differences an entity may gather before a read folds them (one per currency and month). */
export const FOLD_AFTER = 500;

/** A footer line as SQL gives it: sums as numeric text, exact. */
export interface TotalsText {
  currency: string;
  contract_total: string;
  contract_payment: string;
  to_pay: string;
  paid: string;
  to_retain: string;
  retained: string;
  expenses: string;
  debt: string;
}

export const totalsLine = (row: TotalsText): FinanceSummaryTotals['totals'][number] => ({
  currency: row.currency,
  contractTotal: amountOf(row.contract_total),
  contractPayment: amountOf(row.contract_payment),
  toPay: amountOf(row.to_pay),
  paid: amountOf(row.paid),
  toRetain: amountOf(row.to_retain),
  retained: amountOf(row.retained),
  expenses: amountOf(row.expenses),
  debt: amountOf(row.debt),
});

interface TotalsRow extends TotalsText {
  /** The period holds a contract, rent or expense in the currency. */
  shown: boolean;
  unfolded: number;
  /** The overview rows wait for a refresh (`readRefreshed`); on a row without currency when none shows. */
  stale: boolean;
}

/**
 * The period summary's footer, per currency, from the kept `period_totals` (docs/domain.md "Kept
 * figures"): the rents and property expenses of the period's months, each in its own currency, and
 * the contracts overlapping the period, those started by its last month less those ended before its
 * first. A rent outside its contract's months (a re-dated contract) is counted here one by one,
 * when its contract overlaps the period, as the summary's rows count it. A currency shows when the
 * period holds a contract, rent or expense in it. The contracts' kept rows must hold the contracts
 * as last written and what they owe up to the clock (`owedStale`; the rents' writes keep what they
 * owe exact): the statement says whether some waited for a refresh, for the caller to refresh them
 * and read again (`readRefreshed`).
 */
export async function keptPeriodTotals(
  db: Db,
  entityId: number,
  { first, last, from, to }: PeriodMonths,
): Promise<{ totals: FinanceSummaryTotals['totals']; stale: boolean }> {
  const firstMonth = `${first}-01`;
  const lastMonth = `${last}-01`;
  const rows = await queryRows<Omit<TotalsRow, 'currency'> & { currency: string | null }>(
    db,
    besideStaleCheck(
      owedStale(entityId),
      sql`
    with kept as (
      select currency_id, count(*) - count(distinct month) as unfolded,
        coalesce(sum(rents) filter (where month between ${firstMonth} and ${lastMonth}), 0) as rents,
        coalesce(sum(to_pay) filter (where month between ${firstMonth} and ${lastMonth}), 0) as to_pay,
        coalesce(sum(paid) filter (where month between ${firstMonth} and ${lastMonth}), 0) as paid,
        coalesce(sum(to_retain) filter (where month between ${firstMonth} and ${lastMonth}), 0) as to_retain,
        coalesce(sum(retained) filter (where month between ${firstMonth} and ${lastMonth}), 0) as retained,
        coalesce(sum(expenses) filter (where month between ${firstMonth} and ${lastMonth}), 0) as expenses,
        coalesce(sum(spent) filter (where month between ${firstMonth} and ${lastMonth}), 0) as spent,
        coalesce(sum(started) filter (where month <= ${lastMonth}), 0)
          - coalesce(sum(ended) filter (where month < ${firstMonth}), 0) as contracts,
        coalesce(sum(started_total) filter (where month <= ${lastMonth}), 0)
          - coalesce(sum(ended_total) filter (where month < ${firstMonth}), 0) as total,
        coalesce(sum(started_net) filter (where month <= ${lastMonth}), 0)
          - coalesce(sum(ended_net) filter (where month < ${firstMonth}), 0) as net,
        coalesce(sum(started_debt) filter (where month <= ${lastMonth}), 0)
          - coalesce(sum(ended_debt) filter (where month < ${firstMonth}), 0) as debt
      from period_totals where entity_id = ${entityId}
      group by currency_id
    ),
    outside as (
      select r.currency_id, count(*) as rents, sum(r.amount - coalesce(r.retained_amount, 0)) as to_pay,
        sum(r.paid_amount) as paid, sum(coalesce(r.retained_amount, 0)) as to_retain,
        sum(retained_share(r.amount, r.retained_amount, r.paid_amount)) as retained
      from rent r join contract c on c.id = r.contract_id
      where r.entity_id = ${entityId} and r.outside_contract
        and r.payment_period_date >= ${from} and r.payment_period_date < ${to}
        and c.start_date < ${to} and c.end_date >= ${from}
      group by r.currency_id
    )
    select cu.name as currency, coalesce(k.unfolded, 0)::int as unfolded,
      coalesce(k.rents, 0) + coalesce(o.rents, 0) > 0 or k.expenses > 0 or k.contracts > 0 as shown,
      coalesce(k.total, 0)::text as contract_total, coalesce(k.net, 0)::text as contract_payment,
      (coalesce(k.to_pay, 0) + coalesce(o.to_pay, 0))::text as to_pay,
      (coalesce(k.paid, 0) + coalesce(o.paid, 0))::text as paid,
      (coalesce(k.to_retain, 0) + coalesce(o.to_retain, 0))::text as to_retain,
      (coalesce(k.retained, 0) + coalesce(o.retained, 0))::text as retained,
      coalesce(k.spent, 0)::text as expenses, coalesce(k.debt, 0)::text as debt
    from kept k
    full join outside o on o.currency_id = k.currency_id
    join currency cu on cu.id = coalesce(k.currency_id, o.currency_id)
    order by cu.name`,
    ),
  );
  const lines = rows.flatMap((row): TotalsRow[] =>
    row.currency === null ? [] : [{ ...row, currency: row.currency }],
  );
  if (lines.reduce((sum, row) => sum + row.unfolded, 0) > FOLD_AFTER) await foldPeriodTotals(db, entityId);
  return { totals: lines.filter((row) => row.shown).map(totalsLine), stale: rows[0]?.stale ?? false };
}

/**
 * Replaces an entity's rows of differences with their sums, one per currency and month (a month
 * counting no rent, expense or contract sums to nothing: its differences cancel), in one
 * statement: rows written meanwhile are not in its snapshot and stay, and a fold running at the same
 * time skips the rows this one deleted, so nothing is counted twice or lost.
 */
export async function foldPeriodTotals(db: Db, entityId: number): Promise<void> {
  await db.execute(sql`
    with gone as (delete from period_totals where entity_id = ${entityId} returning *)
    insert into period_totals (entity_id, currency_id, month, rents, to_pay, paid, to_retain, retained,
      expenses, spent, started, started_total, started_net, started_debt, ended, ended_total, ended_net, ended_debt)
    select entity_id, currency_id, month, sum(rents), sum(to_pay), sum(paid), sum(to_retain), sum(retained),
      sum(expenses), sum(spent), sum(started), sum(started_total), sum(started_net), sum(started_debt),
      sum(ended), sum(ended_total), sum(ended_net), sum(ended_debt)
    from gone
    group by entity_id, currency_id, month
    having sum(rents) <> 0 or sum(expenses) <> 0 or sum(started) <> 0 or sum(ended) <> 0`);
}

/** The entities whose kept period totals gathered more rows of differences than a read folds. */
export const entitiesWithUnfoldedTotals = (db: Db) =>
  queryRows<{ entity_id: number }>(
    db,
    sql`select entity_id from period_totals group by entity_id
      having count(*) - count(distinct (currency_id, month)) > ${FOLD_AFTER}`,
  );
