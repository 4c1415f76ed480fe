import {
  type AddressView,
  type PropertyDetailsView,
  type PropertyView,
  TYPES_WITH_DETAILS,
} from '@arrenda/core';

/** What the address part of the form holds; the country sits beside it (it is not sent). */
export interface AddressValues {
  street: string;
  number: string;
  floor: string;
  mailBox: string;
  postalCode: string;
  cityId: number | null;
  latitude: number | null;
  longitude: number | null;
}

export interface BaseInfoValues {
  propertyTypeId: number | null;
  name: string;
  code: string;
  description: string;
  areaMeters: number | null;
  value: number | null;
  currencyId: number | null;
}

const DETAIL_FLAGS = [
  'hasHeating',
  'hasAirCondition',
  'isFurnished',
  'hasLaundry',
  'hasStorageRoom',
  'hasLivingRoom',
  'hasDiningRoom',
] as const;
export type DetailFlag = (typeof DETAIL_FLAGS)[number];
type DetailNumber = Exclude<keyof PropertyDetailsView, DetailFlag>;
export type DetailsValues = Record<DetailFlag, boolean> & Record<DetailNumber, number | null>;

export interface TaxValues {
  propertyBusinessTypeId: number | null;
  propertyLocationTypeId: number | null;
  locationCode: string;
  articleCode: string;
  fractionCode: string;
}

/** The form's groups are named like the payload's, so that error paths are the same on both. */
export interface PropertyFormValues {
  baseInfo: BaseInfoValues;
  /** Whether Detailed Information is filled in (offered for types 1, 3 and 4 only). */
  hasDetails: boolean;
  isSubProperty: boolean;
  parentPropertyId: number | null;
  countryId: number | null;
  address: AddressValues;
  propertyDetails: DetailsValues;
  propertyTaxInformation: TaxValues;
}

/** Each area and what must be set for it to be shown and sent (docs/product.md#states-and-transitions). */
const AREA_CONDITIONS = {
  kitchenAreaMeters: (details: DetailsValues) => details.kitchenTypeId != null,
  outsideAreaMeters: (details: DetailsValues) => details.outsideAreaTypeId != null,
  storageRoomAreaMeters: (details: DetailsValues) => details.hasStorageRoom,
  livingRoomAreaMeters: (details: DetailsValues) => details.hasLivingRoom,
  diningRoomAreaMeters: (details: DetailsValues) => details.hasDiningRoom,
} as const;
export type AreaField = keyof typeof AREA_CONDITIONS;
export const AREA_FIELDS = Object.keys(AREA_CONDITIONS) as AreaField[];

export const isAreaShown = (details: DetailsValues, area: AreaField) => AREA_CONDITIONS[area](details);

export const offersDetails = (propertyTypeId: number | null) =>
  propertyTypeId != null && TYPES_WITH_DETAILS.includes(propertyTypeId);

const textOf = (text: string | null | undefined) => text ?? '';

export function addressValuesOf(address: AddressView | null | undefined): AddressValues {
  return {
    street: textOf(address?.street),
    number: textOf(address?.number),
    floor: textOf(address?.floor),
    mailBox: textOf(address?.mailBox),
    postalCode: textOf(address?.postalCode),
    cityId: address?.city.id ?? null,
    latitude: address?.latitude ?? null,
    longitude: address?.longitude ?? null,
  };
}

function detailsValuesOf(details: PropertyDetailsView | null | undefined): DetailsValues {
  const flag = (name: DetailFlag) => details?.[name] ?? false;
  const count = (name: DetailNumber) => details?.[name] ?? null;
  return {
    hasHeating: flag('hasHeating'),
    hasAirCondition: flag('hasAirCondition'),
    isFurnished: flag('isFurnished'),
    hasLaundry: flag('hasLaundry'),
    hasStorageRoom: flag('hasStorageRoom'),
    hasLivingRoom: flag('hasLivingRoom'),
    hasDiningRoom: flag('hasDiningRoom'),
    numBathrooms: count('numBathrooms'),
    numToilets: count('numToilets'),
    kitchenTypeId: count('kitchenTypeId'),
    kitchenAreaMeters: count('kitchenAreaMeters'),
    outsideAreaTypeId: count('outsideAreaTypeId'),
    outsideAreaMeters: count('outsideAreaMeters'),
    numBalconies: count('numBalconies'),
    numBedrooms: count('numBedrooms'),
    numSuits: count('numSuits'),
    storageRoomAreaMeters: count('storageRoomAreaMeters'),
    livingRoomAreaMeters: count('livingRoomAreaMeters'),
    diningRoomAreaMeters: count('diningRoomAreaMeters'),
    numParkingInside: count('numParkingInside'),
    numParkingOutside: count('numParkingOutside'),
  };
}

/** The form's starting values: the property being edited, or a new one (inside `parentId` if given). */
export function formValuesOf(property?: PropertyView, parentId?: number | null): PropertyFormValues {
  const base = property?.baseInfo;
  const tax = property?.taxInformation;
  const parent = property ? property.parentPropertyId : (parentId ?? null);
  return {
    baseInfo: {
      propertyTypeId: base?.propertyTypeId ?? null,
      name: textOf(base?.name),
      code: textOf(base?.code),
      description: textOf(base?.description),
      areaMeters: base?.areaMeters ?? null,
      value: base?.value ?? null,
      currencyId: base?.currencyId ?? null,
    },
    hasDetails: property?.details != null,
    isSubProperty: parent != null,
    parentPropertyId: parent,
    countryId: base?.address?.city.countryId ?? null,
    address: addressValuesOf(base?.address),
    propertyDetails: detailsValuesOf(property?.details),
    propertyTaxInformation: {
      propertyBusinessTypeId: tax?.propertyBusinessTypeId ?? null,
      propertyLocationTypeId: tax?.propertyLocationTypeId ?? null,
      locationCode: textOf(tax?.locationCode),
      articleCode: textOf(tax?.articleCode),
      fractionCode: textOf(tax?.fractionCode),
    },
  };
}
