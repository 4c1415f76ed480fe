import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import type { IssuedReceipt } from '@/features/receipts/api/issue-receipt';
import { useObjectUrl } from './use-object-url';

/** While the server issues the receipt. */
export function ReceiptWaiting() {
  const { t } = useTranslation();
  return (
    <div className="receipt-waiting" role="status" aria-live="polite">
      <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} strokeWidth="4" />
      <span>{t('receipt.preview.loading')}</span>
    </div>
  );
}

const EditButton = ({ onEdit }: { onEdit: () => void }) => {
  const { t } = useTranslation();
  return <Button label={t('receipt.edit')} icon="pi pi-pencil" outlined onClick={onEdit} />;
};

/** A receipt the server could not issue (not for the data's sake): try again, or edit the data. */
export function ReceiptFailed({
  error,
  onRetry,
  onEdit,
}: {
  error: Error;
  onRetry: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="state-panel receipt-failed" role="alert">
      <i className="pi pi-exclamation-circle" aria-hidden="true" />
      <h2>{t('receipt.error')}</h2>
      <Message severity="error" text={error.message} />
      <div className="state-actions">
        <Button label={t('receipt.retry')} icon="pi pi-refresh" onClick={onRetry} />
        <EditButton onEdit={onEdit} />
      </div>
    </div>
  );
}

/** The issued receipt: its PDF, to download under its file name, or the data to edit. */
export function ReceiptPdf({ receipt, onEdit }: { receipt: IssuedReceipt; onEdit: () => void }) {
  const { t } = useTranslation();
  const url = useObjectUrl(receipt.pdf);
  const title = t('receipt.preview.frame', { number: receipt.receiptNumber });
  return (
    <div className="receipt-preview">
      <div className="receipt-actions">
        <EditButton onEdit={onEdit} />
        <a href={url} download={receipt.fileName} className="p-button centered">
          <i className="pi pi-download p-button-icon-left" aria-hidden="true" />
          <span className="p-button-label">{t('receipt.download')}</span>
        </a>
      </div>
      {url && <iframe src={url} title={title} className="receipt-frame" />}
    </div>
  );
}
