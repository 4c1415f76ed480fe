import type { PropertyBody } from '@arrenda/core';
import type { Reader } from '../db/client';
import { checkLookups } from '../lov/check';

/** Refuses the property's lookup ids that do not exist, each under its own field (400). */
export const checkPropertyLookups = (db: Reader, body: PropertyBody) =>
  checkLookups(db, [
    ['propertyTypeId', 'propertyType', body.baseInfo.propertyTypeId],
    ['currencyId', 'currency', body.baseInfo.currencyId],
    ['propertyBusinessTypeId', 'propertyBusinessType', body.propertyTaxInformation?.propertyBusinessTypeId],
    ['propertyLocationTypeId', 'propertyLocationType', body.propertyTaxInformation?.propertyLocationTypeId],
    ['kitchenTypeId', 'kitchenType', body.propertyDetails?.kitchenTypeId],
    ['outsideAreaTypeId', 'outsideAreaType', body.propertyDetails?.outsideAreaTypeId],
  ]);
