import type { ContractRentBody } from '@arrenda/core';
import { useReloadEntity } from '@/features/entities/api/reload-entity';
import { api } from '@/lib/api-client';
import { useSubmitMutation } from '@/lib/use-submit-mutation';
import { type ContractIds, rentHistoryApiPath } from './query-keys';

/** POST .../rent-history: a renegotiated rent from a day on. */
export const addRentChange = (ids: ContractIds, body: ContractRentBody, idempotencyKey?: string) =>
  api<{ id: number }>(rentHistoryApiPath(ids), { method: 'POST', body, idempotencyKey });

export function useAddRentChange(ids: ContractIds) {
  const refresh = useReloadEntity(ids.entityId);
  return useSubmitMutation({
    mutationFn: (body: ContractRentBody, key) => addRentChange(ids, body, key),
    onSettled: () => void refresh(),
  });
}
