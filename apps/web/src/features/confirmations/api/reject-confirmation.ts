import type { LandlordConfirmation, RejectConfirmationBody } from '@arrenda/core';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSubmitMutation } from '@/lib/use-submit-mutation';
import { confirmationKeys, confirmationPath } from './query-keys';

/** POST .../paymentConfirmations/{id}/reject with the reason the tenant is told. */
export const rejectConfirmation = (
  entityId: number,
  confirmationId: number,
  body: RejectConfirmationBody,
  idempotencyKey?: string,
) =>
  api<LandlordConfirmation>(`${confirmationPath(entityId, confirmationId)}/reject`, {
    method: 'POST',
    body,
    idempotencyKey,
  });

/** Rejects a confirmation; nothing but the confirmations changes. */
export function useRejectConfirmation(entityId: number, confirmationId: number) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: RejectConfirmationBody, key) =>
      rejectConfirmation(entityId, confirmationId, body, key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: confirmationKeys.all(entityId) }),
  });
}
