import type { TenantView } from '@arrenda/core';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useReloadKey } from '@/components/form/use-reload-key';
import { useReloadEntity } from '@/features/entities/api/reload-entity';
import { useCreateTenant } from '@/features/tenants/api/create-tenant';
import { useUpdateTenant } from '@/features/tenants/api/update-tenant';
import { useToast } from '@/lib/toast';
import { TenantForm } from './tenant-form';

/** The Back link and the title above the form. */
function Heading({ to, back, title }: { to: string; back: string; title: string }) {
  return (
    <>
      <Link to={to} className="back-link">
        <i className="pi pi-arrow-left" aria-hidden="true" /> {back}
      </Link>
      <h1>{title}</h1>
    </>
  );
}

/**
 * Goes back where the user came from (e.g. a contract form that needed a new tenant), or to the
 * tenant list when the page was opened directly and there is nothing to go back to.
 */
function useGoBack(fallback: string) {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => void (key === 'default' ? navigate(fallback) : navigate(-1));
}

/** New Tenant (docs/product.md#screens-and-routes): on success a toast, then back. */
export function NewTenantPage({ entityId }: { entityId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const list = `/entities/${entityId}/tenants`;
  const goBack = useGoBack(list);
  const create = useCreateTenant(entityId);
  return (
    <>
      <Heading to={list} back={t('tenant.backToList')} title={t('tenantForm.new.title')} />
      <Card>
        <TenantForm
          save={create}
          onSaved={() => {
            toast.success(t('tenant.toast.created'));
            goBack();
          }}
          cancel={<Button type="button" label={t('common.cancel')} text onClick={goBack} />}
        />
      </Card>
    </>
  );
}

/** Edit Tenant (docs/product.md#screens-and-routes): prefilled; on success a toast and the tenant page. */
export function EditTenantPage({ entityId, tenant }: { entityId: number; tenant: TenantView }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const page = `/entities/${entityId}/tenants/${tenant.id}`;
  const update = useUpdateTenant(entityId, tenant.id);
  const [formKey, reload] = useReloadKey(useReloadEntity(entityId));
  return (
    <>
      <Heading to={page} back={t('tenant.backToTenant')} title={t('tenantForm.edit.title')} />
      <Card>
        <TenantForm
          key={formKey}
          tenant={tenant}
          save={update}
          onReload={reload}
          onSaved={() => {
            toast.success(t('tenant.toast.updated'));
            void navigate(page);
          }}
          cancel={
            <Link to={page} className="p-button p-button-text centered">
              {t('common.cancel')}
            </Link>
          }
        />
      </Card>
    </>
  );
}
