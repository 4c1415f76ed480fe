import type { AtReceiptBody } from '@arrenda/core';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSubmitMutation } from '@/lib/use-submit-mutation';
import { atReceiptsApiPath, taxYearKeys } from './query-keys';

/**
 * PUT /entities/{id}/atReceipts/{paymentId}: the payment's AT e-receipt number (the create right;
 * replacing a recorded one needs the edit right, else 409).
 */
export const recordAtReceipt = (entityId: number, paymentId: number, body: AtReceiptBody) =>
  api<void>(`${atReceiptsApiPath(entityId)}/${paymentId}`, { method: 'PUT', body });

/** Records a number; the trail loads again (the payment leaves the month's missing ones). */
export function useRecordAtReceipt(entityId: number, paymentId: number) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: AtReceiptBody) => recordAtReceipt(entityId, paymentId, body),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: taxYearKeys.atReceipts(entityId) }),
  });
}
