import { type ContractSort, type ContractView, formatAddress } from '@arrenda/core';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type LazyPaging, lazyTablePaging } from '../../../components/table-paging';
import { useFormat } from '../../../lib/format';
import { propertyLabel, propertyTypeName } from '../../properties/components/property-labels';
import { PropertyTypeIcon } from '../../properties/components/property-type-icon';
import { contractPath } from '../api/query-keys';
import { formatDay } from './contract-dates';
import { tenantNames } from './contract-labels';
import './contracts.css';

/**
 * A row as the table shows it. Everything a cell shows must be in the row: PrimeReact redraws a
 * cell only when its row data changes, not when the render function's closure does.
 */
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

/** Which server sort each sortable column asks for. */
const SORT_OF_FIELD: Readonly<Record<string, ContractSort>> = {
  propertyName: 'property',
  tenants: 'tenants',
  startDate: 'start',
  totalAmount: 'amount',
  debtAmount: 'debt',
};

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
 * The contract table (spec section 2): property, tenants, period, amount (total over net) and
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

  return (
    <DataTable
      value={rows}
      dataKey="id"
      {...(lazy ? lazyTablePaging(lazy, SORT_OF_FIELD) : {})}
      selectionMode="single"
      onRowClick={(event) => void navigate((event.data as ContractRow).link)}
      emptyMessage={emptyMessage}
      responsiveLayout="stack"
      breakpoint="640px"
      rowHover
      stripedRows
      size="small"
      className="contract-table"
      // PrimeReact writes role=" rowgroup" on the body, which assistive tech may not read as a row group.
      pt={{ table: { 'aria-label': label }, tbody: { role: 'rowgroup' } }}
    >
      <Column
        header={t('contracts.column.property')}
        field="propertyName"
        sortable
        body={propertyBody}
        className="cell-property"
      />
      <Column
        header={t('contracts.column.tenants')}
        field="tenants"
        sortable
        body={(row: ContractRow) => <span className="contract-cell-tenants">{row.tenants}</span>}
      />
      <Column
        header={t('contracts.column.period')}
        field="startDate"
        sortable
        body={(row: ContractRow) => row.period}
      />
      <Column
        header={
          <span className="contract-table-header">
            {t('contracts.column.amount')}
            <small>{t('contracts.column.totalNet')}</small>
          </span>
        }
        field="totalAmount"
        sortable
        body={(row: ContractRow) => (
          <span className="contract-figure-pair">
            <span>{row.total}</span>
            <span className="muted">{row.net}</span>
          </span>
        )}
        className="cell-figure"
      />
      <Column
        header={t('contracts.column.debt')}
        field="debtAmount"
        sortable
        body={(row: ContractRow) => (
          <span className={row.debtAmount > 0 ? 'contract-debt' : undefined}>{row.debt}</span>
        )}
        className="cell-figure"
      />
    </DataTable>
  );
}
