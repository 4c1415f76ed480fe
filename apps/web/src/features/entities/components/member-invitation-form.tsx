import { type MemberInvitationInfo, type ResetPasswordForm, resetPasswordForm } from '@arrenda/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordField } from '@/components/form/password-field';
import { logout } from '@/features/auth/api/logout';
import { useAcceptMemberInvitation } from '@/features/entities/api/accept-member-invitation';
import { entityKeys } from '@/features/entities/api/query-keys';
import { ApiError } from '@/lib/api-client';
import { loginPathFor } from '@/lib/return-path';
import { sessionStore } from '@/lib/session';
import { useToast } from '@/lib/toast';

/**
 * Where an accepted invitation leads: the entity, at once when the invited account is the one
 * signed in; otherwise through the login page (which comes back to it), after signing out whoever
 * else is signed in here.
 */
function useAfterAccept(email: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (entityId: number) => {
    const entityPage = `/entities/${entityId}`;
    const session = sessionStore.get();
    if (session && session.user.email.toLowerCase() === email.toLowerCase()) {
      void queryClient.invalidateQueries({ queryKey: entityKeys.all });
      void navigate(entityPage);
      return;
    }
    if (session) {
      void logout().catch(() => undefined);
      // Before navigating: the login page is for signed-out visitors only.
      sessionStore.clear({ byUser: true });
      queryClient.clear();
    }
    void navigate(loginPathFor(entityPage));
  };
}

/** Accepting: a password and its confirmation when the address has no account yet, else one button. */
export function MemberInvitationForm({ info, token }: { info: MemberInvitationInfo; token: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const accept = useAcceptMemberInvitation();
  const afterAccept = useAfterAccept(info.email);
  const { control, handleSubmit } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const send = (password?: string) =>
    accept.mutate(
      { userEmail: info.email, token, ...(password === undefined ? {} : { password }) },
      {
        onSuccess: ({ message, entityId }) => {
          toast.success(message);
          afterAccept(entityId);
        },
      },
    );
  const onSubmit = info.accountExists
    ? (event: FormEvent) => {
        event.preventDefault();
        send();
      }
    : handleSubmit(({ password }) => send(password));

  const body = accept.error instanceof ApiError ? accept.error.body : undefined;
  const constraint = body?.constraints?.password;
  const passwordError = body?.fieldErrors?.password ?? (constraint && t('reset.constraint', { constraint }));
  // A message about the password shows under it; any other under the form.
  const alert = passwordError && !info.accountExists ? undefined : accept.error?.message;
  const access = t(`lov.accessType.${info.accessType}`, { defaultValue: info.accessType });

  return (
    <form onSubmit={onSubmit} noValidate className="invitation-form">
      <p className="invitation-offer">{t('memberInvitation.offer', { entity: info.entityName, access })}</p>
      <p className="invitation-account">
        <i className="pi pi-user" aria-hidden="true" />{' '}
        {t(info.accountExists ? 'memberInvitation.existingAccount' : 'invitation.newAccount', {
          email: info.email,
        })}
      </p>
      {!info.accountExists && (
        <>
          <PasswordField
            control={control}
            name="password"
            label={t('field.password')}
            autoComplete="new-password"
            serverError={passwordError}
          />
          <PasswordField
            control={control}
            name="confirmPassword"
            label={t('field.confirmPassword')}
            autoComplete="new-password"
          />
        </>
      )}
      <Button
        type="submit"
        label={t(info.accountExists ? 'invitation.accept' : 'invitation.createAndAccept')}
        icon={info.accountExists ? 'pi pi-check' : 'pi pi-user-plus'}
        loading={accept.isPending}
        disabled={accept.isPending || accept.isSuccess}
        className="w-full"
      />
      <FormAlert text={alert} />
    </form>
  );
}
