/**
 * Query keys of the tenants feature. They sit under the entity's ['entities', entityId] key,
 * so deleting or leaving an entity (which invalidates ['entities']) reaches them too.
 */
export const tenantKeys = {
  all: (entityId: number) => ['entities', entityId, 'tenants'] as const,
  list: (entityId: number) => ['entities', entityId, 'tenants', 'list'] as const,
  detail: (entityId: number, tenantId: number) =>
    ['entities', entityId, 'tenants', tenantId, 'detail'] as const,
  overview: (entityId: number, tenantId: number) =>
    ['entities', entityId, 'tenants', tenantId, 'overview'] as const,
};
