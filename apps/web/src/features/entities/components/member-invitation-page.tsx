import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthCard } from '@/components/auth-card';
import { FormAlert } from '@/components/form/form-alert';
import { useMemberInvitation } from '@/features/entities/api/get-member-invitation';
import { MemberInvitationForm } from './member-invitation-form';
// The invitation form's styles are the tenant portal's invitation page's.
import '@/components/layout/invitation.css';

/**
 * Opened from the mail inviting an address to an entity, signed in or not: says which entity, as
 * what, then accepts, creating the account with a password when the address has none.
 */
export function MemberInvitationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const complete = Boolean(email && token);
  const invitation = useMemberInvitation(email, token, complete);

  const content = () => {
    if (!complete) return <FormAlert text={t('invitation.incomplete')} />;
    if (invitation.isPending)
      return (
        <div className="activation-wait" aria-live="polite">
          <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} strokeWidth="4" />
          <p>{t('invitation.wait')}</p>
        </div>
      );
    if (invitation.isError) return <FormAlert text={invitation.error.message} />;
    return <MemberInvitationForm info={invitation.data} token={token} />;
  };
  return (
    <AuthCard title={t('memberInvitation.title')} subtitle={invitation.data?.entityName}>
      {content()}
    </AuthCard>
  );
}
