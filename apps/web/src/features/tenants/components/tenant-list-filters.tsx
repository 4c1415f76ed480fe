import { SelectButton } from 'primereact/selectbutton';
import { useTranslation } from 'react-i18next';
import { TENANT_VIEWS, type TenantViewName } from './tenant-list-views';

interface Props {
  value: TenantViewName;
  onChange: (view: TenantViewName) => void;
}

/** The Active / Past toggle of the tenant list; one is always chosen. */
export function TenantListFilters({ value, onChange }: Props) {
  const { t } = useTranslation();
  const options = TENANT_VIEWS.map((view) => ({ value: view, label: t(`tenants.view.${view}`) }));
  return (
    <SelectButton
      value={value}
      options={options}
      onChange={(event) => {
        const view: TenantViewName | null = event.value;
        if (view) onChange(view);
      }}
      allowEmpty={false}
      className="tenant-views"
      aria-label={t('tenants.view.label')}
    />
  );
}
