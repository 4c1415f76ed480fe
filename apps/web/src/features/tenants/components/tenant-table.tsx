import type { TenantSort, TenantView } from '@arrenda/core';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TableColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import type { LazyPaging } from '@/components/data-table/lazy-paging';
import { tenantStatus } from './tenant-list-views';
import './tenants.css';

interface Props {
  entityId: number;
  /** The rows shown. */
  tenants: TenantView[];
  /** The table's accessible name. */
  label: string;
  emptyMessage: string;
  /** Paging and sorting by the server. */
  lazy: LazyPaging<TenantSort>;
}

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
 * The tenant table (docs/product.md#screens-and-routes): name and fiscal number (sortable), contact, note, at 20%,
 * 15%, 20% and 45%. A row opens its tenant on click, or on Enter once focused.
 */
export function TenantTable({ entityId, tenants, label, emptyMessage, lazy }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = (tenant: TenantView) => `/entities/${entityId}/tenants/${tenant.id}`;
  const columns: TableColumn<TenantView, TenantSort>[] = [
    {
      header: t('tenants.column.name'),
      sort: 'name',
      body: (tenant) => <TenantName tenant={tenant} to={link(tenant)} />,
      className: 'cell-name',
    },
    {
      header: t('tenants.column.fiscalNumber'),
      sort: 'fiscalNumber',
      body: (tenant) => tenant.fiscalNumber ?? '-',
      className: 'cell-fiscal-number',
    },
    {
      header: t('tenants.column.contact'),
      body: (tenant) => <Contact tenant={tenant} />,
      className: 'cell-contact',
    },
    { header: t('tenants.column.note'), body: (tenant) => tenant.note ?? '-', className: 'cell-note' },
  ];
  return (
    <DataTable
      rows={tenants}
      rowKey={(tenant) => tenant.id}
      columns={columns}
      label={label}
      emptyMessage={emptyMessage}
      paging={lazy}
      onRowOpen={(tenant) => void navigate(link(tenant))}
      stack
      className="tenant-table"
    />
  );
}
