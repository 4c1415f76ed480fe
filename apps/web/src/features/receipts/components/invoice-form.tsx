import { type InvoiceForm as InvoiceInput, invoiceBody } from '@arrenda/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DateField } from '@/components/form/date-field';
import { FormAlert } from '@/components/form/form-alert';
import { NumberField } from '@/components/form/number-field';
import { TextField } from '@/components/form/text-field';
import { contractRents, type PaymentIds, receiptPages } from '@/features/receipts/api/query-keys';
import { fieldWiring } from '@/lib/form-errors';
import { InvoiceAmountToPay } from './invoice-amount-to-pay';
import type { InvoiceField, InvoiceFormValues } from './invoice-form-values';
import type { InvoiceState, MailChoice } from './invoice-state';

const MONEY = { minFractionDigits: 2, maxFractionDigits: 2, min: 0 } as const;

interface Props {
  ids: PaymentIds;
  values: InvoiceFormValues;
  /** Why the server refused the data last time, if it did. */
  message?: string | undefined;
  fieldErrors?: Record<string, string> | undefined;
  /** Whether to mail the receipt on issue (the entity's default at first), and to whom. */
  mail: MailChoice;
}

/** The choice to mail the receipt to the tenants, when one of them has an e-mail. */
function MailToTenant({ mail, onChange }: { mail: MailChoice; onChange: (send: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  if (mail.emails.length === 0) return <p className="receipt-mail-hint">{t('receiptForm.noTenantEmail')}</p>;
  return (
    <div className="receipt-mail">
      <Checkbox inputId={id} checked={mail.send} onChange={(event) => onChange(event.checked === true)} />
      <label htmlFor={id}>{t('receiptForm.field.sendToTenant')}</label>
      <small className="receipt-mail-hint">
        {t('receiptForm.sendToTenantHint', { emails: mail.emails.join(', ') })}
      </small>
    </div>
  );
}

/**
 * The receipt form (docs/product.md#screens-and-routes and #records-and-fields): invoiceBody's checks, the server's field errors under
 * their fields; submitting shows the preview with the data.
 */
export function InvoiceForm({ ids, values, message, fieldErrors = {}, mail: initialMail }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [mail, setMail] = useState(initialMail);
  const { control, handleSubmit } = useForm<InvoiceInput>({
    resolver: zodResolver(invoiceBody),
    defaultValues: values,
  });
  // The resolver has validated the values; parsing again gives the data its output type.
  const onSubmit = handleSubmit((input) => {
    const state: InvoiceState = {
      invoice: invoiceBody.parse(input),
      mail: { ...mail, send: mail.send && mail.emails.length > 0 },
    };
    void navigate(receiptPages.validate(ids), { state });
  });
  const field = fieldWiring(control, (name: InvoiceField) => t(`receiptForm.field.${name}`), fieldErrors);

  return (
    <form onSubmit={onSubmit} noValidate className="receipt-form">
      <fieldset>
        <legend>{t('receiptForm.section.landlord')}</legend>
        <div className="form-grid">
          <div className="form-grid-full">
            <TextField {...field('landlordName')} />
          </div>
          <div className="form-grid-full">
            <TextField {...field('landlordAddress')} />
          </div>
          <TextField {...field('landlordPostalCode')} />
          <TextField {...field('landlordPhoneNumber')} type="tel" />
          <TextField {...field('landlordTaxNumber')} />
          <TextField {...field('landlordCity')} />
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('receiptForm.section.tenant')}</legend>
        <div className="form-grid">
          <div className="form-grid-full">
            <TextField {...field('tenantName')} />
          </div>
          <TextField {...field('tenantTaxNumber')} />
          <div className="form-grid-full">
            <TextField {...field('tenantAddress')} />
          </div>
          <TextField {...field('tenantPostalCode')} />
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('receiptForm.section.receipt')}</legend>
        <div className="form-grid">
          <div className="form-grid-full">
            <TextField {...field('propertyAddress')} />
          </div>
          <TextField {...field('propertyArticle')} />
          <TextField {...field('propertyFraction')} />
          <TextField {...field('receiptNumber')} />
          <TextField {...field('rentPeriod')} />
          <DateField {...field('paymentDate')} />
          <DateField {...field('emissionDate')} />
          <NumberField {...field('rentAmount')} {...MONEY} />
          <NumberField {...field('retainedAmount')} {...MONEY} />
          <NumberField {...field('extraAmount')} {...MONEY} />
          <TextField {...field('extraDescription')} />
        </div>
        <InvoiceAmountToPay control={control} />
        <MailToTenant mail={mail} onChange={(send) => setMail({ ...mail, send })} />
      </fieldset>
      <FormAlert text={message} />
      <div className="form-actions">
        <Link to={contractRents(ids)} className="p-button p-button-text centered">
          {t('common.cancel')}
        </Link>
        <Button type="submit" label={t('receiptForm.submit')} icon="pi pi-eye" className="centered" />
      </div>
    </form>
  );
}
