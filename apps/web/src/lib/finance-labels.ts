import type { LovItem } from '@arrenda/core';
import type { TFunction } from 'i18next';
import { propertyLabel } from '@/lib/property-labels';

/** A finance row's property as named on screen: its name, or its type's name when it has none. */
export const financePropertyName = (
  t: TFunction,
  row: { propertyName: string | null; propertyType: LovItem },
) => propertyLabel(t, { name: row.propertyName, propertyType: row.propertyType });
