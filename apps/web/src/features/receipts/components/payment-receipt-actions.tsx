import type { PaymentView } from '@arrenda/core';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadIssuedReceipt } from '@/features/receipts/api/download-issued-receipt';
import type { PaymentIds } from '@/features/receipts/api/query-keys';
import { saveFile } from '@/lib/save-file';
import { useToast } from '@/lib/toast';
import { VoidReceiptDialog, type VoidTarget } from './void-receipt-dialog';

interface Props {
  ids: PaymentIds;
  receipt: NonNullable<PaymentView['receipt']>;
  canVoid: boolean;
}

/** A payment's receipt in force: download it as issued, or void it (edit right) in a dialog. */
export function PaymentReceiptActions({ ids, receipt, canVoid }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const [toVoid, setToVoid] = useState<VoidTarget | null>(null);
  const download = async () => {
    setDownloading(true);
    try {
      const { pdf, fileName } = await downloadIssuedReceipt(ids, receipt);
      saveFile(pdf, fileName);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t('error.unexpected'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <>
      <Button
        type="button"
        icon="pi pi-download"
        rounded
        text
        loading={downloading}
        aria-label={t('receipt.downloadIssued', { number: receipt.number })}
        title={t('receipt.downloadIssued', { number: receipt.number })}
        onClick={() => void download()}
      />
      {canVoid && (
        <Button
          type="button"
          icon="pi pi-ban"
          rounded
          text
          severity="danger"
          aria-label={t('receipt.void.action', { number: receipt.number })}
          title={t('receipt.void.action', { number: receipt.number })}
          onClick={() => setToVoid({ ids, receipt })}
        />
      )}
      {canVoid && <VoidReceiptDialog target={toVoid} onHide={() => setToVoid(null)} />}
    </>
  );
}
