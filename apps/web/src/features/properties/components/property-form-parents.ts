import type { PropertySummaryItem } from '@arrenda/core';

/**
 * The properties that may hold `propertyId`: all of the entity's but the property itself and its
 * descendants, which would make it its own ancestor (all of them for a new property).
 */
export function parentCandidates(
  properties: readonly PropertySummaryItem[],
  propertyId: number | undefined,
): PropertySummaryItem[] {
  if (propertyId === undefined) return [...properties];
  const excluded = new Set([propertyId]);
  // Walk down level by level until no property's parent is excluded any more.
  let grown = true;
  while (grown) {
    grown = false;
    for (const property of properties) {
      if (property.parentPropertyId !== null && excluded.has(property.parentPropertyId)) {
        if (!excluded.has(property.id)) {
          excluded.add(property.id);
          grown = true;
        }
      }
    }
  }
  return properties.filter((property) => !excluded.has(property.id));
}
