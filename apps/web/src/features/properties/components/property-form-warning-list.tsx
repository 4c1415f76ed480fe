import { Message } from 'primereact/message';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePropertySummaries } from '@/features/properties/api/get-properties-summary';
import type { PropertyFormValues } from './property-form-values';
import { propertyWarnings } from './property-form-warnings';

/**
 * The product's non-blocking remarks on a sub-property's address (shown under the address), against
 * the chosen parent's address: that one row is read by its id, not the entity's properties.
 */
export function PropertyFormWarnings({ entityId }: { entityId: number }) {
  const { t } = useTranslation();
  const { control } = useFormContext<PropertyFormValues>();
  const [parentId, propertyTypeId, address] = useWatch({
    control,
    name: ['parentPropertyId', 'baseInfo.propertyTypeId', 'address'],
  });
  const parents = usePropertySummaries(entityId, parentId == null ? [] : [parentId]);
  const parent = parents.data?.items.find((property) => property.id === parentId);
  const warnings = propertyWarnings(propertyTypeId, address, parent?.address);
  if (warnings.length === 0) return null;
  return (
    <div className="property-form-full property-form-warnings" role="status">
      {warnings.map((warning) => (
        <Message key={warning} severity="warn" text={t(warning)} />
      ))}
    </div>
  );
}
