import { type AtReceiptForm, atReceiptBody } from '@arrenda/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/text-field';
import { useRecordAtReceipt } from '@/features/tax-year/api/record-at-receipt';
import { ApiError } from '@/lib/api-client';
import { useToast } from '@/lib/toast';

interface Props {
  entityId: number;
  paymentId: number;
  /** The number recorded, to change; none for a payment still without one. */
  current: string | null;
  /** What the payment is, for the form's name: 'Rent of March 2026, Ana Silva'. */
  label: string;
  /** Closes a change of a recorded number (saved or given up). */
  onClose?: () => void;
}

/**
 * The AT e-receipt number of a payment, as the portal printed it: the server's refusal of the field
 * shows under it, any other refusal (a number someone else recorded, 409) as a toast.
 */
export function AtNumberForm({ entityId, paymentId, current, label, onClose }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const record = useRecordAtReceipt(entityId, paymentId);
  const { control, handleSubmit } = useForm<AtReceiptForm>({
    resolver: zodResolver(atReceiptBody),
    defaultValues: { number: current ?? '' },
  });
  const onSubmit = handleSubmit((values) =>
    record.mutate(atReceiptBody.parse(values), {
      onSuccess: () => {
        toast.success(t('taxYear.at.saved'));
        onClose?.();
      },
      onError: (error) => {
        if (!(error instanceof ApiError && error.body.fieldErrors)) toast.error(error.message);
      },
    }),
  );
  const error = record.error instanceof ApiError ? record.error : undefined;
  return (
    <form className="at-number-form" onSubmit={onSubmit} noValidate aria-label={label}>
      <TextField
        control={control}
        name="number"
        id={`${id}-number`}
        label={t('taxYear.at.number')}
        serverError={error?.body.fieldErrors?.number}
      />
      <div className="at-number-buttons">
        <Button type="submit" icon="pi pi-check" label={t('taxYear.at.save')} loading={record.isPending} />
        {onClose && (
          <Button
            type="button"
            outlined
            label={t('common.cancel')}
            onClick={onClose}
            disabled={record.isPending}
          />
        )}
      </div>
    </form>
  );
}
