import type { ContractRentBody, RentHistoryView } from '@arrenda/core';
import { useReloadEntity } from '@/features/entities/api/reload-entity';
import { api } from '@/lib/api-client';
import { useSubmitMutation } from '@/lib/use-submit-mutation';
import { type ContractIds, rentHistoryApiPath } from './query-keys';

/** PUT .../rent-history/{rowId}: a renegotiated rent's day, amounts and note, at the version shown. */
export const updateRentChange = (
  ids: ContractIds,
  rowId: number,
  body: ContractRentBody,
  idempotencyKey?: string,
) => api<RentHistoryView>(`${rentHistoryApiPath(ids)}/${rowId}`, { method: 'PUT', body, idempotencyKey });

export function useUpdateRentChange(ids: ContractIds, rowId: number) {
  const refresh = useReloadEntity(ids.entityId);
  return useSubmitMutation({
    mutationFn: (body: ContractRentBody, key) => updateRentChange(ids, rowId, body, key),
    onSettled: () => void refresh(),
  });
}
