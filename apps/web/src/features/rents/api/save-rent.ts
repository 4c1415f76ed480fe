import type { IdResponse, RentBody, RentView } from '@arrenda/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ContractIds, rentPath, rentsPath } from './query-keys';
import { useRefreshEntity } from './refresh';

/** POST .../rents: answers the new rent's id. */
export const createRent = (ids: ContractIds, body: RentBody) =>
  api<IdResponse>(rentsPath(ids), { method: 'POST', body });

/** PUT .../rents/{rentId}: replaces the rent (its payments stay); answers the rent. */
export const updateRent = (ids: ContractIds, rentId: number, body: RentBody) =>
  api<RentView>(rentPath(ids, rentId), { method: 'PUT', body });

/** Creates a rent, or replaces the one with `rentId`. */
export function useSaveRent(ids: ContractIds, rentId?: number) {
  const refresh = useRefreshEntity(ids.entityId);
  return useMutation({
    mutationFn: (body: RentBody) =>
      rentId === undefined ? createRent(ids, body) : updateRent(ids, rentId, body),
    onSuccess: () => void refresh(),
  });
}
