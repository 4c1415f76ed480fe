import type { TaxStatement, TaxStatementContract, TaxStatementProperty } from '@arrenda/core';
import { useTranslation } from 'react-i18next';
import { propertyLabel } from '@/lib/property-labels';
import { type FigureColumn, FigureTable } from './figure-table';
import { useTaxMoney } from './use-tax-money';

interface Row {
  property: TaxStatementProperty;
  contract: TaxStatementContract;
}

/**
 * For a landlord exempt from the AT's e-receipts: what the annual Modelo 44 asks per contract, the
 * tenants' tax numbers, the contract's number at the AT, the rents received (gross: the tax withheld
 * included) and the tax withheld in the year.
 */
export function Modelo44View({ statement }: { statement: TaxStatement }) {
  const { t } = useTranslation();
  const format = useTaxMoney();
  const rows: Row[] = statement.properties.flatMap((property) =>
    property.contracts.map((contract) => ({ property, contract })),
  );
  const columns: FigureColumn<Row>[] = [
    {
      header: t('taxYear.m44.col.contract'),
      cell: ({ property, contract }) => (
        <>
          {propertyLabel(t, property)}
          <div className="tax-card-sub">{t('taxYear.contract.title', { id: contract.contractId })}</div>
        </>
      ),
    },
    {
      header: t('taxYear.m44.col.tenantNifs'),
      cell: ({ contract }) =>
        contract.tenants.map((tenant) => tenant.fiscalNumber ?? t('taxYear.noNif')).join(', ') || '—',
    },
    {
      header: t('taxYear.m44.col.atContract'),
      cell: ({ contract }) => contract.atContractNumber ?? t('taxYear.notGiven'),
    },
    {
      header: t('taxYear.m44.col.rents'),
      figure: true,
      cell: ({ property, contract }) => format.money(contract.totals.gross, property.currency),
    },
    {
      header: t('taxYear.m44.col.retained'),
      figure: true,
      cell: ({ property, contract }) => format.money(contract.totals.retained, property.currency),
    },
  ];
  return (
    <section className="tax-card" aria-labelledby="tax-modelo-44">
      <h2 id="tax-modelo-44">{t('taxYear.m44.title', { year: statement.year })}</h2>
      <p className="tax-card-sub">{t('taxYear.m44.hint')}</p>
      {rows.length === 0 ? (
        <p className="empty-text">{t('taxYear.m44.empty', { year: statement.year })}</p>
      ) : (
        <FigureTable
          label={t('taxYear.m44.label', { year: statement.year })}
          rows={rows}
          rowKey={({ property, contract }) =>
            `${property.propertyId}-${property.currency}-${contract.contractId}`
          }
          columns={columns}
          minWidth="40rem"
        />
      )}
    </section>
  );
}
