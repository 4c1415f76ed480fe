import type { InvoiceBody } from '@arrenda/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { EntityForbidden } from '@/components/page-states';
import { useIssuedReceipt } from '@/features/receipts/api/issue-receipt';
import { contractRents, type PaymentIds, receiptPages } from '@/features/receipts/api/query-keys';
import { ApiError } from '@/lib/api-client';
import { useToast } from '@/lib/toast';
import { type InvoiceState, type MailChoice, readInvoiceState } from './invoice-state';
import { ReceiptFailed, ReceiptPdf, ReceiptWaiting } from './receipt-preview';
import '@/components/layout/page.css';
import './receipts.css';

/** The server refused the data: its answer belongs on the form, under the fields. */
const refusesData = (error: Error): error is ApiError =>
  error instanceof ApiError && (error.status === 400 || error.status === 409);

function Preview({
  ids,
  invoice,
  mail,
}: {
  ids: PaymentIds;
  invoice: InvoiceBody;
  mail: MailChoice | undefined;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const receipt = useIssuedReceipt(ids, invoice, mail?.send ?? false, () =>
    toast.success(t('receipt.toast.created')),
  );
  const edit = () =>
    void navigate(receiptPages.create(ids), { state: { invoice, mail } satisfies InvoiceState });

  // Also while trying again after a failure.
  if (receipt.isPending || receipt.isFetching) return <ReceiptWaiting />;
  if (receipt.isError) {
    const { error } = receipt;
    if (error instanceof ApiError && error.status === 403) return <EntityForbidden entityId={ids.entityId} />;
    if (refusesData(error)) {
      const state: InvoiceState = {
        invoice,
        mail,
        message: error.message,
        fieldErrors: error.body.fieldErrors,
      };
      return <Navigate to={receiptPages.create(ids)} replace state={state} />;
    }
    return <ReceiptFailed error={error} onRetry={() => void receipt.refetch()} onEdit={edit} />;
  }
  return <ReceiptPdf receipt={receipt.data} onEdit={edit} />;
}

/**
 * The receipt preview (docs/product.md#screens-and-routes): the PDF of the data the form handed over, to download or
 * edit. Without data (opened directly) it is the form's turn.
 */
export function ReceiptPreviewPage({ ids }: { ids: PaymentIds }) {
  const { t } = useTranslation();
  const state = readInvoiceState(useLocation().state);
  if (!state) return <Navigate to={receiptPages.create(ids)} replace />;
  return (
    <>
      <Link to={contractRents(ids)} className="back-link">
        <i className="pi pi-arrow-left" aria-hidden="true" /> {t('receipt.backToContract')}
      </Link>
      <h1>{t('receipt.preview.title')}</h1>
      <Preview ids={ids} invoice={state.invoice} mail={state.mail} />
    </>
  );
}
