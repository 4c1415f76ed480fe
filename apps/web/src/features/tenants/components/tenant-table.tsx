import type { TenantSort, TenantView } from '@arrenda/core';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type LazyPaging, lazyTablePaging } from '../../../components/table-paging';
import { tenantStatus } from './tenant-list-views';
import './tenants.css';

interface Props {
  entityId: number;
  /** The rows shown. Every cell shows only fields of its row: PrimeReact redraws a cell only when its row changes. */
  tenants: TenantView[];
  /** The table's accessible name. */
  label: string;
  emptyMessage: string;
  /** Paging and sorting by the server. */
  lazy: LazyPaging<TenantSort>;
}

/** Which server sort each sortable column asks for; contact and note do not sort. */
const SORT_OF_FIELD: Readonly<Record<string, TenantSort>> = { name: 'name', fiscalNumber: 'fiscalNumber' };

/** The phone and e-mail of a tenant, one per line. */
function Contact({ tenant }: { tenant: TenantView }) {
  if (!tenant.phone && !tenant.email) return <span className="muted">-</span>;
  return (
    <span className="tenant-contact">
      {tenant.phone && (
        <span>
          <i className="pi pi-phone" aria-hidden="true" /> {tenant.phone}
        </span>
      )}
      {tenant.email && (
        <span>
          <i className="pi pi-envelope" aria-hidden="true" /> {tenant.email}
        </span>
      )}
    </span>
  );
}

/** The tenant's name and, for one not on a current contract yet, why it still shows among current ones. */
function TenantName({ tenant, to }: { tenant: TenantView; to: string }) {
  const { t } = useTranslation();
  const status = tenantStatus(tenant);
  return (
    <span className="tenant-name-cell">
      <Link to={to}>{tenant.name}</Link>
      {(status === 'NEW' || status === 'UPCOMING') && (
        <Tag value={t(`tenants.status.${status}`)} severity="info" rounded />
      )}
    </span>
  );
}

/**
 * The tenant table (spec section 2): name and fiscal number (sortable), contact, note, at 20%,
 * 15%, 20% and 45%. A row opens its tenant on click, or on Enter once focused.
 */
export function TenantTable({ entityId, tenants, label, emptyMessage, lazy }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = (tenant: TenantView) => `/entities/${entityId}/tenants/${tenant.id}`;
  return (
    <DataTable
      value={tenants}
      dataKey="id"
      {...lazyTablePaging(lazy, SORT_OF_FIELD)}
      selectionMode="single"
      onRowClick={(event) => void navigate(link(event.data as TenantView))}
      emptyMessage={emptyMessage}
      responsiveLayout="stack"
      breakpoint="640px"
      rowHover
      stripedRows
      size="small"
      className="tenant-table"
      // PrimeReact writes role=" rowgroup" on the body, which assistive tech may not read as a row group.
      pt={{ table: { 'aria-label': label }, tbody: { role: 'rowgroup' } }}
    >
      <Column
        header={t('tenants.column.name')}
        field="name"
        sortable
        body={(tenant: TenantView) => <TenantName tenant={tenant} to={link(tenant)} />}
        className="cell-name"
      />
      <Column
        header={t('tenants.column.fiscalNumber')}
        field="fiscalNumber"
        sortable
        body={(tenant: TenantView) => tenant.fiscalNumber ?? '-'}
        className="cell-fiscal-number"
      />
      <Column
        header={t('tenants.column.contact')}
        body={(tenant: TenantView) => <Contact tenant={tenant} />}
        className="cell-contact"
      />
      <Column
        header={t('tenants.column.note')}
        body={(tenant: TenantView) => tenant.note ?? '-'}
        className="cell-note"
      />
    </DataTable>
  );
}
