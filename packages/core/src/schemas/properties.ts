import { z } from 'zod';
import { PROPERTY_TYPE } from '../lookups';
import { msg } from '../messages';
import { addressBody, addressView } from './addresses';
import { fileView } from './entities';
import {
  editVersion,
  optionalBoolean,
  optionalCount,
  optionalId,
  optionalMoney,
  optionalText,
  requiredId,
} from './fields';
import { lovItem } from './lov';

/** Square metres and counts are whole numbers; these bounds only stop typing mistakes. */
export const AREA_MAX = 10_000_000;
export const COUNT_MAX = 10_000;

/** Property types whose details (rooms, kitchen, outside area...) can be entered (docs/product.md#states-and-transitions). */
export const TYPES_WITH_DETAILS: readonly number[] = [
  PROPERTY_TYPE.HOUSE,
  PROPERTY_TYPE.APARTMENT,
  PROPERTY_TYPE.BEDROOM,
];

export const propertyBaseInfoBody = z
  .object({
    /** An address saved before (POST /addresses); or `address`, saved with the property. */
    addressId: optionalId.optional(),
    address: addressBody.nullable().optional(),
    propertyTypeId: requiredId(msg('validation.propertyTypeRequired')),
    name: optionalText(60),
    code: optionalText(20),
    description: optionalText(200),
    areaMeters: optionalCount(AREA_MAX).optional(),
    value: optionalMoney.optional(),
    currencyId: optionalId.optional(),
  })
  .superRefine((info, context) => {
    // An amount always carries its currency (docs/domain.md).
    if (info.value != null && info.currencyId == null) {
      context.addIssue({ code: 'custom', path: ['currencyId'], message: msg('validation.currencyRequired') });
    }
  });

export const propertyTaxInformationBody = z.object({
  propertyBusinessTypeId: optionalId.optional(),
  propertyLocationTypeId: optionalId.optional(),
  locationCode: optionalText(30),
  articleCode: optionalText(30),
  fractionCode: optionalText(30),
});
export type PropertyTaxInformation = z.infer<typeof propertyTaxInformationBody>;

const area = optionalCount(AREA_MAX).optional();
const count = optionalCount(COUNT_MAX).optional();

export const propertyDetailsBody = z.object({
  hasHeating: optionalBoolean.optional(),
  hasAirCondition: optionalBoolean.optional(),
  isFurnished: optionalBoolean.optional(),
  hasLaundry: optionalBoolean.optional(),
  hasStorageRoom: optionalBoolean.optional(),
  hasLivingRoom: optionalBoolean.optional(),
  hasDiningRoom: optionalBoolean.optional(),
  numBathrooms: count,
  numToilets: count,
  kitchenTypeId: optionalId.optional(),
  kitchenAreaMeters: area,
  outsideAreaTypeId: optionalId.optional(),
  outsideAreaMeters: area,
  numBalconies: count,
  numBedrooms: count,
  numSuits: count,
  storageRoomAreaMeters: area,
  livingRoomAreaMeters: area,
  diningRoomAreaMeters: area,
  numParkingInside: count,
  numParkingOutside: count,
});
export type PropertyDetails = z.infer<typeof propertyDetailsBody>;

/** POST and PUT /entities/{id}/properties[/{propertyId}] (docs/product.md#records-and-fields). */
export const propertyBody = z.object({
  version: editVersion,
  baseInfo: propertyBaseInfoBody,
  propertyTaxInformation: propertyTaxInformationBody.nullable().optional(),
  propertyDetails: propertyDetailsBody.nullable().optional(),
  parentPropertyId: optionalId.optional(),
});
export type PropertyBody = z.infer<typeof propertyBody>;
export type PropertyPayload = z.input<typeof propertyBody>;

/** Tax information and details as read: every field present, null when not set. */
export const propertyTaxInformationView = z.object({
  propertyBusinessTypeId: z.number().nullable(),
  propertyLocationTypeId: z.number().nullable(),
  locationCode: z.string().nullable(),
  articleCode: z.string().nullable(),
  fractionCode: z.string().nullable(),
});
export type PropertyTaxInformationView = z.infer<typeof propertyTaxInformationView>;

const nullableBoolean = z.boolean().nullable();
const nullableNumber = z.number().nullable();
export const propertyDetailsView = z.object({
  hasHeating: nullableBoolean,
  hasAirCondition: nullableBoolean,
  isFurnished: nullableBoolean,
  hasLaundry: nullableBoolean,
  hasStorageRoom: nullableBoolean,
  hasLivingRoom: nullableBoolean,
  hasDiningRoom: nullableBoolean,
  numBathrooms: nullableNumber,
  numToilets: nullableNumber,
  kitchenTypeId: nullableNumber,
  kitchenAreaMeters: nullableNumber,
  outsideAreaTypeId: nullableNumber,
  outsideAreaMeters: nullableNumber,
  numBalconies: nullableNumber,
  numBedrooms: nullableNumber,
  numSuits: nullableNumber,
  storageRoomAreaMeters: nullableNumber,
  livingRoomAreaMeters: nullableNumber,
  diningRoomAreaMeters: nullableNumber,
  numParkingInside: nullableNumber,
  numParkingOutside: nullableNumber,
});
export type PropertyDetailsView = z.infer<typeof propertyDetailsView>;

