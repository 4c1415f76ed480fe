import { tenantKeys } from '@/features/tenants/api/query-keys';

/**
 * Query keys of the tenant's own side of the portal. They carry the signed-in user's id: the
 * answers are the account's own, and must never show to another account signed in later in the
 * same tab.
 */
export const portalKeys = {
  all: (userId: number) => ['portal', userId] as const,
  contracts: (userId: number) => ['portal', userId, 'contracts'] as const,
  rents: (userId: number, contractId: number) =>
    ['portal', userId, 'contracts', contractId, 'rents'] as const,
};

/** A tenant's access to the portal, as the landlord sees it: under the tenant's keys. */
export const tenantPortalKey = (entityId: number, tenantId: number) =>
  [...tenantKeys.all(entityId), tenantId, 'portal'] as const;

/** The landlord's API path of a tenant's portal access. */
export const tenantPortalPath = (entityId: number, tenantId: number) =>
  `/entities/${entityId}/tenants/${tenantId}`;

/** The tenant's API paths of a contract's rents and of one rent. */
export const portalRentsPath = (contractId: number) => `/portal/contracts/${contractId}/rents`;
export const portalRentPath = (contractId: number, rentId: number) =>
  `${portalRentsPath(contractId)}/${rentId}`;

/** Where a rent is, as the tenant's API paths name it. */
export interface PortalRentIds {
  contractId: number;
  rentId: number;
}

/** A confirmation of a rent, under the rent's path. */
export const confirmationPath = ({ contractId, rentId }: PortalRentIds, confirmationId: number) =>
  `${portalRentPath(contractId, rentId)}/confirmations/${confirmationId}`;
