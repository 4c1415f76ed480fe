import { type VoidReceiptBody, voidReceiptBody } from '@arrenda/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { TextAreaField } from '@/components/form/textarea-field';
import { useDialogSubmit } from '@/components/form/use-dialog-submit';
import { FormDialog } from '@/components/form-dialog';
import type { PaymentIds } from '@/features/receipts/api/query-keys';
import { useVoidReceipt } from '@/features/receipts/api/void-receipt';
import { ApiError } from '@/lib/api-client';

/** The receipt to void: its id and number. */
export interface VoidTarget {
  ids: PaymentIds;
  receipt: { id: number; number: string };
}

interface FormProps {
  target: VoidTarget;
  formId: string;
  onDone: () => void;
  onPendingChange: (pending: boolean) => void;
}

/** The reason, required: it is printed on the voided receipt. */
function VoidForm({ target, formId, onDone, onPendingChange }: FormProps) {
  const { t } = useTranslation();
  const voiding = useVoidReceipt(target.ids, target.receipt.id);
  const { control, handleSubmit } = useForm<VoidReceiptBody>({
    resolver: zodResolver(voidReceiptBody),
    defaultValues: { reason: '' },
  });
  const submit = useDialogSubmit({
    success: t('receipt.void.done', { number: target.receipt.number }),
    onDone,
    onPendingChange,
  });
  const onSubmit = handleSubmit((values) =>
    submit((handlers) => voiding.mutate(voidReceiptBody.parse(values), handlers)),
  );
  const error = voiding.error instanceof ApiError ? voiding.error : undefined;
  const reasonError = error?.body.fieldErrors?.reason;
  return (
    <form id={formId} onSubmit={onSubmit} noValidate>
      <TextAreaField
        control={control}
        name="reason"
        id={`${formId}-reason`}
        label={t('receipt.void.reason')}
        serverError={reasonError}
      />
      <FormAlert text={error && !reasonError && error.status !== 403 ? error.message : undefined} />
    </form>
  );
}

/**
 * Voids an issued receipt (docs/domain.md "Receipts"): it is kept, marked void with the reason, and
 * the payment may then get a new receipt under a new number.
 */
export function VoidReceiptDialog({ target, onHide }: { target: VoidTarget | null; onHide: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const [pending, setPending] = useState(false);
  return (
    <FormDialog
      visible={target !== null}
      onHide={onHide}
      header={t('receipt.void.title')}
      formId={formId}
      submit={{ label: t('receipt.void.submit'), icon: 'pi pi-ban', danger: true }}
      pending={pending}
    >
      {target && (
        <>
          <p>{t('receipt.void.question', { number: target.receipt.number })}</p>
          <VoidForm
            key={target.receipt.id}
            target={target}
            formId={formId}
            onDone={onHide}
            onPendingChange={setPending}
          />
        </>
      )}
    </FormDialog>
  );
}
