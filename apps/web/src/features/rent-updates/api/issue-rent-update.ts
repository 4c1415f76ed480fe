import type { RentUpdateBody } from '@arrenda/core';
import { useReloadEntity } from '@/features/entities/api/reload-entity';
import { api } from '@/lib/api-client';
import { useSubmitMutation } from '@/lib/use-submit-mutation';
import { type ContractIds, rentUpdateApiPath } from './query-keys';

/** POST .../rent-update: the update and its letter, kept as a file of the contract. */
export const issueRentUpdate = (ids: ContractIds, body: RentUpdateBody, idempotencyKey?: string) =>
  api<{ id: number; letterFileId: number }>(rentUpdateApiPath(ids), { method: 'POST', body, idempotencyKey });

/** Issues the update; the contract's history, files and the entity's figures load again. */
export function useIssueRentUpdate(ids: ContractIds) {
  const refresh = useReloadEntity(ids.entityId);
  return useSubmitMutation({
    mutationFn: (body: RentUpdateBody, key) => issueRentUpdate(ids, body, key),
    onSettled: () => void refresh(),
  });
}
