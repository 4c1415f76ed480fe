import type { InvoiceInfo } from '@arrenda/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoiceApiPath, type PaymentIds, receiptKeys } from './query-keys';

/**
 * GET .../payments/{paymentId}/pdf: the receipt's data, prefilled by the server. Never kept once
 * the form is left: the proposed receipt number moves as receipts are issued.
 */
export const useInvoiceInfo = (ids: PaymentIds) =>
  useQuery({
    queryKey: receiptKeys.invoice(ids),
    queryFn: ({ signal }) => api<InvoiceInfo>(invoiceApiPath(ids), { signal }),
    gcTime: 0,
  });
