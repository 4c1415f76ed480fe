import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { atReceiptsApiPath, taxYearKeys } from './query-keys';

/** DELETE /entities/{id}/atReceipts/{paymentId}: forgets a number typed by mistake (the edit right). */
export const clearAtReceipt = (entityId: number, paymentId: number) =>
  api<void>(`${atReceiptsApiPath(entityId)}/${paymentId}`, { method: 'DELETE' });

/** Clears a number; the trail loads again (the payment is missing its number again). */
export function useClearAtReceipt(entityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: number) => clearAtReceipt(entityId, paymentId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: taxYearKeys.atReceipts(entityId) }),
  });
}
