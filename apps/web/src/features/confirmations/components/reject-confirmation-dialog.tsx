import {
  type LandlordConfirmation,
  type RejectConfirmationBody,
  rejectConfirmationBody,
} from '@arrenda/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { TextAreaField } from '@/components/form/textarea-field';
import { useDialogSubmit } from '@/components/form/use-dialog-submit';
import { FormDialog } from '@/components/form-dialog';
import { useRejectConfirmation } from '@/features/confirmations/api/reject-confirmation';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { periodText } from '@/lib/rent-state';

interface FormProps {
  entityId: number;
  confirmation: LandlordConfirmation;
  formId: string;
  onDone: () => void;
  onPendingChange: (pending: boolean) => void;
}

/** The reason, required (the tenant is told it); the server's refusals under the form. */
function RejectForm({ entityId, confirmation, formId, onDone, onPendingChange }: FormProps) {
  const { t } = useTranslation();
  const reject = useRejectConfirmation(entityId, confirmation.id);
  const { control, handleSubmit } = useForm<RejectConfirmationBody>({
    resolver: zodResolver(rejectConfirmationBody),
    defaultValues: { reason: '' },
  });
  const submit = useDialogSubmit({ success: t('confirmations.toast.rejected'), onDone, onPendingChange });
  const onSubmit = handleSubmit((values) =>
    submit((handlers) => reject.mutate(rejectConfirmationBody.parse(values), handlers)),
  );
  const error = reject.error instanceof ApiError ? reject.error : undefined;
  const reasonError = error?.body.fieldErrors?.reason;
  return (
    <form id={formId} onSubmit={onSubmit} noValidate>
      <TextAreaField
        control={control}
        name="reason"
        id={`${formId}-reason`}
        label={t('confirmations.reject.reason')}
        serverError={reasonError}
      />
      <FormAlert text={error && !reasonError && error.status !== 403 ? error.message : undefined} />
    </form>
  );
}

interface Props {
  entityId: number;
  /** The confirmation to reject; the dialog shows while there is one. */
  confirmation: LandlordConfirmation | null;
  onHide: () => void;
}

/** Rejects a confirmation with a reason the tenant reads in the portal and in a mail. */
export function RejectConfirmationDialog({ entityId, confirmation, onHide }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const formId = useId();
  const [pending, setPending] = useState(false);
  return (
    <FormDialog
      visible={confirmation !== null}
      onHide={onHide}
      header={t('confirmations.reject.title')}
      formId={formId}
      submit={{ label: t('confirmations.reject'), icon: 'pi pi-times', danger: true }}
      pending={pending}
    >
      {confirmation && (
        <>
          <p>
            {t('confirmations.reject.question', {
              amount: format.money(confirmation.amount, confirmation.currency),
              period: periodText(confirmation.paymentPeriodDate),
              tenant: confirmation.tenantName,
            })}
          </p>
          <RejectForm
            key={confirmation.id}
            entityId={entityId}
            confirmation={confirmation}
            formId={formId}
            onDone={onHide}
            onPendingChange={setPending}
          />
        </>
      )}
    </FormDialog>
  );
}
