import type { Right, TenantOverview } from '@arrenda/core';
import { useQueryClient } from '@tanstack/react-query';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { EditDeleteButtons } from '@/components/edit-delete-buttons';
import { refreshAfterTenantDelete, useDeleteTenant } from '@/features/tenants/api/delete-tenant';
import { ApiError } from '@/lib/api-client';
import { useToast } from '@/lib/toast';
import { TenantDeleteConflict } from './tenant-delete-conflict';
import { type TenantStatus, tenantStatus } from './tenant-list-views';
import './tenants.css';

interface Props {
  entityId: number;
  tenant: TenantOverview;
  can: (right: Right) => boolean;
}

const statusSeverity: Record<TenantStatus, 'success' | 'info' | 'secondary'> = {
  CURRENT: 'success',
  NEW: 'info',
  UPCOMING: 'info',
  PAST: 'secondary',
};

/**
 * The tenant page's header: name and whether the tenant is current, new or past; edit with the
 * edit right, delete (typing one's e-mail) with the delete right (docs/product.md#screens-and-routes, #states-and-transitions, and #access-types).
 * A tenant still on contracts is not deleted: the server's 409 shows with links to them.
 */
export function TenantHeader({ entityId, tenant, can }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteTenant(entityId);
  const [confirming, setConfirming] = useState(false);
  const [conflict, setConflict] = useState<ApiError | null>(null);
  const list = `/entities/${entityId}/tenants`;

  const deleteTenant = async () => {
    setConflict(null);
    try {
      await remove.mutateAsync(tenant.id);
    } catch (error) {
      // The dialog closes; the message and its contracts stay on the page.
      if (!(error instanceof ApiError && error.status === 409)) throw error;
      setConflict(error);
      return;
    }
    toast.success(t('tenant.toast.deleted'));
    // Leave the page before refreshing, so nothing shown refetches the deleted tenant into a 404.
    await navigate(list);
    await refreshAfterTenantDelete(queryClient, entityId);
  };

  const status = tenantStatus(tenant);
  return (
    <header className="tenant-header">
      <Link to={list} className="back-link">
        <i className="pi pi-arrow-left" aria-hidden="true" /> {t('tenant.backToList')}
      </Link>
      <div className="tenant-header-title">
        <span className="tenant-header-icon" aria-hidden="true">
          <i className="pi pi-user" />
        </span>
        <div className="tenant-header-name">
          <h1>{tenant.name}</h1>
          <Tag value={t(`tenants.status.${status}`)} severity={statusSeverity[status]} rounded />
        </div>
        <EditDeleteButtons
          className="tenant-header-icons"
          edit={can('edit') ? { to: `${list}/${tenant.id}/edit`, label: t('tenant.action.edit') } : undefined}
          remove={
            can('delete')
              ? { label: t('tenant.action.delete'), onClick: () => setConfirming(true) }
              : undefined
          }
        />
      </div>
      {conflict && <TenantDeleteConflict entityId={entityId} conflict={conflict.body} />}
      <ConfirmDeleteDialog
        visible={confirming}
        onHide={() => setConfirming(false)}
        title={t('tenant.action.delete')}
        message={
          <>
            <p className="confirm-text">
              {t('tenant.delete.question')} <strong>{tenant.name}</strong>?
            </p>
            <p className="confirm-text">{t('tenant.delete.consequences')}</p>
          </>
        }
        onConfirm={deleteTenant}
      />
    </header>
  );
}
