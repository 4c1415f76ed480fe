import { type LoginBody, loginBody } from '@arrenda/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '@/components/auth-card';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import { useLogin } from '@/features/auth/api/login';
import { landingAfterLogin } from '@/features/auth/landing-after-login';
import { RETURN_PARAM, safeReturnPath } from '@/lib/return-path';
import { useToast } from '@/lib/toast';

export default function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [params] = useSearchParams();
  const login = useLogin();
  const { control, handleSubmit } = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
  });

  const requested = params.get(RETURN_PARAM);
  const onSubmit = handleSubmit((body) =>
    login.mutate(body, {
      onSuccess: async ({ user }) => {
        // The lists' own pages greet a login (?login=successful); a page asked for is greeted here.
        if (safeReturnPath(requested)) toast.success(t('toast.loginSuccessful'));
        await navigate(await landingAfterLogin(queryClient, user.id, requested));
      },
    }),
  );

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      links={[
        { to: '/registration', label: t('link.register'), prefix: t('login.noAccount') },
        { to: '/requestResetPassword', label: t('login.forgot') },
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
        />
        <PasswordField
          control={control}
          name="password"
          label={t('field.password')}
          autoComplete="current-password"
        />
        <Button
          type="submit"
          label={t('login.submit')}
          icon="pi pi-sign-in"
          loading={login.isPending}
          className="w-full"
        />
        <FormAlert text={login.error?.message} />
      </form>
    </AuthCard>
  );
}
