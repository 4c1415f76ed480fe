import type { MemberInvitationView } from '@arrenda/core';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog';
import { useMemberInvitations } from '@/features/entities/api/get-member-invitations';
import { useRevokeMemberInvitation } from '@/features/entities/api/revoke-member-invitation';
import { useFormat } from '@/lib/format';
import { useToast } from '@/lib/toast';
import '@/components/layout/page.css';
import './entities.css';

/**
 * The entity's pending invitations (addresses invited to register), each with its access type and
 * until when its link opens; admins revoke one after a confirmation. Nothing when none is pending.
 */
export function MemberInvitations({ entityId, isAdmin }: { entityId: number; isAdmin: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const format = useFormat();
  const invitations = useMemberInvitations(entityId);
  const revoke = useRevokeMemberInvitation(entityId);
  const [toRevoke, setToRevoke] = useState<MemberInvitationView | null>(null);

  if (!invitations.data?.length) return null;
  const revokeOne = (invitation: MemberInvitationView) =>
    revoke.mutate(invitation.id, {
      onSuccess: () => toast.success(t('permissions.pending.revoked')),
      onError: (error) => toast.error(error.message),
    });

  return (
    <section className="pending-invitations" aria-labelledby="pending-invitations-title">
      <h2 id="pending-invitations-title" className="table-title">
        {t('permissions.pending.title')}
      </h2>
      <ul>
        {invitations.data.map((invitation) => (
          <li key={invitation.id} className="pending-invitation">
            <span className="pending-invitation-email">{invitation.email}</span>
            <span>
              {t(`lov.accessType.${invitation.accessType}`, { defaultValue: invitation.accessType })}
            </span>
            <Tag value={t('permissions.pending.status')} severity="warning" rounded />
            <span className="muted">
              {t('permissions.pending.expires', { date: format.dateTime(invitation.expiresAt) })}
            </span>
            {isAdmin && (
              <Button
                type="button"
                icon="pi pi-times"
                rounded
                text
                severity="danger"
                aria-label={t('permissions.pending.revoke', { email: invitation.email })}
                title={t('permissions.pending.revokeTitle')}
                loading={revoke.isPending && revoke.variables === invitation.id}
                onClick={() => setToRevoke(invitation)}
              />
            )}
          </li>
        ))}
      </ul>
      <ConfirmActionDialog
        visible={toRevoke !== null}
        onHide={() => setToRevoke(null)}
        header={t('permissions.pending.revokeTitle')}
        message={t('permissions.pending.revokeConfirm')}
        action={{ label: t('permissions.pending.revokeAction'), icon: 'pi pi-times', danger: true }}
        onAccept={() => toRevoke && revokeOne(toRevoke)}
      />
    </section>
  );
}
