import type { IdResponse } from '@arrenda/core';
import { useReloadEntity } from '@/features/entities/api/reload-entity';
import { api } from '@/lib/api-client';
import { useSubmitMutation } from '@/lib/use-submit-mutation';
import { confirmationPath } from './query-keys';

/** POST .../paymentConfirmations/{id}/accept: adds the payment; answers its id. */
export const acceptConfirmation = (entityId: number, confirmationId: number, idempotencyKey?: string) =>
  api<IdResponse>(`${confirmationPath(entityId, confirmationId)}/accept`, { method: 'POST', idempotencyKey });

/**
 * Accepts a confirmation. Its payment changes the contract's rents, the overview, the contract
 * list and the confirmations: everything of the entity is read again, also after a refusal (it
 * may have been decided by someone else meanwhile).
 */
export function useAcceptConfirmation(entityId: number) {
  const refresh = useReloadEntity(entityId);
  return useSubmitMutation({
    mutationFn: (confirmationId: number, key) => acceptConfirmation(entityId, confirmationId, key),
    onSettled: () => void refresh(),
  });
}
