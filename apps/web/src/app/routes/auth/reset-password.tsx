import { type ResetPasswordForm, resetPasswordForm } from '@arrenda/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '@/components/auth-card';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordField } from '@/components/form/password-field';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { ApiError } from '@/lib/api-client';
import { useToast } from '@/lib/toast';

/** Opened from the reset mail: sets a new password with the token of the link. */
export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const reset = useResetPassword();
  const userEmail = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const { control, handleSubmit } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ password }) =>
    reset.mutate(
      { userEmail, token, newPassword: password },
      {
        onSuccess: () => {
          toast.success(t('toast.passwordReset'));
          void navigate('/login');
        },
      },
    ),
  );
  const constraint = reset.error instanceof ApiError ? reset.error.body.constraints?.password : undefined;
  const failure = userEmail && token ? reset.error?.message : t('reset.incomplete');

  return (
    <AuthCard
      title={t('reset.title')}
      subtitle={userEmail ? t('reset.subtitle', { email: userEmail }) : undefined}
      links={[
        { to: '/login', label: t('link.login') },
        { to: '/requestResetPassword', label: t('link.forgotPassword') },
      ]}
    >
      <form onSubmit={onSubmit} noValidate>
        <PasswordField
          control={control}
          name="password"
          label={t('field.newPassword')}
          autoComplete="new-password"
          serverError={constraint && t('reset.constraint', { constraint })}
        />
        <PasswordField
          control={control}
          name="confirmPassword"
          label={t('field.confirmPassword')}
          autoComplete="new-password"
        />
        <Button
          type="submit"
          label={t('reset.submit')}
          icon="pi pi-lock"
          loading={reset.isPending}
          disabled={!userEmail || !token}
          className="w-full"
        />
        <FormAlert text={failure} />
      </form>
    </AuthCard>
  );
}