export const propertyBaseInfoView = z.object({
  name: z.string().nullable(),
  code: z.string().nullable(),
  description: z.string().nullable(),
  areaMeters: z.number().nullable(),
  value: z.number().nullable(),
  currencyId: z.number().nullable(),
  /** The currency's name (Euro, US Dollar...), null without a value. */
  currency: z.string().nullable(),
  propertyTypeId: z.number(),
  propertyType: lovItem,
  addressId: z.number().nullable(),
  address: addressView.nullable(),
});
export type PropertyBaseInfoView = z.infer<typeof propertyBaseInfoView>;

/** GET /entities/{id}/properties/{propertyId}: what the edit form loads. */
export const propertyView = z.object({
  id: z.number(),
  /** The row's version, sent back with an edit (editVersion). */
  version: z.number(),
  parentPropertyId: z.number().nullable(),
  baseInfo: propertyBaseInfoView,
  details: propertyDetailsView.nullable(),
  taxInformation: propertyTaxInformationView.nullable(),
});
export type PropertyView = z.infer<typeof propertyView>;

/**
 * A row of the property list (docs/product.md#records-and-fields). The *Hierarchy figures sum over the property and
 * all its descendants (docs/domain.md). Units are the leaves of the subtree; a unit is occupied when it
 * or an ancestor inside the subtree has a current contract.
 */
export const propertyListItem = z.object({
  id: z.number(),
  parentPropertyId: z.number().nullable(),
  propertyType: lovItem,
  name: z.string().nullable(),
  code: z.string().nullable(),
  numBedrooms: z.number().nullable(),
  address: addressView.nullable(),
  /** Direct inner properties. */
  numChildren: z.number(),
  /** Current contracts on the property and its descendants. */
  numActiveContractsHierarchy: z.number(),
  /** Lettable units: the leaves of the subtree (the property itself when it has no inner ones). */
  numPossibleContractsHierarchy: z.number(),
  valueHierarchy: z.number(),
  contractAmountHierarchy: z.number(),
  contractNetAmountHierarchy: z.number(),
  expensesAmountHierarchy: z.number(),
  expensesAmountYearHierarchy: z.number(),
  /** The currency name of the property's value, null when it has none. */
  currency: z.string().nullable(),
  /** The same units as numPossibleContractsHierarchy. */
  countContractibleProperties: z.number(),
  /** Occupied units. */
  countActiveContracts: z.number(),
  /** Occupied units / units, a whole percentage; null without units. */
  occupation: z.number().nullable(),
  /** Profit % with the total and with the net contract amount; null when value + expenses is 0. */
  profitGross: z.number().nullable(),
  profitNet: z.number().nullable(),
});
export type PropertyListItem = z.infer<typeof propertyListItem>;

/** GET /entities/{id}/properties/summary and .../{propertyId}/summary: for selectors. */
export const propertySummaryItem = z.object({
  id: z.number(),
  name: z.string().nullable(),
  propertyType: lovItem,
  parentPropertyId: z.number().nullable(),
  address: addressView.nullable(),
});
export type PropertySummaryItem = z.infer<typeof propertySummaryItem>;

/** Figures per calendar year, oldest first; the arrays line up with `years`. */
export const propertyFinances = z.object({
  years: z.array(z.number()),
  /** Rent amounts of the rents whose period falls in the year. */
  revenues: z.array(z.number()),
  /** Their taxable amounts. */
  taxables: z.array(z.number()),
  /** Revenues less the retained tax. */
  nets: z.array(z.number()),
  /** Expenses dated in the year that count in the yield. */
  expenses: z.array(z.number()),
  /** Nets less expenses. */
  profits: z.array(z.number()),
});
export type PropertyFinances = z.infer<typeof propertyFinances>;

/** GET /entities/{id}/properties/{propertyId}/overview: the property page. */
export const propertyOverview = z.object({
  id: z.number(),
  baseInfo: propertyBaseInfoView,
  parent: z
    .object({
      id: z.number(),
      name: z.string().nullable(),
      propertyType: lovItem,
      propertyTypeId: z.number(),
    })
    .nullable(),
  details: propertyDetailsView.nullable(),
  taxInformation: propertyTaxInformationView.nullable(),
  /** This property's row of the list, with its hierarchy figures. */
  figures: propertyListItem,
  finances: propertyFinances,
  files: z.array(fileView),
  /** The current contract on the property itself, if any. */
  activeContractId: z.number().nullable(),
  /** Contracts on the property itself, of any date (the Contracts tab shows when > 0). */
  numContracts: z.number(),
});
export type PropertyOverview = z.infer<typeof propertyOverview>;
