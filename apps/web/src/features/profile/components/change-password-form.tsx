import { changePasswordForm, type ChangePasswordForm as Values } from '@arrenda/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordField } from '@/components/form/password-field';
import { useChangePassword } from '@/features/profile/api/change-password';
import { ApiError } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';
import { useToast } from '@/lib/toast';

/** Changing the password ends every session, this one included: the user logs in again. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const change = useChangePassword();
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          sessionStore.clear({ byUser: true });
          queryClient.clear();
          void navigate('/login');
        },
      },
    ),
  );
  const body = change.error instanceof ApiError ? change.error.body : undefined;
  const constraint = body?.constraints?.newPassword;
  return (
    <form onSubmit={onSubmit} noValidate>
      <p className="hint">{t('profile.passwordHint')}</p>
      <PasswordField
        control={control}
        name="currentPassword"
        label={t('field.currentPassword')}
        autoComplete="current-password"
        serverError={body?.fieldErrors?.currentPassword}
      />
      <PasswordField
        control={control}
        name="newPassword"
        label={t('field.newPassword')}
        autoComplete="new-password"
        serverError={body?.fieldErrors?.newPassword ?? (constraint && t('reset.constraint', { constraint }))}
      />
      <PasswordField
        control={control}
        name="confirmPassword"
        label={t('field.confirmPassword')}
        autoComplete="new-password"
      />
      <Button
        type="submit"
        label={t('profile.changePassword')}
        icon="pi pi-lock"
        loading={change.isPending}
      />
      <FormAlert text={change.error?.message} />
    </form>
  );
}
