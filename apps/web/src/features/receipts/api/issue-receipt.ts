import type { InvoiceBody } from '@arrenda/core';
import { useQuery } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api-client';
import { invoiceApiPath, type PaymentIds } from './query-keys';

/** A receipt the server issued: the PDF, the name to save it under and the number it bears. */
export interface IssuedReceipt {
  pdf: Blob;
  fileName: string;
  receiptNumber: string;
}

/** The file name a Content-Disposition header gives: its UTF-8 name, else its plain one. */
export function fileNameOf(disposition: string | null): string | null {
  const encoded = disposition && /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name: the plain one below.
    }
  }
  return (disposition && /filename="([^"]+)"/i.exec(disposition)?.[1]) || null;
}

/**
 * POST .../payments/{paymentId}/pdf: records the receipt number and answers the PDF, named
 * '<property address> - <rent period>.pdf' (docs/product.md#screens-and-routes) when the server names it not.
 */
export async function issueReceipt(
  ids: PaymentIds,
  body: InvoiceBody,
  sendToTenant = false,
): Promise<IssuedReceipt> {
  const { blob, headers } = await apiBlob(invoiceApiPath(ids), {
    method: 'POST',
    body: { ...body, sendToTenant },
  });
  return {
    pdf: blob,
    fileName:
      fileNameOf(headers.get('Content-Disposition')) ?? `${body.propertyAddress} - ${body.rentPeriod}.pdf`,
    receiptNumber: headers.get('X-Receipt-Number') ?? body.receiptNumber,
  };
}

/**
 * The receipt of `body`, issued once for the preview. A query rather than a mutation, so that the
 * same data is posted once however often the page renders or mounts; its key lies outside
 * ['entities'] so that no invalidation posts it again: a payment gets one receipt in force, a
 * second issue is refused (docs/domain.md "Receipts").
 */
export function useIssuedReceipt(
  ids: PaymentIds,
  body: InvoiceBody,
  sendToTenant: boolean,
  onIssued: (receipt: IssuedReceipt) => void,
) {
  return useQuery({
    queryKey: ['receipt-pdf', ids, body, sendToTenant],
    queryFn: async () => {
      const receipt = await issueReceipt(ids, body, sendToTenant);
      onIssued(receipt);
      return receipt;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
