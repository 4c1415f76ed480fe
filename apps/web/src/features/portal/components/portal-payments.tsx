import type { PortalRent } from '@arrenda/core';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadReceipt } from '@/features/portal/api/download-receipt';
import { formatDay } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { saveFile } from '@/lib/save-file';
import { useToast } from '@/lib/toast';

type Payment = PortalRent['payments'][number];

/** Downloads the payment's receipt PDF; busy meanwhile, an error toast when it cannot be had. */
function ReceiptButton({
  contractId,
  rentId,
  payment,
}: {
  contractId: number;
  rentId: number;
  payment: Payment;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { pdf, fileName } = await downloadReceipt(contractId, rentId, payment);
      saveFile(pdf, fileName);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t('error.unexpected'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="button"
      size="small"
      outlined
      icon="pi pi-download"
      label={t('portal.payment.receipt')}
      aria-label={t('portal.payment.receiptOf', { number: payment.receiptNumber })}
      loading={busy}
      onClick={() => void download()}
    />
  );
}

/** The payments the landlord recorded on a rent; those with a receipt download it. */
export function PortalPayments({ contractId, rent }: { contractId: number; rent: PortalRent }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  if (rent.payments.length === 0) return null;
  return (
    <>
      <h5 className="rent-payments-title">{t('portal.payments.title')}</h5>
      <table className="rent-payments">
        <thead>
          <tr>
            <th scope="col">{t('portal.payment.date')}</th>
            <th scope="col">{t('portal.payment.amount')}</th>
            <th scope="col">{t('portal.payment.receiptNumber')}</th>
          </tr>
        </thead>
        <tbody>
          {rent.payments.map((payment) => (
            <tr key={payment.id}>
              <td data-label={t('portal.payment.date')}>{formatDay(payment.paymentDate, i18n.language)}</td>
              <td data-label={t('portal.payment.amount')}>{format.money(payment.amount, rent.currency)}</td>
              <td data-label={t('portal.payment.receiptNumber')} className="rent-payment-actions">
                {payment.receiptNumber ? (
                  <ReceiptButton contractId={contractId} rentId={rent.id} payment={payment} />
                ) : (
                  <span className="muted">{t('portal.payment.noReceipt')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
