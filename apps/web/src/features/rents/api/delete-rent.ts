import { useMutation } from '@tanstack/react-query';
import { useReloadEntity } from '@/features/entities/api/reload-entity';
import { api } from '@/lib/api-client';
import { type ContractIds, rentPath } from './query-keys';

/** DELETE .../rents/{rentId}: the rent goes with its payments. */
export const deleteRent = (ids: ContractIds, rentId: number) =>
  api<void>(rentPath(ids, rentId), { method: 'DELETE' });

/** DELETE .../rents/{rentId}/payments/{paymentId}. */
export const deletePayment = (ids: ContractIds, rentId: number, paymentId: number) =>
  api<void>(`${rentPath(ids, rentId)}/payments/${paymentId}`, { method: 'DELETE' });

/** Deletes a rent, or one payment of it; the rents and the contract's figures then refetch. */
export function useDeleteRentOrPayment(ids: ContractIds) {
  const refresh = useReloadEntity(ids.entityId);
  return useMutation({
    mutationFn: ({ rentId, paymentId }: { rentId: number; paymentId?: number }) =>
      paymentId === undefined ? deleteRent(ids, rentId) : deletePayment(ids, rentId, paymentId),
    onSuccess: () => refresh(),
  });
}
