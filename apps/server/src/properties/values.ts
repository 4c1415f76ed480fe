import {
  type PropertyBody,
  type PropertyDetails,
  type PropertyTaxInformation,
  TYPES_WITH_DETAILS,
} from '@arrenda/core';
import { moneyTextOrNull } from '../db/money';

/** The property row's own columns from the payload (empty text already null by the schema). */
export const propertyValues = (body: PropertyBody, addressId: number | null) => ({
  parentPropertyId: body.parentPropertyId ?? null,
  addressId,
  propertyTypeId: body.baseInfo.propertyTypeId,
  name: body.baseInfo.name ?? null,
  code: body.baseInfo.code ?? null,
  description: body.baseInfo.description ?? null,
  areaMeters: body.baseInfo.areaMeters ?? null,
  value: moneyTextOrNull(body.baseInfo.value),
  currencyId: body.baseInfo.value == null ? null : (body.baseInfo.currencyId ?? null),
});

const orNull = <T>(value: T | null | undefined): T | null => value ?? null;

/**
 * Details as stored, or null when there is nothing to store (docs/product.md#records-and-fields): only for houses,
 * apartments and bedrooms; an area only with its type or its "yes"; the block dropped when every
 * value is empty or "no".
 */
export function detailValues(propertyTypeId: number, details: PropertyDetails | null | undefined) {
  if (!details || !TYPES_WITH_DETAILS.includes(propertyTypeId)) return null;
  const values = {
    hasHeating: orNull(details.hasHeating),
    hasAirCondition: orNull(details.hasAirCondition),
    isFurnished: orNull(details.isFurnished),
    hasLaundry: orNull(details.hasLaundry),
    hasStorageRoom: orNull(details.hasStorageRoom),
    hasLivingRoom: orNull(details.hasLivingRoom),
    hasDiningRoom: orNull(details.hasDiningRoom),
    numBathrooms: orNull(details.numBathrooms),
    numToilets: orNull(details.numToilets),
    kitchenTypeId: orNull(details.kitchenTypeId),
    kitchenAreaMeters: details.kitchenTypeId == null ? null : orNull(details.kitchenAreaMeters),
    outsideAreaTypeId: orNull(details.outsideAreaTypeId),
    outsideAreaMeters: details.outsideAreaTypeId == null ? null : orNull(details.outsideAreaMeters),
    numBalconies: orNull(details.numBalconies),
    numBedrooms: orNull(details.numBedrooms),
    numSuits: orNull(details.numSuits),
    storageRoomAreaMeters: details.hasStorageRoom ? orNull(details.storageRoomAreaMeters) : null,
    livingRoomAreaMeters: details.hasLivingRoom ? orNull(details.livingRoomAreaMeters) : null,
    diningRoomAreaMeters: details.hasDiningRoom ? orNull(details.diningRoomAreaMeters) : null,
    numParkingInside: orNull(details.numParkingInside),
    numParkingOutside: orNull(details.numParkingOutside),
  };
  const empty = Object.values(values).every((value) => value === null || value === false);
  return empty ? null : values;
}

/** Tax information as stored, or null when every field is empty. */
export function taxValues(tax: PropertyTaxInformation | null | undefined) {
  if (!tax) return null;
  const values = {
    propertyBusinessTypeId: orNull(tax.propertyBusinessTypeId),
    propertyLocationTypeId: orNull(tax.propertyLocationTypeId),
    locationCode: orNull(tax.locationCode),
    articleCode: orNull(tax.articleCode),
    fractionCode: orNull(tax.fractionCode),
  };
  return Object.values(values).every((value) => value === null) ? null : values;
}
