import {
  type ExpenseTaxCategory,
  expenseTaxCategoryName,
  pickLanguage,
  type TaxAmounts,
  type TaxStatementContract,
  type TaxStatementProperty,
} from '@arrenda/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contractPath, propertyPagePath } from '@/lib/paths';
import { propertyLabel } from '@/lib/property-labels';
import { type FigureColumn, FigureTable } from './figure-table';
import { TaxIdentity } from './tax-identity';
import { monthName } from './tax-year-dates';
import { useTaxMoney } from './use-tax-money';

/** A tenant with their tax number, as the statement names them: 'Ana Silva (NIF 123456789)'. */
export function useTenantText() {
  const { t } = useTranslation();
  return (tenant: { name: string; fiscalNumber: string | null }) =>
    tenant.fiscalNumber
      ? t('taxYear.tenant.nif', { name: tenant.name, nif: tenant.fiscalNumber })
      : t('taxYear.tenant.noNif', { name: tenant.name });
}

interface MonthRow {
  index: number;
  amounts: TaxAmounts;
}

const hasFigures = (amounts: TaxAmounts) =>
  amounts.received !== 0 || amounts.retained !== 0 || amounts.gross !== 0;

/** The columns of a months table: month, received, retained, rent, taxable, extra charges. */
function useMonthColumns(currency: string, totals: TaxAmounts): FigureColumn<MonthRow>[] {
  const { t, i18n } = useTranslation();
  const format = useTaxMoney();
  const figure = (header: string, pick: (amounts: TaxAmounts) => number): FigureColumn<MonthRow> => ({
    header,
    figure: true,
    cell: (row) => format.money(pick(row.amounts), currency),
    footer: format.money(pick(totals), currency),
  });
  return [
    {
      header: t('taxYear.col.month'),
      cell: (row) => monthName(row.index, i18n.language),
      footer: t('taxYear.total'),
    },
    figure(t('taxYear.col.received'), (amounts) => amounts.received),
    figure(t('taxYear.col.retained'), (amounts) => amounts.retained),
    figure(t('taxYear.col.gross'), (amounts) => amounts.gross),
    figure(t('taxYear.col.taxable'), (amounts) => amounts.taxable),
    figure(t('taxYear.col.extra'), (amounts) => amounts.extra),
  ];
}

interface ContractProps {
  entityId: number;
  propertyId: number;
  currency: string;
  contract: TaxStatementContract;
  showEmptyMonths: boolean;
}

/** A contract of the property: its tenants, its number at the AT, and its payments month by month. */
function ContractStatement({ entityId, propertyId, currency, contract, showEmptyMonths }: ContractProps) {
  const { t } = useTranslation();
  const tenantText = useTenantText();
  const columns = useMonthColumns(currency, contract.totals);
  const rows = contract.months
    .map((amounts, index) => ({ index, amounts }))
    .filter((row) => showEmptyMonths || hasFigures(row.amounts));
  const title = t('taxYear.contract.title', { id: contract.contractId });
  return (
    <section aria-label={title}>
      <h3>
        <Link to={contractPath(entityId, propertyId, contract.contractId)}>{title}</Link>
      </h3>
      <dl className="tax-facts">
        <div>
          <dt>{t('taxYear.contract.tenants')}</dt>
          <dd>{contract.tenants.map(tenantText).join(', ') || '—'}</dd>
        </div>
        <div>
          <dt>{t('taxYear.contract.atNumber')}</dt>
          <dd>{contract.atContractNumber ?? t('taxYear.notGiven')}</dd>
        </div>
        {contract.withholdingFiscalNumber && (
          <div>
            <dt>{t('taxYear.contract.withholding')}</dt>
            <dd>{contract.withholdingFiscalNumber}</dd>
          </div>
        )}
      </dl>
      <FigureTable
        label={t('taxYear.months.label', { id: contract.contractId })}
        rows={rows}
        rowKey={(row) => row.index}
        columns={columns}
        minWidth="40rem"
      />
    </section>
  );
}

interface ExpenseRow {
  category: ExpenseTaxCategory | null;
  amount: number;
}

/** The property's expenses counted in the yield, by the IRS return's category, and their total. */
function PropertyExpenses({ property, name }: { property: TaxStatementProperty; name: string }) {
  const { t, i18n } = useTranslation();
  const format = useTaxMoney();
  const language = pickLanguage(i18n.language);
  if (property.expenses.length === 0) return <p className="tax-card-sub">{t('taxYear.expenses.none')}</p>;
  const columns: FigureColumn<ExpenseRow>[] = [
    {
      header: t('taxYear.col.category'),
      cell: (row) => expenseTaxCategoryName(language, row.category),
      footer: t('taxYear.total'),
    },
    {
      header: t('taxYear.col.amount'),
      figure: true,
      cell: (row) => format.money(row.amount, property.currency),
      footer: format.money(property.expenseTotal, property.currency),
    },
  ];
  return (
    <FigureTable
      label={t('taxYear.expenses.label', { property: name })}
      rows={property.expenses}
      rowKey={(row) => row.category ?? 'NONE'}
      columns={columns}
    />
  );
}

interface Props {
  entityId: number;
  property: TaxStatementProperty;
  showEmptyMonths: boolean;
}

/**
 * One property of the statement: its name, address and tax identity; per contract the tenants,
 * the AT contract number and the payments month by month; then its expenses in the yield.
 */
export function PropertyStatement({ entityId, property, showEmptyMonths }: Props) {
  const { t } = useTranslation();
  const format = useTaxMoney();
  const name = propertyLabel(t, property);
  const headingId = `tax-property-${property.propertyId}-${property.currency}`;
  const totals = property.totals;
  return (
    <section className="tax-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Link to={propertyPagePath(entityId, property.propertyId)}>{name}</Link>
      </h2>
      {property.address && <p className="tax-card-sub">{property.address}</p>}
      <TaxIdentity entityId={entityId} propertyId={property.propertyId} identity={property} />
      {property.contracts.map((contract) => (
        <ContractStatement
          key={contract.contractId}
          entityId={entityId}
          propertyId={property.propertyId}
          currency={property.currency}
          contract={contract}
          showEmptyMonths={showEmptyMonths}
        />
      ))}
      {property.contracts.length > 1 && (
        <p>
          <strong>{t('taxYear.property.total')}</strong>{' '}
          {t('taxYear.property.totals', {
            received: format.money(totals.received, property.currency),
            retained: format.money(totals.retained, property.currency),
            gross: format.money(totals.gross, property.currency),
            taxable: format.money(totals.taxable, property.currency),
          })}
        </p>
      )}
      <h3>{t('taxYear.expenses.title')}</h3>
      <PropertyExpenses property={property} name={name} />
    </section>
  );
}
