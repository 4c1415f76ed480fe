import { type PaymentConfirmationForm, type PortalRent, paymentConfirmationBody } from '@arrenda/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/form/date-field';
import { FormAlert } from '@/components/form/form-alert';
import { MONEY, NumberField } from '@/components/form/number-field';
import { TextAreaField } from '@/components/form/textarea-field';
import { FormDialog } from '@/components/form-dialog';
import { ApiError } from '@/lib/api-client';
import { localDay } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { periodText } from '@/lib/rent-state';
import { useToast } from '@/lib/toast';
import { ProofFileField } from './proof-file-field';
import { proofFailure } from './use-proof-upload';
import { useSendConfirmation } from './use-send-confirmation';

interface FormProps {
  contractId: number;
  rent: PortalRent;
  formId: string;
  onPending: (pending: boolean) => void;
  onDone: () => void;
}

/**
 * The confirmation's fields: the amount (what is left to pay at first), the day paid (today), a
 * note and the optional proof; paymentConfirmationBody's checks, the server's field errors under
 * their fields and any other refusal (already paid) under the form.
 */
function ConfirmPaymentForm({ contractId, rent, formId, onPending, onDone }: FormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [proof, setProof] = useState<File | null>(null);
  const send = useSendConfirmation({ contractId, rentId: rent.id });
  const { control, handleSubmit } = useForm<PaymentConfirmationForm>({
    resolver: zodResolver(paymentConfirmationBody),
    defaultValues: { amount: rent.amountToPay, paymentDate: localDay(new Date()), note: '' },
  });

  // The resolver has validated the values; parsing again gives the payload its output type.
  const onSubmit = handleSubmit((values) => {
    onPending(true);
    send.mutate(
      { body: paymentConfirmationBody.parse(values), proof },
      {
        onSuccess: ({ proofError }) => {
          toast.success(t('portal.toast.confirmationSent'));
          if (proofError) toast.error(t('portal.toast.proofFailed', { reason: proofFailure(proofError, t) }));
          onDone();
        },
        onSettled: () => onPending(false),
      },
    );
  });

  const error = send.error instanceof ApiError ? send.error : undefined;
  const fieldErrors = error?.body.fieldErrors ?? {};
  const field = (name: 'amount' | 'paymentDate' | 'note') => ({
    control,
    name,
    id: `${formId}-${name}`,
    label: t(`portal.confirm.field.${name}`),
    serverError: fieldErrors[name],
  });
  const fieldError = Object.keys(fieldErrors).length > 0;

  return (
    <form
      id={formId}
      onSubmit={onSubmit}
      noValidate
      className="confirm-payment-form"
      aria-busy={send.isPending}
    >
      <NumberField {...field('amount')} {...MONEY} />
      <DateField {...field('paymentDate')} />
      <TextAreaField {...field('note')} rows={2} />
      <ProofFileField file={proof} onChange={setProof} disabled={send.isPending} />
      <FormAlert text={fieldError ? undefined : send.error?.message} />
    </form>
  );
}

interface Props {
  contractId: number;
  /** The rent being confirmed; the dialog shows while there is one. */
  rent: PortalRent | null;
  onHide: () => void;
}

/** "Confirm payment": the tenant tells the landlord it paid a rent (toast "Payment confirmation sent"). */
export function ConfirmPaymentDialog({ contractId, rent, onHide }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const formId = useId();
  const [pending, setPending] = useState(false);
  return (
    <FormDialog
      visible={rent !== null}
      onHide={onHide}
      header={t('portal.confirm.title')}
      formId={formId}
      submit={{ label: t('portal.confirm.submit'), icon: 'pi pi-send' }}
      pending={pending}
      width="32rem"
    >
      {rent && (
        <>
          <p className="rent-summary">
            <span>
              {t('portal.confirm.rent')} <strong>{periodText(rent.paymentPeriodDate)}</strong>
            </span>
            <span>
              {t('portal.confirm.toPay')} <strong>{format.money(rent.amountToPay, rent.currency)}</strong>
            </span>
          </p>
          <p className="hint">{t('portal.confirm.hint')}</p>
          <ConfirmPaymentForm
            key={rent.id}
            contractId={contractId}
            rent={rent}
            formId={formId}
            onPending={setPending}
            onDone={onHide}
          />
        </>
      )}
    </FormDialog>
  );
}
