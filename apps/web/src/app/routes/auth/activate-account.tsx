import { type ActivationForm, activationForm } from '@arrenda/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '@/components/auth-card';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordField } from '@/components/form/password-field';
import { useActivateAccount } from '@/features/auth/api/activate-account';
import { useConfig } from '@/features/auth/api/get-config';
import { useLogin } from '@/features/auth/api/login';
import { ApiError } from '@/lib/api-client';
import { useToast } from '@/lib/toast';

/**
 * Opened from the activation mail: the password chosen at registration, typed again, proves that
 * whoever opened the link registered; the account is then activated and its session started.
 */
export default function ActivateAccountRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const config = useConfig();
  const activation = useActivateAccount();
  const login = useLogin();
  const userEmail = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const complete = Boolean(userEmail && token);
  const { control, handleSubmit } = useForm<ActivationForm>({
    resolver: zodResolver(activationForm),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(({ password }) =>
    activation.mutate(
      { userEmail, token, password },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          login.mutate(
            { email: userEmail, password },
            {
              onSuccess: () => void navigate('/entities?login=successful'),
              onError: () => void navigate('/login'),
            },
          );
        },
      },
    ),
  );

  const error = activation.error instanceof ApiError ? activation.error : undefined;
  const passwordError = error?.body.fieldErrors?.password;
  // A refused password is shown at its field; any other failure (a used or expired link) above.
  const failure = complete
    ? passwordError
      ? undefined
      : activation.error?.message
    : t('activate.incomplete');
  const busy = activation.isPending || login.isPending;

  return (
    <AuthCard
      title={t('activate.title')}
      subtitle={complete ? t('activate.subtitle', { email: userEmail }) : undefined}
    >
      <form onSubmit={onSubmit} noValidate>
        <PasswordField
          control={control}
          name="password"
          label={t('field.password')}
          autoComplete="current-password"
          serverError={passwordError}
        />
        <Button
          type="submit"
          label={t('activate.submit')}
          icon="pi pi-check"
          loading={busy}
          disabled={!complete}
          className="w-full"
        />
        {busy && (
          <p className="activation-wait" aria-live="polite">
            {t('activate.wait')}
          </p>
        )}
        {failure && (
          <>
            <FormAlert text={failure} />
            <p>
              {t('activate.persist')}{' '}
              {config.data && <a href={`mailto:${config.data.supportEmail}`}>{config.data.supportEmail}</a>}
            </p>
          </>
        )}
      </form>
    </AuthCard>
  );
}
