/**
 * Query keys of the contracts feature. They sit under the entity's ['entities', entityId] key, so
 * invalidating the entity (after a contract is saved or deleted) reaches them too.
 */
export const contractKeys = {
  all: (entityId: number) => ['entities', entityId, 'contracts'] as const,
  list: (entityId: number) => ['entities', entityId, 'contracts', 'list'] as const,
  ofProperty: (entityId: number, propertyId: number) =>
    ['entities', entityId, 'contracts', 'property', propertyId] as const,
  detail: (entityId: number, contractId: number) =>
    ['entities', entityId, 'contracts', contractId, 'detail'] as const,
  overview: (entityId: number, contractId: number) =>
    ['entities', entityId, 'contracts', contractId, 'overview'] as const,
};
