import type { IssuedReceiptView, VoidReceiptBody } from '@arrenda/core';
import { useReloadEntity } from '@/features/entities/api/reload-entity';
import { api } from '@/lib/api-client';
import { useSubmitMutation } from '@/lib/use-submit-mutation';
import { issuedReceiptsApiPath, type PaymentIds } from './query-keys';

/** POST .../receipts/{receiptId}/void with the reason: the receipt stays, marked void. */
export const voidReceipt = (
  ids: PaymentIds,
  receiptId: number,
  body: VoidReceiptBody,
  idempotencyKey?: string,
) =>
  api<IssuedReceiptView>(`${issuedReceiptsApiPath(ids, receiptId)}/void`, {
    method: 'POST',
    body,
    idempotencyKey,
  });

/** Voids a payment's receipt; the rents show the payment without one again. */
export function useVoidReceipt(ids: PaymentIds, receiptId: number) {
  const refresh = useReloadEntity(ids.entityId);
  return useSubmitMutation({
    mutationFn: (body: VoidReceiptBody, key) => voidReceipt(ids, receiptId, body, key),
    onSettled: () => void refresh(),
  });
}
