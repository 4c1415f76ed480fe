import { type RegistrationForm, registrationForm } from '@arrenda/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthCard } from '@/components/auth-card';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import { useRegister } from '@/features/auth/api/register';
import { ApiError } from '@/lib/api-client';
import { useToast } from '@/lib/toast';

export default function RegistrationRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const registration = useRegister();
  const { control, handleSubmit } = useForm<RegistrationForm>({
    resolver: zodResolver(registrationForm),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ email, password }) =>
    registration.mutate(
      { email, password },
      {
        onSuccess: () => {
          toast.success(t('toast.registrationSuccessful'));
          void navigate('/login');
        },
      },
    ),
  );
  const serverError = registration.error instanceof ApiError ? registration.error.body : undefined;
  const passwordConstraint = serverError?.constraints?.password;

  return (
    <AuthCard
      title={t('registration.title')}
      subtitle={t('registration.subtitle')}
      links={[
        { to: '/login', label: t('link.login'), prefix: t('registration.haveAccount') },
        { to: '/requestResetPassword', label: t('link.forgotPassword') },
      ]}
    >
      <form onSubmit={onSubmit} noValidate>
        <TextField
          control={control}
          name="email"
          type="email"
          label={t('field.email')}
          autoComplete="email"
          autoFocus
          serverError={serverError?.fieldErrors?.email}
        />
        <PasswordField
          control={control}
          name="password"
          label={t('field.password')}
          autoComplete="new-password"
          serverError={
            serverError?.fieldErrors?.password ??
            (passwordConstraint && t('reset.constraint', { constraint: passwordConstraint }))
          }
        />
        <PasswordField
          control={control}
          name="confirmPassword"
          label={t('field.confirmPassword')}
          autoComplete="new-password"
        />
        <Button
          type="submit"
          label={t('registration.submit')}
          icon="pi pi-user-plus"
          loading={registration.isPending}
          className="w-full"
        />
        <FormAlert text={registration.error?.message} />
      </form>
    </AuthCard>
  );
}
