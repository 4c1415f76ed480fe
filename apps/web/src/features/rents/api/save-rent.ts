import type { IdResponse, RentBody, RentView } from '@arrenda/core';
import { useReloadEntity } from '@/features/entities/api/reload-entity';
import { api } from '@/lib/api-client';
import { useSubmitMutation } from '@/lib/use-submit-mutation';
import { type ContractIds, rentPath, rentsPath } from './query-keys';

/** POST .../rents: answers the new rent's id. */
export const createRent = (ids: ContractIds, body: RentBody, idempotencyKey?: string) =>
  api<IdResponse>(rentsPath(ids), { method: 'POST', body, idempotencyKey });

/** PUT .../rents/{rentId}: replaces the rent (its payments stay); answers the rent. */
export const updateRent = (ids: ContractIds, rentId: number, body: RentBody) =>
  api<RentView>(rentPath(ids, rentId), { method: 'PUT', body });

/** Creates a rent, or replaces the one with `rentId`. */
export function useSaveRent(ids: ContractIds, rentId?: number) {
  const refresh = useReloadEntity(ids.entityId);
  return useSubmitMutation({
    mutationFn: (body: RentBody, key) =>
      rentId === undefined ? createRent(ids, body, key) : updateRent(ids, rentId, body),
    onSuccess: () => void refresh(),
  });
}
