import { type TenantInvitationBody, tenantInvitationBody } from '@arrenda/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { FormDialog } from '@/components/form-dialog';
import { useInviteTenant } from '@/features/portal/api/invite-tenant';
import { ApiError } from '@/lib/api-client';
import { useToast } from '@/lib/toast';
import { useForbiddenToast } from '@/lib/use-access';

interface Props {
  entityId: number;
  tenantId: number;
  visible: boolean;
  /** The address the dialog starts with (the tenant's e-mail, or the one invited before). */
  email: string;
  /** Whether an invitation was sent before (the texts then speak of a new one). */
  again: boolean;
  onHide: () => void;
}

/**
 * Mails the tenant an invitation to the portal, to an address that is required and valid; the
 * server's refusals show in the dialog (field errors under the field), a missing right as a toast.
 */
export function InviteTenantDialog({ entityId, tenantId, visible, email, again, onHide }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const toastForbidden = useForbiddenToast();
  const formId = useId();
  const invite = useInviteTenant(entityId, tenantId);
  const { control, handleSubmit, reset } = useForm<TenantInvitationBody>({
    resolver: zodResolver(tenantInvitationBody),
    defaultValues: { email },
  });

  // Each opening starts from the address given, without the last answer.
  const { reset: resetInvite } = invite;
  useEffect(() => {
    if (visible) {
      reset({ email });
      resetInvite();
    }
  }, [visible, email, reset, resetInvite]);

  const onSubmit = handleSubmit((values) =>
    invite.mutate(tenantInvitationBody.parse(values), {
      onSuccess: (status) => {
        toast.success(t('tenantPortal.toast.invited', { email: status.invitation?.email ?? values.email }));
        onHide();
      },
      onError: (error) => {
        if (toastForbidden(error)) onHide();
      },
    }),
  );

  const error = invite.error instanceof ApiError ? invite.error : undefined;
  const emailError = error?.body.fieldErrors?.email;

  return (
    <FormDialog
      visible={visible}
      onHide={onHide}
      header={t(again ? 'tenantPortal.invite.againTitle' : 'tenantPortal.invite.title')}
      formId={formId}
      submit={{ label: t('tenantPortal.invite.submit'), icon: 'pi pi-send' }}
      pending={invite.isPending}
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <p className="hint">{t(again ? 'tenantPortal.invite.againHint' : 'tenantPortal.invite.hint')}</p>
        <TextField
          control={control}
          name="email"
          id={`${formId}-email`}
          type="email"
          label={t('tenantPortal.invite.email')}
          autoComplete="off"
          autoFocus
          serverError={emailError}
        />
        <FormAlert text={error && !emailError && error.status !== 403 ? error.message : undefined} />
      </form>
    </FormDialog>
  );
}
