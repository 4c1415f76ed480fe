// The lists' options as plain values, apart from their zod schemas: a page that only reads a list's
// state from its URL does not load zod's schemas (nor what they import) with them.

/** The most rows one page of a list may hold. */
export const MAX_PAGE_SIZE = 100;

export const DEFAULT_PAGE_SIZE = 25;

/** The property list's view filters (docs/product.md#screens-and-routes), in the order they are offered. */
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

/** Whether a text names one of the property list's views. */
export const isPropertyView = (value: unknown): value is PropertyViewName =>
  (PROPERTY_VIEWS as readonly unknown[]).includes(value);

/** The sortable columns of the property list. */
export const PROPERTY_SORTS = ['name', 'value', 'contract', 'profit', 'expenses'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

/**
 * The overview's sortable columns: the oldest action first (the default), the property, the first
 * tenant, the debt, the tax retained this year, the last rent's period.
 */
export const OVERVIEW_SORTS = ['action', 'property', 'tenants', 'debt', 'retained', 'lastRent'] as const;
export type OverviewSort = (typeof OVERVIEW_SORTS)[number];

/** The period summary's sorts (GET /entities/{id}/financeSummary?sort=). */
export const SUMMARY_SORTS = ['property', 'end', 'debt'] as const;
export type SummarySort = (typeof SUMMARY_SORTS)[number];

/** The largest upload, in bytes (docs/product.md#validation: "more than 10 MB (1e7 bytes)"). */
export const MAX_FILE_BYTES = 10_000_000;
