import { PROPERTY_TYPE } from '@arrenda/core';
import './property-type-icon.css';

/**
 * docs/product.md#records-and-fields: icon per property type, with the nearest primeicons has (it has no couch, bed
 * or tree): apartment a block of units, bedroom a moon, land a map. Home for an unknown type.
 */
const ICONS: Record<number, string> = {
  [PROPERTY_TYPE.HOUSE]: 'pi pi-home',
  [PROPERTY_TYPE.BUILDING]: 'pi pi-building',
  [PROPERTY_TYPE.APARTMENT]: 'pi pi-th-large',
  [PROPERTY_TYPE.BEDROOM]: 'pi pi-moon',
  [PROPERTY_TYPE.GARAGE]: 'pi pi-car',
  [PROPERTY_TYPE.WAREHOUSE]: 'pi pi-warehouse',
  [PROPERTY_TYPE.LAND]: 'pi pi-map',
  [PROPERTY_TYPE.OTHER]: 'pi pi-question',
};

export const propertyTypeIconClass = (propertyTypeId: number) => ICONS[propertyTypeId] ?? 'pi pi-home';

export function PropertyTypeIcon({
  propertyTypeId,
  label,
  large = false,
}: {
  propertyTypeId: number;
  /** The translated type name, read out instead of the icon. */
  label: string;
  large?: boolean;
}) {
  return (
    <span
      className={large ? 'property-type-icon property-type-icon-large' : 'property-type-icon'}
      role="img"
      aria-label={label}
      title={label}
    >
      <i className={propertyTypeIconClass(propertyTypeId)} aria-hidden="true" />
    </span>
  );
}
