import { TENANT_LIST_VIEWS, type TenantListView } from '@arrenda/core';
import { SelectButton } from 'primereact/selectbutton';
import { useTranslation } from 'react-i18next';

interface Props {
  value: TenantListView;
  onChange: (view: TenantListView) => void;
}

/** The Active / Past toggle of the tenant list; one is always chosen. */
export function TenantListFilters({ value, onChange }: Props) {
  const { t } = useTranslation();
  const options = TENANT_LIST_VIEWS.map((view) => ({ value: view, label: t(`tenants.view.${view}`) }));
  return (
    <SelectButton
      value={value}
      options={options}
      onChange={(event) => {
        const view: TenantListView | null = event.value;
        if (view) onChange(view);
      }}
      allowEmpty={false}
      className="tenant-views"
      aria-label={t('tenants.view.label')}
    />
  );
}
