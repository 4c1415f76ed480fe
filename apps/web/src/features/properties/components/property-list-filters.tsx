import type { PropertyViewName } from '@arrenda/core';
import { SelectButton } from 'primereact/selectbutton';
import { useTranslation } from 'react-i18next';

interface Props {
  views: readonly PropertyViewName[];
  value: PropertyViewName;
  onChange: (view: PropertyViewName) => void;
}

/** The view filters of the property list; one is always chosen. */
export function PropertyListFilters({ views, value, onChange }: Props) {
  const { t } = useTranslation();
  const options = views.map((view) => ({ value: view, label: t(`properties.view.${view}`) }));
  return (
    <SelectButton
      value={value}
      options={options}
      onChange={(event) => {
        const view: PropertyViewName | null = event.value;
        if (view) onChange(view);
      }}
      allowEmpty={false}
      className="property-views"
      aria-label={t('properties.view.label')}
    />
  );
}
