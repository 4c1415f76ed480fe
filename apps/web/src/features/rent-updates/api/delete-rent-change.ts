import { useMutation } from '@tanstack/react-query';
import { useReloadEntity } from '@/features/entities/api/reload-entity';
import { api } from '@/lib/api-client';
import { type ContractIds, rentHistoryApiPath } from './query-keys';

/** DELETE .../rent-history/{rowId}: an update or renegotiated rent no paid rent was charged at. */
export const deleteRentChange = (ids: ContractIds, rowId: number) =>
  api<void>(`${rentHistoryApiPath(ids)}/${rowId}`, { method: 'DELETE' });

export function useDeleteRentChange(ids: ContractIds) {
  const refresh = useReloadEntity(ids.entityId);
  return useMutation({
    mutationFn: (rowId: number) => deleteRentChange(ids, rowId),
    onSettled: () => void refresh(),
  });
}
