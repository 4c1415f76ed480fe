import type { AddressForm, PropertyPayload } from '@arrenda/core';
import {
  type AddressValues,
  AREA_FIELDS,
  type DetailsValues,
  isAreaShown,
  offersDetails,
  type PropertyFormValues,
  type TaxValues,
} from './property-form-values';

/** Empty text is sent as null (docs/product.md#validation). */
const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** Details are sent only when offered for the type and switched on (docs/product.md#states-and-transitions). */
const detailsEnabled = (values: PropertyFormValues) =>
  values.hasDetails && offersDetails(values.baseInfo.propertyTypeId);

/** Whether the address fields hold nothing (country aside). */
export function isAddressBlank(address: AddressValues): boolean {
  const { cityId, latitude, longitude, ...texts } = address;
  return (
    cityId == null &&
    latitude == null &&
    longitude == null &&
    Object.values(texts).every((text) => text.trim() === '')
  );
}

/** The address is optional only when every address field, country included, is empty. */
export const hasNoAddress = (values: PropertyFormValues) =>
  values.countryId == null && isAddressBlank(values.address);

/** The body of POST/PUT /addresses, or null when the form has no address. */
export function toAddressBody(values: PropertyFormValues): AddressForm | null {
  if (hasNoAddress(values)) return null;
  const { address } = values;
  return {
    // Street and number stay text even when blank, so that validation says they are required.
    street: address.street.trim(),
    cityId: address.cityId,
    number: address.number.trim(),
    floor: textOrNull(address.floor),
    mailBox: textOrNull(address.mailBox),
    postalCode: textOrNull(address.postalCode),
    latitude: address.latitude,
    longitude: address.longitude,
  };
}

/** Details as sent: areas without their type or flag dropped; null when nothing is set. */
function toDetailsPayload(details: DetailsValues): DetailsValues | null {
  const payload = { ...details };
  for (const area of AREA_FIELDS) {
    if (!isAreaShown(details, area)) payload[area] = null;
  }
  const empty = Object.values(payload).every((value) => value === null || value === false);
  return empty ? null : payload;
}

function toTaxPayload(tax: TaxValues) {
  const payload = {
    propertyBusinessTypeId: tax.propertyBusinessTypeId,
    propertyLocationTypeId: tax.propertyLocationTypeId,
    locationCode: textOrNull(tax.locationCode),
    articleCode: textOrNull(tax.articleCode),
    fractionCode: textOrNull(tax.fractionCode),
  };
  return Object.values(payload).every((value) => value === null) ? null : payload;
}

/** The property payload (docs/product.md#records-and-fields) for a saved address (or none). */
export function toPayload(values: PropertyFormValues, addressId: number | null): PropertyPayload {
  const base = values.baseInfo;
  return {
    baseInfo: {
      addressId,
      propertyTypeId: base.propertyTypeId,
      name: textOrNull(base.name),
      code: textOrNull(base.code),
      description: textOrNull(base.description),
      areaMeters: base.areaMeters,
      value: base.value,
      // The currency selector only shows with a value.
      currencyId: base.value == null ? null : base.currencyId,
    },
    propertyTaxInformation: toTaxPayload(values.propertyTaxInformation),
    propertyDetails: detailsEnabled(values) ? toDetailsPayload(values.propertyDetails) : null,
    parentPropertyId: values.isSubProperty ? values.parentPropertyId : null,
  };
}
