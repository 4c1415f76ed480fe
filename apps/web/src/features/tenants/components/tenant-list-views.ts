import { TENANT_LIST_VIEWS, TENANT_SORTS, type TenantListView, type TenantView } from '@arrenda/core';
import type { TenantPageParams } from '@/features/tenants/api/get-tenant-page';
import { useTableUrlState } from '@/lib/use-table-url-state';

/**
 * The tenant list's two views (docs/product.md#states-and-transitions, widened), kept by the server: the default one holds
 * tenants on a current contract and those not yet on one (new, or with a contract still to start);
 * the other holds past tenants, whose contracts all ended. A tenant just saved has no contract and
 * must not look past.
 */
export const DEFAULT_TENANT_VIEW: TenantListView = 'ACTIVE_TENANTS';

export const TENANT_PAGE_SIZE = 25;

/** CURRENT: on a current contract; NEW: on no contract yet; UPCOMING: only on contracts to start; PAST: all ended. */
export type TenantStatus = 'CURRENT' | 'NEW' | 'UPCOMING' | 'PAST';

export function tenantStatus(tenant: TenantView): TenantStatus {
  if (tenant.numActiveContracts > 0) return 'CURRENT';
  if (tenant.numContracts === 0) return 'NEW';
  return tenant.numEndedContracts === tenant.numContracts ? 'PAST' : 'UPCOMING';
}

const tenantView = (value: string | null | undefined): TenantListView =>
  TENANT_LIST_VIEWS.find((view) => view === value) ?? DEFAULT_TENANT_VIEW;

/**
 * The tenant list's state, kept in the URL (?view=old_tenants&page=2&rows=50&sort=fiscalNumber&q=ana)
 * so that back and forward, a reload and a shared link show the same page: the view here, the rest
 * as every table paged by the server keeps it (use-table-url-state.ts). Defaults are left out.
 */
export function useTenantListState() {
  const table = useTableUrlState({
    sorts: TENANT_SORTS,
    defaultSort: 'name',
    defaultPageSize: TENANT_PAGE_SIZE,
  });
  const state: TenantPageParams = {
    view: tenantView(table.params.get('view')?.toUpperCase()),
    ...table.state,
  };

  /** Moves to another state; a new view, search or sort starts again from the first page. */
  const update = ({ view, ...changes }: Partial<TenantPageParams>, push = true) =>
    table.update(changes, {
      push,
      others: view === undefined ? {} : { view: view === DEFAULT_TENANT_VIEW ? null : view.toLowerCase() },
    });
  return { state, update, paging: table.paging };
}
