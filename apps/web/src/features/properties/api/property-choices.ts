import { formatAddress, type PropertySummaryItem } from '@arrenda/core';
import type { TFunction } from 'i18next';
import {
  propertyChoicesQueryOptions,
  propertySummariesQueryOptions,
} from '@/features/properties/api/get-properties-summary';
import { propertyLabel } from '@/lib/property-labels';
import { useServerChoices } from '@/lib/use-server-choices';

/** A property as its selectors offer it: its name (else its type) and its address. */
export function propertyChoiceLabel(t: TFunction, property: PropertySummaryItem): string {
  const name = propertyLabel(t, property);
  const address = property.address ? formatAddress(property.address) : null;
  return address ? `${name} · ${address}` : name;
}

/**
 * The entity's properties for a selector holding `chosen`, searched by the server; with
 * `exceptTreeOf`, without that property and those inside it (the parents it may take).
 */
export const usePropertyChoices = (entityId: number, chosen: readonly number[], exceptTreeOf?: number) =>
  useServerChoices(
    {
      page: (search) => propertyChoicesQueryOptions(entityId, search, exceptTreeOf),
      byIds: (ids) => propertySummariesQueryOptions(entityId, ids),
    },
    chosen,
  );
