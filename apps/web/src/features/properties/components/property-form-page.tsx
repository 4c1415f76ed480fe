import type { PropertyView } from '@arrenda/core';
import { Card } from 'primereact/card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReloadKey } from '@/components/form/use-reload-key';
import { useReloadEntity } from '@/features/entities/api/reload-entity';
import { PropertyForm } from './property-form';

interface Props {
  entityId: number;
  /** The property to edit; a new property without it. */
  property?: PropertyView;
  /** A new property's preselected parent (?parent=). */
  parentId?: number | null;
}

/** Where Back and Cancel go: the property edited, else the parent it is created in, else the list. */
function backPath(entityId: number, property: PropertyView | undefined, parentId: number | null) {
  const id = property?.id ?? parentId;
  return id == null ? `/entities/${entityId}/properties` : `/entities/${entityId}/properties/${id}`;
}

/** The page around the property form: the Back link, the title and the form in a card. */
export function PropertyFormPage({ entityId, property, parentId = null }: Props) {
  const { t } = useTranslation();
  const [formKey, reload] = useReloadKey(useReloadEntity(entityId));
  const back = backPath(entityId, property, parentId);
  return (
    <>
      <Link to={back} className="back-link">
        <i className="pi pi-arrow-left" aria-hidden="true" /> {t('propertyForm.back')}
      </Link>
      <h1>{property ? t('propertyForm.edit.title') : t('propertyForm.new.title')}</h1>
      <Card>
        <PropertyForm
          key={formKey}
          entityId={entityId}
          property={property}
          parentId={parentId}
          backTo={back}
          onReload={property ? reload : undefined}
        />
      </Card>
    </>
  );
}
