import type { TenantView } from '@arrenda/core';

/** The tenant list's two views (spec section 4): on a current contract, or not any more. */
export const TENANT_VIEWS = ['ACTIVE_TENANTS', 'OLD_TENANTS'] as const;
export type TenantViewName = (typeof TENANT_VIEWS)[number];
export const DEFAULT_TENANT_VIEW: TenantViewName = 'ACTIVE_TENANTS';

export const isTenantView = (value: string | null): value is TenantViewName =>
  (TENANT_VIEWS as readonly (string | null)[]).includes(value);

/** ACTIVE_TENANTS: numActiveContracts > 0; OLD_TENANTS: numActiveContracts = 0. */
export const tenantsInView = (tenants: readonly TenantView[], view: TenantViewName) =>
  tenants.filter((tenant) => (view === 'ACTIVE_TENANTS') === tenant.numActiveContracts > 0);
