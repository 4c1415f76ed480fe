import type { AddressView, PropertyListItem, PropertyOverview, PropertySummaryItem } from '@arrenda/core';
import { pagedList } from '@/testing/paged-list';

const TYPE_NAMES = ['', 'HOUSE', 'BUILDING', 'APARTMENT', 'BEDROOM', 'GARAGE', 'WAREHOUSE', 'LAND', 'OTHER'];
export const propertyType = (id: number) => ({ id, name: TYPE_NAMES[id] ?? 'OTHER' });

export const address = (street: string): AddressView => ({
  id: 1,
  version: 1,
  street,
  number: '12',
  floor: null,
  mailBox: null,
  postalCode: '1100-053',
  latitude: null,
  longitude: null,
  city: { id: 1, name: 'Lisboa', countryId: 1, country: 'Portugal' },
});

/** A property list row with no figures; override what a test is about. */
export const listItem = (id: number, overrides: Partial<PropertyListItem> = {}): PropertyListItem => ({
  id,
  parentPropertyId: null,
  propertyType: propertyType(1),
  name: `Property ${id}`,
  code: null,
  numBedrooms: null,
  address: null,
  numChildren: 0,
  numActiveContractsHierarchy: 0,
  numPossibleContractsHierarchy: 1,
  valueHierarchy: 0,
  contractAmountHierarchy: 0,
  contractNetAmountHierarchy: 0,
  expensesAmountHierarchy: 0,
  expensesAmountYearHierarchy: 0,
  currency: 'Euro',
  countContractibleProperties: 1,
  countActiveContracts: 0,
  occupation: 0,
  profitGross: null,
  profitNet: null,
  ...overrides,
});

/** A property page's overview with nothing but a name; override what a test is about. */
export const overview = (id: number, overrides: Partial<PropertyOverview> = {}): PropertyOverview => ({
  id,
  baseInfo: {
    name: `Property ${id}`,
    code: null,
    description: null,
    areaMeters: null,
    value: null,
    currencyId: null,
    currency: null,
    propertyTypeId: 2,
    propertyType: propertyType(2),
    addressId: null,
    address: null,
  },
  parent: null,
  details: null,
  taxInformation: null,
  figures: listItem(id, { propertyType: propertyType(2) }),
  finances: { years: [], revenues: [], taxables: [], nets: [], expenses: [], profits: [] },
  files: [],
  activeContractId: null,
  numContracts: 0,
  ...overrides,
});

/**
 * GET /entities/{id}/properties/summary as the server answers it, for mockApi: the whole list
 * without keys, else a page searched in the names and streets, by ids or without a subtree.
 */
export const summaryAnswer = (rows: PropertySummaryItem[]) =>
  pagedList(rows, {
    words: (row) => `${row.name ?? ''} ${row.address?.street ?? ''}`,
    parentOf: (row) => row.parentPropertyId,
  });
