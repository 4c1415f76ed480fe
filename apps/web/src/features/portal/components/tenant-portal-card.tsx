import type { Right, TenantPortalStatus } from '@arrenda/core';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardLoadError } from '@/components/card-load-error';
import { TenantCard } from '@/components/tenant-card';
import { useTenantPortal } from '@/features/portal/api/get-tenant-portal';
import { useRevokePortal } from '@/features/portal/api/revoke-portal';
import { formatDay } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { useToast } from '@/lib/toast';
import { InviteTenantDialog } from './invite-tenant-dialog';
import './portal.css';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog';

interface Props {
  entityId: number;
  tenantId: number;
  /** The tenant's own e-mail, which an invitation starts with. */
  tenantEmail: string | null;
  can: (right: Right) => boolean;
}

/** Where the tenant stands: an account linked since a day, an invitation on its way, or nothing. */
function PortalState({ status }: { status: TenantPortalStatus }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const day = (iso: string) => formatDay(iso, i18n.language);
  if (status.account) {
    return (
      <>
        <Tag severity="success" value={t('tenantPortal.state.account')} />
        <p>{t('tenantPortal.account', { email: status.account.email, date: day(status.account.since) })}</p>
      </>
    );
  }
  if (status.invitation) {
    const { email, sentAt, expiresAt } = status.invitation;
    const expired = Date.parse(expiresAt) < Date.now();
    return (
      <>
        <Tag
          severity={expired ? 'warning' : 'info'}
          value={t(expired ? 'tenantPortal.state.expired' : 'tenantPortal.state.invited')}
        />
        <p>{t('tenantPortal.invitation', { email, date: day(sentAt) })}</p>
        <p className="hint">
          {t(expired ? 'tenantPortal.invitation.expired' : 'tenantPortal.invitation.expires', {
            date: format.dateTime(expiresAt),
          })}
        </p>
      </>
    );
  }
  return (
    <>
      <Tag severity="secondary" value={t('tenantPortal.state.none')} />
      <p className="hint">{t('tenantPortal.none')}</p>
    </>
  );
}

/**
 * The tenant page's "Tenant portal" card: the tenant's access, and with the edit right the
 * invitation (a new one replaces the last) and the revocation, each confirmed by a toast.
 */
export function TenantPortalCard({ entityId, tenantId, tenantEmail, can }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const status = useTenantPortal(entityId, tenantId);
  const revoke = useRevokePortal(entityId, tenantId);
  const [inviting, setInviting] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const data = status.data;

  const content = () => {
    if (status.isPending) return <Skeleton height="3rem" />;
    if (status.isError) {
      return (
        <CardLoadError
          error={status.error}
          onRetry={() => void status.refetch()}
          retrying={status.isFetching}
          what={t('tenantPortal.title')}
        />
      );
    }
    return <PortalState status={status.data} />;
  };

  const linked = Boolean(data?.account);
  const confirmRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: () =>
        toast.success(t(linked ? 'tenantPortal.toast.revoked' : 'tenantPortal.toast.cancelled')),
      onError: (error) => toast.error(error.message || t('error.unexpected')),
    });

  return (
    <TenantCard id="tenant-portal" icon="pi pi-globe" title={t('tenantPortal.title')}>
      <div className="tenant-portal">{content()}</div>
      {data && can('edit') && (
        <div className="tenant-portal-actions">
          {!data.account && (
            <Button
              type="button"
              size="small"
              icon="pi pi-send"
              label={t(data.invitation ? 'tenantPortal.action.reinvite' : 'tenantPortal.action.invite')}
              onClick={() => setInviting(true)}
            />
          )}
          {(data.account || data.invitation) && (
            <Button
              type="button"
              size="small"
              outlined
              severity="danger"
              icon="pi pi-ban"
              label={t(data.account ? 'tenantPortal.action.revoke' : 'tenantPortal.action.cancel')}
              loading={revoke.isPending}
              onClick={() => setRevoking(true)}
            />
          )}
        </div>
      )}
      <InviteTenantDialog
        entityId={entityId}
        tenantId={tenantId}
        visible={inviting}
        email={data?.invitation?.email ?? tenantEmail ?? ''}
        again={Boolean(data?.invitation)}
        onHide={() => setInviting(false)}
      />
      <ConfirmActionDialog
        visible={revoking}
        onHide={() => setRevoking(false)}
        header={t(linked ? 'tenantPortal.revoke.title' : 'tenantPortal.cancel.title')}
        message={
          linked
            ? t('tenantPortal.revoke.question', { email: data?.account?.email })
            : t('tenantPortal.cancel.question', { email: data?.invitation?.email })
        }
        action={{
          label: t(linked ? 'tenantPortal.action.revoke' : 'tenantPortal.action.cancel'),
          icon: 'pi pi-ban',
          danger: true,
        }}
        onAccept={confirmRevoke}
      />
    </TenantCard>
  );
}
