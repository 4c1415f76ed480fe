import { useTranslation } from 'react-i18next';
import { QueryContent } from '@/components/query-content';
import { useInnerProperties } from '@/features/properties/api/get-inner-properties';
import { PropertyTable } from './property-table';

/** The Inner Properties tab: the property's direct inner properties, in the list's table. */
export function PropertyInnerTab({ entityId, propertyId }: { entityId: number; propertyId: number }) {
  const { t } = useTranslation();
  return (
    <QueryContent query={useInnerProperties(entityId, propertyId)}>
      {(inner) => <PropertyTable entityId={entityId} properties={inner} label={t('property.tab.inner')} />}
    </QueryContent>
  );
}
