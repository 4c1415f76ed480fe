import { Card } from 'primereact/card';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { useInvoiceInfo } from '@/features/receipts/api/get-invoice-info';
import { contractRents, type PaymentIds } from '@/features/receipts/api/query-keys';
import { InvoiceForm } from './invoice-form';
import { formValuesOf, type InvoiceFormValues, invoiceValuesOf } from './invoice-form-values';
import { type MailChoice, readInvoiceState } from './invoice-state';
import { ReceiptLoadError } from './receipt-route';
import '@/components/layout/page.css';
import './receipts.css';

interface FormPageProps {
  ids: PaymentIds;
  values: InvoiceFormValues;
  message?: string | undefined;
  fieldErrors?: Record<string, string> | undefined;
  mail: MailChoice;
}

/** The 'Back to Contract' link (to its rents), the title and the receipt form in a card. */
function InvoiceFormPage({ ids, ...form }: FormPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <Link to={contractRents(ids)} className="back-link">
        <i className="pi pi-arrow-left" aria-hidden="true" /> {t('receipt.backToContract')}
      </Link>
      <h1>{t('receiptForm.title')}</h1>
      <Card>
        <InvoiceForm ids={ids} {...form} />
      </Card>
    </>
  );
}

/** The form prefilled by the server (docs/product.md#records-and-fields). */
function ServerPrefill({ ids }: { ids: PaymentIds }) {
  const info = useInvoiceInfo(ids);
  if (info.isPending) return <PageLoading />;
  if (info.isError) {
    return <ReceiptLoadError ids={ids} error={info.error} onRetry={() => void info.refetch()} />;
  }
  const mail = { send: info.data.mailReceipts, emails: info.data.tenantEmails };
  return <InvoiceFormPage ids={ids} values={invoiceValuesOf(info.data)} mail={mail} />;
}

/**
 * The receipt form (docs/product.md#screens-and-routes): with the data of the navigation state when it carries some
 * (back from the preview, maybe with the server's refusal), else prefilled by the server.
 */
export function CreateReceiptPage({ ids }: { ids: PaymentIds }) {
  const state = readInvoiceState(useLocation().state);
  if (!state) return <ServerPrefill ids={ids} />;
  return (
    <InvoiceFormPage
      ids={ids}
      values={formValuesOf(state.invoice)}
      message={state.message}
      fieldErrors={state.fieldErrors}
      mail={state.mail ?? { send: false, emails: [] }}
    />
  );
}
