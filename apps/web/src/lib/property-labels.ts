import type { LovItem } from '@arrenda/core';
import type { TFunction } from 'i18next';

/** A property type's translated name ("Apartment", "Apartamento"). */
export const propertyTypeName = (t: TFunction, propertyType: LovItem) =>
  t(`lov.propertyType.${propertyType.name}`, { defaultValue: propertyType.name });

/** What a property is called on screen: its name, or its type's name when it has none. */
export const propertyLabel = (t: TFunction, property: { name: string | null; propertyType: LovItem }) =>
  property.name?.trim() || propertyTypeName(t, property.propertyType);

/** propertyTypeName for many rows: each type translated once. */
export function typeNames(t: TFunction): (propertyType: LovItem) => string {
  const names = new Map<string, string>();
  return (propertyType) => {
    let name = names.get(propertyType.name);
    if (name === undefined) {
      name = propertyTypeName(t, propertyType);
      names.set(propertyType.name, name);
    }
    return name;
  };
}
