import type { TaxReconciliation, TaxStatement, TaxStatementTotals } from '@arrenda/core';
import { useTranslation } from 'react-i18next';
import { type FigureColumn, FigureTable } from './figure-table';
import { useTaxMoney } from './use-tax-money';

/** The year's totals, one row per currency. */
function YearTotals({ statement }: { statement: TaxStatement }) {
  const { t } = useTranslation();
  const format = useTaxMoney();
  const figure = (
    header: string,
    pick: (row: TaxStatementTotals) => number,
  ): FigureColumn<TaxStatementTotals> => ({
    header,
    figure: true,
    cell: (row) => format.money(pick(row), row.currency),
  });
  const columns: FigureColumn<TaxStatementTotals>[] = [
    { header: t('taxYear.col.currency'), cell: (row) => format.currencyName(row.currency) },
    figure(t('taxYear.col.received'), (row) => row.received),
    figure(t('taxYear.col.retained'), (row) => row.retained),
    figure(t('taxYear.col.gross'), (row) => row.gross),
    figure(t('taxYear.col.taxable'), (row) => row.taxable),
    figure(t('taxYear.col.extra'), (row) => row.extra),
    figure(t('taxYear.col.expenses'), (row) => row.expenses),
  ];
  return (
    <FigureTable
      label={t('taxYear.totals.label', { year: statement.year })}
      rows={statement.totals}
      rowKey={(row) => row.currency}
      columns={columns}
      minWidth="44rem"
    />
  );
}

/**
 * How the statement meets the finance summary of the same year, in one currency: the summary counts
 * rents by their period, the statement payments by their day.
 */
function Reconciliation({
  year,
  reconciliation,
  totals,
}: {
  year: number;
  reconciliation: TaxReconciliation;
  totals: TaxStatementTotals | undefined;
}) {
  const { t } = useTranslation();
  const format = useTaxMoney();
  const money = (amount: number) => format.money(amount, reconciliation.currency);
  return (
    <>
      <p>
        {t('taxYear.reconciliation.paid', {
          year,
          paid: money(reconciliation.summaryPaid),
          received: money(totals?.received ?? 0),
          forOther: money(reconciliation.paidForOtherYears),
          inOther: money(reconciliation.paidInOtherYears),
        })}
      </p>
      <p>
        {t('taxYear.reconciliation.retained', {
          summary: money(reconciliation.summaryRetained),
          retained: money(totals?.retained ?? 0),
          forOther: money(reconciliation.retainedForOtherYears),
          inOther: money(reconciliation.retainedInOtherYears),
        })}
      </p>
      <p>
        {t('taxYear.reconciliation.expenses', {
          summary: money(reconciliation.summaryExpenses),
          inYield: money(totals?.expenses ?? 0),
          notInYield: money(reconciliation.expensesNotInYield),
        })}
      </p>
    </>
  );
}

/** The year's totals per currency, then the reconciliation with the finance summary. */
export function StatementTotals({ statement }: { statement: TaxStatement }) {
  const { t } = useTranslation();
  const { currencyName } = useTaxMoney();
  const several = statement.reconciliation.length > 1;
  return (
    <>
      <section className="tax-card" aria-labelledby="tax-year-totals">
        <h2 id="tax-year-totals">{t('taxYear.totals.title', { year: statement.year })}</h2>
        <YearTotals statement={statement} />
      </section>
      <section className="tax-card tax-reconciliation" aria-labelledby="tax-year-reconciliation">
        <h2 id="tax-year-reconciliation">{t('taxYear.reconciliation.title')}</h2>
        <p className="tax-card-sub">{t('taxYear.reconciliation.hint')}</p>
        {statement.reconciliation.map((reconciliation) => (
          <div key={reconciliation.currency}>
            {several && <h3>{currencyName(reconciliation.currency)}</h3>}
            <Reconciliation
              year={statement.year}
              reconciliation={reconciliation}
              totals={statement.totals.find((row) => row.currency === reconciliation.currency)}
            />
          </div>
        ))}
      </section>
    </>
  );
}
