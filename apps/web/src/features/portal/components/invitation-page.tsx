import type { InvitationInfo } from '@arrenda/core';
import type { TFunction } from 'i18next';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthCard } from '@/components/auth-card';
import { FormAlert } from '@/components/form/form-alert';
import { useConfig } from '@/features/auth/api/get-config';
import { useInvitation } from '@/features/portal/api/get-invitation';
import { InvitationForm } from './invitation-form';
import '@/components/layout/invitation.css';
import './portal.css';

/** A link that cannot be used: the reason, and whom to ask (as the activation page). */
function InvitationFailure({ text }: { text: string }) {
  const { t } = useTranslation();
  const config = useConfig();
  return (
    <>
      <FormAlert text={text} />
      <p>
        {t('activate.persist')}{' '}
        {config.data && <a href={`mailto:${config.data.supportEmail}`}>{config.data.supportEmail}</a>}
      </p>
    </>
  );
}

function InvitationWait() {
  const { t } = useTranslation();
  return (
    <div className="activation-wait" aria-live="polite">
      <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} strokeWidth="4" />
      <p>{t('invitation.wait')}</p>
    </div>
  );
}

const subtitle = (info: InvitationInfo | undefined, t: TFunction) =>
  info ? t('invitation.subtitle', { landlord: info.landlordName, tenant: info.tenantName }) : undefined;

/**
 * Opened from the invitation mail, signed in or not: says who invites whom to the tenant portal,
 * then accepts, creating the account with a password when the address has none.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const complete = Boolean(email && token);
  const invitation = useInvitation(email, token, complete);

  const content = () => {
    if (!complete) return <InvitationFailure text={t('invitation.incomplete')} />;
    if (invitation.isPending) return <InvitationWait />;
    if (invitation.isError) return <InvitationFailure text={invitation.error.message} />;
    return <InvitationForm info={invitation.data} token={token} />;
  };
  return (
    <AuthCard title={t('invitation.title')} subtitle={subtitle(invitation.data, t)}>
      {content()}
    </AuthCard>
  );
}
