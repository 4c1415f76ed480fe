import { PROPERTY_TYPE, type PropertyListItem } from '@arrenda/core';

/** The property list's view filters (spec section 2), in the order they are offered. */
export const PROPERTY_VIEWS = [
  'PARENT_PROPERTIES',
  'HOUSES',
  'BUILDINGS',
  'APARTMENTS',
  'BEDROOMS',
  'GARAGES',
  'WAREHOUSES',
  'LANDS',
  'OTHER',
  'TAXES',
] as const;
export type PropertyViewName = (typeof PROPERTY_VIEWS)[number];

export const DEFAULT_PROPERTY_VIEW: PropertyViewName = 'PARENT_PROPERTIES';

/** The views that show every property of one type, wherever it sits in the tree. */
const VIEW_TYPES: Partial<Record<PropertyViewName, number>> = {
  HOUSES: PROPERTY_TYPE.HOUSE,
  BUILDINGS: PROPERTY_TYPE.BUILDING,
  APARTMENTS: PROPERTY_TYPE.APARTMENT,
  BEDROOMS: PROPERTY_TYPE.BEDROOM,
  GARAGES: PROPERTY_TYPE.GARAGE,
  WAREHOUSES: PROPERTY_TYPE.WAREHOUSE,
  LANDS: PROPERTY_TYPE.LAND,
  OTHER: PROPERTY_TYPE.OTHER,
};

const hasTaxCode = (property: PropertyListItem) => Boolean(property.code?.trim());

export const isPropertyView = (value: string | null): value is PropertyViewName =>
  (PROPERTY_VIEWS as readonly (string | null)[]).includes(value);

/** The properties a view shows. */
export function propertiesInView(
  properties: readonly PropertyListItem[],
  view: PropertyViewName,
): PropertyListItem[] {
  if (view === 'PARENT_PROPERTIES')
    return properties.filter((property) => property.parentPropertyId === null);
  if (view === 'TAXES') return properties.filter(hasTaxCode);
  return properties.filter((property) => property.propertyType.id === VIEW_TYPES[view]);
}

/**
 * The views worth offering: the parent properties always (the default), a type's view only when a
 * property of that type exists, TAXES only when a property has a tax code.
 */
export const availablePropertyViews = (properties: readonly PropertyListItem[]): PropertyViewName[] =>
  PROPERTY_VIEWS.filter(
    (view) => view === DEFAULT_PROPERTY_VIEW || propertiesInView(properties, view).length > 0,
  );
