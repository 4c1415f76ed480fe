import type { IdResponse, PaymentBody } from '@arrenda/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ContractIds, rentPath } from './query-keys';
import { useRefreshEntity } from './refresh';

/** POST .../rents/{rentId}/payments: answers the new payment's id. */
export const addPayment = (ids: ContractIds, rentId: number, body: PaymentBody) =>
  api<IdResponse>(`${rentPath(ids, rentId)}/payments`, { method: 'POST', body });

export function useAddPayment(ids: ContractIds, rentId: number) {
  const refresh = useRefreshEntity(ids.entityId);
  return useMutation({
    mutationFn: (body: PaymentBody) => addPayment(ids, rentId, body),
    onSuccess: () => void refresh(),
  });
}
