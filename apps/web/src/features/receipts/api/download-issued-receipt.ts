import { apiBlob } from '@/lib/api-client';
import { fileNameOf } from './issue-receipt';
import { issuedReceiptsApiPath, type PaymentIds } from './query-keys';

/**
 * GET .../payments/{paymentId}/receipts/{receiptId}/pdf: the receipt exactly as issued, named as
 * the server names it, else after its number.
 */
export async function downloadIssuedReceipt(ids: PaymentIds, receipt: { id: number; number: string }) {
  const { blob, headers } = await apiBlob(`${issuedReceiptsApiPath(ids, receipt.id)}/pdf`);
  const fallback = `${receipt.number.replace(/[\\/:*?"<>|]/g, '-')}.pdf`;
  return { pdf: blob, fileName: fileNameOf(headers.get('Content-Disposition')) ?? fallback };
}
