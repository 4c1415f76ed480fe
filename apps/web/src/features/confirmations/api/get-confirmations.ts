import type { LandlordConfirmation } from '@arrenda/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ConfirmationFilter, confirmationKeys, confirmationsPath } from './query-keys';

/** GET /entities/{id}/paymentConfirmations?status&contractId: pending first, then newest. */
export function getConfirmations(entityId: number, filter: ConfirmationFilter, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.contractId !== undefined) query.set('contractId', String(filter.contractId));
  const search = query.size > 0 ? `?${query}` : '';
  return api<LandlordConfirmation[]>(`${confirmationsPath(entityId)}${search}`, { signal });
}

export const useConfirmations = (entityId: number, filter: ConfirmationFilter) =>
  useQuery({
    queryKey: confirmationKeys.list(entityId, filter),
    queryFn: ({ signal }) => getConfirmations(entityId, filter, signal),
    // Tenants confirm without the landlord changing anything: read again on each visit.
    staleTime: 0,
  });
