import { fileNameOf } from '@/features/receipts/api/issue-receipt';
import { apiBlob } from '@/lib/api-client';
import { portalRentPath } from './query-keys';

/** What a receipt download gives: the PDF and the name to save it under. */
export interface ReceiptFile {
  pdf: Blob;
  fileName: string;
}

/**
 * GET .../payments/{paymentId}/receipt: the PDF of the payment's latest receipt (404 when none was
 * issued), named as the server names it, else after its number.
 */
export async function downloadReceipt(
  contractId: number,
  rentId: number,
  payment: { id: number; receiptNumber: string | null },
): Promise<ReceiptFile> {
  const { blob, headers } = await apiBlob(
    `${portalRentPath(contractId, rentId)}/payments/${payment.id}/receipt`,
  );
  const fallback = `${(payment.receiptNumber ?? String(payment.id)).replace(/[\\/:*?"<>|]/g, '-')}.pdf`;
  return { pdf: blob, fileName: fileNameOf(headers.get('Content-Disposition')) ?? fallback };
}
