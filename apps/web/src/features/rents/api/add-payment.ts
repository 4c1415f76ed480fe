import type { IdResponse, PaymentBody } from '@arrenda/core';
import { useReloadEntity } from '@/features/entities/api/reload-entity';
import { api } from '@/lib/api-client';
import { useSubmitMutation } from '@/lib/use-submit-mutation';
import { type ContractIds, rentPath } from './query-keys';

/** POST .../rents/{rentId}/payments: answers the new payment's id. */
export const addPayment = (ids: ContractIds, rentId: number, body: PaymentBody, idempotencyKey?: string) =>
  api<IdResponse>(`${rentPath(ids, rentId)}/payments`, { method: 'POST', body, idempotencyKey });

export function useAddPayment(ids: ContractIds, rentId: number) {
  const refresh = useReloadEntity(ids.entityId);
  return useSubmitMutation({
    mutationFn: (body: PaymentBody, key) => addPayment(ids, rentId, body, key),
    onSuccess: () => void refresh(),
  });
}
