import { type AddressView, PROPERTY_TYPE } from '@arrenda/core';
import { isAddressBlank } from './property-form-payload';
import type { AddressValues } from './property-form-values';

/** Non-blocking remarks on a sub-property's address (docs/product.md#validation); each is a message key. */
export type PropertyWarning =
  | 'propertyForm.warning.streetDiffers'
  | 'propertyForm.warning.sameAddress'
  | 'propertyForm.warning.bedroomAddressDiffers';

/** Spacing and case do not make two addresses different. */
const normalise = (text: string | null | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The postal address, compared field by field. Coordinates are left out: two flats of one building
 * share the address even when their pins differ slightly.
 */
function sameAddress(address: AddressValues, parent: AddressView): boolean {
  return (
    address.cityId === parent.city.id &&
    normalise(address.street) === normalise(parent.street) &&
    normalise(address.number) === normalise(parent.number) &&
    normalise(address.floor) === normalise(parent.floor) &&
    normalise(address.mailBox) === normalise(parent.mailBox) &&
    normalise(address.postalCode) === normalise(parent.postalCode)
  );
}

/**
 * The warnings for a sub-property of type `propertyTypeId` with `address`, inside a parent at
 * `parentAddress`. Nothing is compared unless both have an address.
 */
export function propertyWarnings(
  propertyTypeId: number | null,
  address: AddressValues,
  parentAddress: AddressView | null | undefined,
): PropertyWarning[] {
  if (!parentAddress || isAddressBlank(address)) return [];
  const warnings: PropertyWarning[] = [];
  if (normalise(address.street) !== normalise(parentAddress.street)) {
    warnings.push('propertyForm.warning.streetDiffers');
  }
  const same = sameAddress(address, parentAddress);
  const bedroom = propertyTypeId === PROPERTY_TYPE.BEDROOM;
  if (same && !bedroom) warnings.push('propertyForm.warning.sameAddress');
  if (!same && bedroom) warnings.push('propertyForm.warning.bedroomAddressDiffers');
  return warnings;
}
