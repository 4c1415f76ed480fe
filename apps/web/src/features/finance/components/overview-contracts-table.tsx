import type { OverviewContract, OverviewSort } from '@arrenda/core';
import { Tag } from 'primereact/tag';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContractActionLinks } from '@/components/contract-action-links';
import type { TableColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import type { LazyPaging } from '@/components/data-table/lazy-paging';
import { PropertyTypeIcon } from '@/components/property-type-icon';
import { useFormat } from '@/lib/format';
// The type icon's own style.
import { type OverviewRow, overviewRows } from './overview-rows';
import './finance.css';

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
 * The overview's contracts (docs/product.md#screens-and-routes): those running today, in debt or needing an action,
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

  // Last rent sorts by the last rent's period on the server, Action by the oldest action's date.
  const columns: TableColumn<OverviewRow, OverviewSort>[] = [
    {
      header: t('finance.contracts.column.property'),
      sort: 'property',
      body: (row) => <PropertyCell row={row} />,
      className: 'cell-property',
    },
    {
      header: t('finance.contracts.column.tenants'),
      sort: 'tenants',
      body: (row) => row.tenants,
      className: 'cell-tenants',
    },
    {
      header: t('finance.contracts.column.debt'),
      sort: 'debt',
      body: (row) => <span className={row.debt > 0 ? 'finance-debt' : undefined}>{row.shownDebt}</span>,
      className: 'cell-figure',
    },
    {
      header: t('finance.contracts.column.retainedYear'),
      sort: 'retained',
      body: (row) => row.shownRetained,
      className: 'cell-figure',
    },
    {
      header: t('finance.contracts.column.lastRent'),
      sort: 'lastRent',
      body: (row) => <LastRent row={row} />,
    },
    {
      header: t('finance.contracts.column.notes'),
      body: (row) => row.notes && <span className="finance-notes">{row.notes}</span>,
      className: 'cell-notes',
    },
    {
      header: t('finance.contracts.column.actions'),
      sort: 'action',
      body: (row) => <Actions row={row} />,
      className: 'cell-actions',
    },
    {
      header: <span className="p-hidden-accessible">{t('finance.contracts.column.links')}</span>,
      body: (row) => <ContractActionLinks actions={row} className="finance-links" />,
      className: 'cell-links',
    },
  ];

  return (
    <DataTable
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns}
      label={t('finance.contracts.title')}
      emptyMessage={t(searched ? 'finance.contracts.noMatch' : 'finance.contracts.empty')}
      paging={lazy}
      minWidth="64rem"
      className="finance-table"
    />
  );
});
