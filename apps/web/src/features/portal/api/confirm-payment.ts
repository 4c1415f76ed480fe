import type { IdResponse, PaymentConfirmationBody } from '@arrenda/core';
import { api } from '@/lib/api-client';
import { type PortalRentIds, portalRentPath } from './query-keys';

/** POST .../rents/{rentId}/confirmations: the tenant says it paid; answers the confirmation's id. */
export const confirmPayment = (
  { contractId, rentId }: PortalRentIds,
  body: PaymentConfirmationBody,
  idempotencyKey?: string,
) =>
  api<IdResponse>(`${portalRentPath(contractId, rentId)}/confirmations`, {
    method: 'POST',
    body,
    idempotencyKey,
  });
