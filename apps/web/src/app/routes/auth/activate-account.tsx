import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { FormAlert } from '../../../components/form/form-alert';
import { useActivateAccount } from '../../../features/auth/api/activate-account';
import { useConfig } from '../../../features/auth/api/get-config';
import { useToast } from '../../../lib/toast';

/** Opened from the activation mail: verifies the token once, then goes to the login page. */
export default function ActivateAccountRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const config = useConfig();
  const activation = useActivateAccount();
  const started = useRef(false);
  const userEmail = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const complete = Boolean(userEmail && token);

  useEffect(() => {
    if (started.current || !complete) return;
    started.current = true;
    activation.mutate(
      { userEmail, token },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          void navigate('/login');
        },
      },
    );
  }, [activation, complete, userEmail, token, toast, navigate]);

  const failure = complete ? activation.error?.message : t('activate.incomplete');
  return (
    <AuthCard title={t('activate.title')}>
      {failure ? (
        <>
          <FormAlert text={failure} />
          <p>
            {t('activate.persist')}{' '}
            {config.data && <a href={`mailto:${config.data.supportEmail}`}>{config.data.supportEmail}</a>}
          </p>
        </>
      ) : (
        <div className="activation-wait" aria-live="polite">
          <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} strokeWidth="4" />
          <p>{t('activate.wait')}</p>
        </div>
      )}
    </AuthCard>
  );
}
