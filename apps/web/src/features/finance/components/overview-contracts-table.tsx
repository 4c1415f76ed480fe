import type { OverviewContract, OverviewSort } from '@arrenda/core';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type LazyPaging, lazyTablePaging } from '../../../components/table-paging';
import { useFormat } from '../../../lib/format';
import { PropertyTypeIcon } from '../../properties/components/property-type-icon';
import { ContractActionLinks } from './contract-action-links';
// The type icon's own style.
import '../../properties/components/properties.css';
import { type OverviewRow, overviewRows } from './overview-rows';
import './finance.css';

/**
 * Which server sort each sortable column asks for, by the column's field (Last rent's and Action's
 * name their column only: the server sorts by the last rent's period and the oldest action's date).
 */
const SORT_OF_FIELD: Readonly<Record<string, OverviewSort>> = {
  propertyName: 'property',
  tenants: 'tenants',
  debt: 'debt',
  retainedAmountYear: 'retained',
  lastRentPeriod: 'lastRent',
  actionDate: 'action',
};

interface Props {
  entityId: number;
  /** The page shown. */
  contracts: readonly OverviewContract[];
  canCreate: boolean;
  /** Paging and sorting by the server. */
  lazy: LazyPaging<OverviewSort>;
  /** Whether the page is of a search: none found then says that none matches. */
  searched: boolean;
}

function PropertyCell({ row }: { row: OverviewRow }) {
  return (
    <div className="finance-property">
      <PropertyTypeIcon propertyTypeId={row.propertyTypeId} label={row.propertyType} />
      <div className="finance-property-text">
        <Link to={row.propertyLink} className="finance-property-name">
          {row.propertyName}
        </Link>
        {row.address && <span className="finance-address">{row.address}</span>}
      </div>
    </div>
  );
}

function LastRent({ row }: { row: OverviewRow }) {
  const rent = row.lastRent;
  if (!rent) return <span className="muted">{row.noRent}</span>;
  return (
    <span className="finance-last-rent">
      <span>{rent.period}</span>
      <span>{rent.amount}</span>
      <span>
        <Tag value={rent.status} severity={rent.paid ? 'success' : 'warning'} rounded />
      </span>
      {rent.toPay && <small className="muted">{rent.toPay}</small>}
    </span>
  );
}

function Actions({ row }: { row: OverviewRow }) {
  if (row.actions.length === 0) return <span className="muted">{row.noAction}</span>;
  return (
    <ul className="finance-actions">
      {row.actions.map((action) => (
        <li key={action.key}>
          <Tag value={action.text} severity={action.severity} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The overview's contracts (spec section 2): those running today, in debt or needing an action,
 * with debt, retained tax of the year, last rent, notes, the reasons to act, and the pay action
 * with the create right. Paged and sorted by the server; the table scrolls sideways on narrow screens.
 */
export const OverviewContractsTable = memo(function OverviewContractsTable({
  entityId,
  contracts,
  canCreate,
  lazy,
  searched,
}: Props) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const language = i18n.language;
  const rows = useMemo(
    () => overviewRows(contracts, { t, language, money: format.money, entityId, canCreate }),
    [contracts, t, language, format.money, entityId, canCreate],
  );

  return (
    <DataTable
      value={rows}
      dataKey="id"
      {...lazyTablePaging(lazy, SORT_OF_FIELD)}
      emptyMessage={t(searched ? 'finance.contracts.noMatch' : 'finance.contracts.empty')}
      stripedRows
      size="small"
      className="finance-table"
      tableStyle={{ minWidth: '64rem' }}
      // PrimeReact writes role=" rowgroup" on the body, which assistive tech may not read as a row group.
      pt={{ table: { 'aria-label': t('finance.contracts.title') }, tbody: { role: 'rowgroup' } }}
    >
      <Column
        header={t('finance.contracts.column.property')}
        field="propertyName"
        sortable
        body={(row: OverviewRow) => <PropertyCell row={row} />}
        className="cell-property"
      />
      <Column
        header={t('finance.contracts.column.tenants')}
        field="tenants"
        sortable
        className="cell-tenants"
      />
      <Column
        header={t('finance.contracts.column.debt')}
        field="debt"
        sortable
        body={(row: OverviewRow) => (
          <span className={row.debt > 0 ? 'finance-debt' : undefined}>{row.shownDebt}</span>
        )}
        className="cell-figure"
      />
      <Column
        header={t('finance.contracts.column.retainedYear')}
        field="retainedAmountYear"
        sortable
        body={(row: OverviewRow) => row.shownRetained}
        className="cell-figure"
      />
      <Column
        header={t('finance.contracts.column.lastRent')}
        field="lastRentPeriod"
        sortable
        body={(row: OverviewRow) => <LastRent row={row} />}
      />
      <Column
        header={t('finance.contracts.column.notes')}
        field="notes"
        body={(row: OverviewRow) => row.notes && <span className="finance-notes">{row.notes}</span>}
        className="cell-notes"
      />
      <Column
        header={t('finance.contracts.column.actions')}
        field="actionDate"
        sortable
        body={(row: OverviewRow) => <Actions row={row} />}
        className="cell-actions"
      />
      <Column
        header={<span className="p-hidden-accessible">{t('finance.contracts.column.links')}</span>}
        body={(row: OverviewRow) => <ContractActionLinks actions={row} className="finance-links" />}
        className="cell-links"
      />
    </DataTable>
  );
});
