import type { TenantView } from '@arrenda/core';

/**
 * The tenant list's two views (spec section 4, widened): the default one holds tenants on a current
 * contract and those not yet on one (new, or with a contract still to start); the other holds past
 * tenants, whose contracts all ended. A tenant just saved has no contract and must not look past.
 */
export const TENANT_VIEWS = ['ACTIVE_TENANTS', 'OLD_TENANTS'] as const;
export type TenantViewName = (typeof TENANT_VIEWS)[number];
export const DEFAULT_TENANT_VIEW: TenantViewName = 'ACTIVE_TENANTS';

export const isTenantView = (value: string | null): value is TenantViewName =>
  (TENANT_VIEWS as readonly (string | null)[]).includes(value);

/** CURRENT: on a current contract; NEW: on no contract yet; UPCOMING: only on contracts to start; PAST: all ended. */
export type TenantStatus = 'CURRENT' | 'NEW' | 'UPCOMING' | 'PAST';

export function tenantStatus(tenant: TenantView): TenantStatus {
  if (tenant.numActiveContracts > 0) return 'CURRENT';
  if (tenant.numContracts === 0) return 'NEW';
  return tenant.numEndedContracts === tenant.numContracts ? 'PAST' : 'UPCOMING';
}

export const tenantsInView = (tenants: readonly TenantView[], view: TenantViewName) =>
  tenants.filter((tenant) => (view === 'OLD_TENANTS') === (tenantStatus(tenant) === 'PAST'));
