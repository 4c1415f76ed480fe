import { type ContractSort, type ContractView, formatAddress } from '@arrenda/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TableColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import type { LazyPaging } from '@/components/data-table/lazy-paging';
import { PropertyTypeIcon } from '@/components/property-type-icon';
import { formatDay } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { contractPath } from '@/lib/paths';
import { propertyLabel, propertyTypeName } from '@/lib/property-labels';
import { tenantNames } from './contract-labels';
import './contracts.css';

/** A row as the table shows it. */
interface ContractRow {
  id: number;
  link: string;
  propertyName: string;
  propertyTypeId: number;
  propertyType: string;
  address: string | null;
  tenants: string;
  startDate: string;
  period: string;
  totalAmount: number;
  total: string;
  net: string;
  debtAmount: number;
  debt: string;
}

interface Props {
  entityId: number;
  contracts: readonly ContractView[];
  /** The table's accessible name. */
  label: string;
  emptyMessage: string;
  /** Paging and sorting by the server (the contract list); sorted in the browser when left out. */
  lazy?: LazyPaging<ContractSort>;
}

/**
 * The contract table (docs/product.md#screens-and-routes): property, tenants, period, amount (total over net) and
 * debt, sortable. A row opens its contract on click, or on Enter once focused.
 */
export function ContractTable({ entityId, contracts, label, emptyMessage, lazy }: Props) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const rows: ContractRow[] = contracts.map((contract) => ({
    id: contract.id,
    link: contractPath(entityId, contract.propertyId, contract.id),
    propertyName: propertyLabel(t, contract.property),
    propertyTypeId: contract.property.propertyType.id,
    propertyType: propertyTypeName(t, contract.property.propertyType),
    address: contract.property.address ? formatAddress(contract.property.address) : null,
    tenants: tenantNames(contract),
    startDate: contract.startDate,
    period: `${formatDay(contract.startDate, i18n.language)} – ${formatDay(contract.endDate, i18n.language)}`,
    totalAmount: contract.totalAmount,
    total: format.money(contract.totalAmount, contract.currency),
    net: format.money(contract.amountAfterTaxes, contract.currency),
    debtAmount: contract.debt,
    debt: format.money(contract.debt, contract.currency),
  }));

  const propertyBody = (row: ContractRow) => (
    <div className="contract-cell">
      <PropertyTypeIcon propertyTypeId={row.propertyTypeId} label={row.propertyType} />
      <div className="contract-cell-text">
        <Link to={row.link} className="contract-cell-title">
          {row.propertyName}
        </Link>
        <span className="muted">{row.propertyType}</span>
        {row.address && <span className="contract-cell-address">{row.address}</span>}
      </div>
    </div>
  );

  // The server sorts by `sort` when it pages the rows (`lazy`), the browser by `sortValue` otherwise.
  const columns: TableColumn<ContractRow, ContractSort>[] = [
    {
      header: t('contracts.column.property'),
      sort: 'property',
      sortValue: (row) => row.propertyName,
      body: propertyBody,
      className: 'cell-property',
    },
    {
      header: t('contracts.column.tenants'),
      sort: 'tenants',
      sortValue: (row) => row.tenants,
      body: (row) => <span className="contract-cell-tenants">{row.tenants}</span>,
    },
    {
      header: t('contracts.column.period'),
      sort: 'start',
      sortValue: (row) => row.startDate,
      body: (row) => row.period,
    },
    {
      header: (
        <span className="contract-table-header">
          {t('contracts.column.amount')}
          <small>{t('contracts.column.totalNet')}</small>
        </span>
      ),
      sort: 'amount',
      sortValue: (row) => row.totalAmount,
      body: (row) => (
        <span className="contract-figure-pair">
          <span>{row.total}</span>
          <span className="muted">{row.net}</span>
        </span>
      ),
      className: 'cell-figure',
    },
    {
      header: t('contracts.column.debt'),
      sort: 'debt',
      sortValue: (row) => row.debtAmount,
      body: (row) => <span className={row.debtAmount > 0 ? 'contract-debt' : undefined}>{row.debt}</span>,
      className: 'cell-figure',
    },
  ];

  return (
    <DataTable
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns}
      label={label}
      emptyMessage={emptyMessage}
      paging={lazy}
      onRowOpen={(row) => void navigate(row.link)}
      stack
      className="contract-table"
    />
  );
}
