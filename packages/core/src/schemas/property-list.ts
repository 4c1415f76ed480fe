import { z } from 'zod';
import { PROPERTY_SORTS, PROPERTY_VIEWS, type PropertyViewName } from '../list-options';
import { PROPERTY_TYPE } from '../lookups';
import { id } from './fields';
import { idsQuery, pageQuery } from './paging';

export const propertyViewName = z.enum(PROPERTY_VIEWS);

/** The views that show every property of one type, wherever it sits in the tree. */
export const PROPERTY_VIEW_TYPES: Partial<Record<PropertyViewName, number>> = {
  HOUSES: PROPERTY_TYPE.HOUSE,
  BUILDINGS: PROPERTY_TYPE.BUILDING,
  APARTMENTS: PROPERTY_TYPE.APARTMENT,
  BEDROOMS: PROPERTY_TYPE.BEDROOM,
  GARAGES: PROPERTY_TYPE.GARAGE,
  WAREHOUSES: PROPERTY_TYPE.WAREHOUSE,
  LANDS: PROPERTY_TYPE.LAND,
  OTHER: PROPERTY_TYPE.OTHER,
};

/** Which rows a property list shows: a view of the entity, or the inner properties of one. */
const propertyFilter = z.object({
  view: propertyViewName.optional(),
  parentPropertyId: id.optional(),
  search: pageQuery.shape.search,
});

/** GET /entities/{id}/properties: the product's whole list, or a page of it with any page key. */
export const propertyListQuery = pageQuery.extend({
  ...propertyFilter.shape,
  sort: z.enum(PROPERTY_SORTS).optional(),
});
export type PropertyListQuery = z.infer<typeof propertyListQuery>;

/** GET /entities/{id}/properties/totals: the footer and the views of the same rows. */
export const propertyTotalsQuery = propertyFilter;
export type PropertyTotalsQuery = z.infer<typeof propertyTotalsQuery>;

/**
 * GET /entities/{id}/properties/summary: the product's whole list, or with any of these keys a page of
 * the selectors' rows by name: searched as the property list is, those of `ids` (the values a form
 * holds), or all but a property and those inside it (`exceptTreeOf`: the parents it may take).
 */
export const propertySummaryQuery = z.object({
  page: pageQuery.shape.page,
  pageSize: pageQuery.shape.pageSize,
  search: pageQuery.shape.search,
  ids: idsQuery.optional(),
  exceptTreeOf: id.optional(),
});
export type PropertySummaryQuery = z.infer<typeof propertySummaryQuery>;

/** The footer's totals of one currency; profits of the rows together, not sums of percentages. */
export const propertyTotals = z.object({
  /** The currency name; properties without a value's currency count in euro. */
  currency: z.string(),
  value: z.number(),
  contract: z.number(),
  contractNet: z.number(),
  expensesYear: z.number(),
  expenses: z.number(),
  profitGross: z.number().nullable(),
  profitNet: z.number().nullable(),
});
export type PropertyTotals = z.infer<typeof propertyTotals>;

export const propertyListTotals = z.object({
  /** The views worth offering: the default always, a type's view when such a property exists. */
  views: z.array(propertyViewName),
  /** Over every row the filter shows, one line per currency. */
  totals: z.array(propertyTotals),
});
export type PropertyListTotals = z.infer<typeof propertyListTotals>;
