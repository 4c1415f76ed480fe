import type { LandlordConfirmation, RejectConfirmationBody } from '@arrenda/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { confirmationKeys, confirmationPath } from './query-keys';

/** POST .../paymentConfirmations/{id}/reject with the reason the tenant is told. */
export const rejectConfirmation = (entityId: number, confirmationId: number, body: RejectConfirmationBody) =>
  api<LandlordConfirmation>(`${confirmationPath(entityId, confirmationId)}/reject`, {
    method: 'POST',
    body,
  });

/** Rejects a confirmation; nothing but the confirmations changes. */
export function useRejectConfirmation(entityId: number, confirmationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RejectConfirmationBody) => rejectConfirmation(entityId, confirmationId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: confirmationKeys.all(entityId) }),
  });
}
