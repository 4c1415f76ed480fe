/**
 * Query keys of the properties feature. They sit under the entity's ['entities', entityId] key,
 * so deleting or leaving an entity (which invalidates ['entities']) reaches them too.
 */
export const propertyKeys = {
  all: (entityId: number) => ['entities', entityId, 'properties'] as const,
  list: (entityId: number) => ['entities', entityId, 'properties', 'list'] as const,
  summary: (entityId: number) => ['entities', entityId, 'properties', 'summary'] as const,
  detail: (entityId: number, propertyId: number) =>
    ['entities', entityId, 'properties', propertyId, 'detail'] as const,
  overview: (entityId: number, propertyId: number) =>
    ['entities', entityId, 'properties', propertyId, 'overview'] as const,
};
