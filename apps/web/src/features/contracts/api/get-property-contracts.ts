import type { ContractView } from '@arrenda/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contractKeys } from './query-keys';

/** The contracts on one property, of any date, newest first. */
export const getPropertyContracts = (entityId: number, propertyId: number, signal?: AbortSignal) =>
  api<ContractView[]>(`/entities/${entityId}/properties/${propertyId}/contracts`, { signal });

export const usePropertyContracts = (entityId: number, propertyId: number) =>
  useQuery({
    queryKey: contractKeys.ofProperty(entityId, propertyId),
    queryFn: ({ signal }) => getPropertyContracts(entityId, propertyId, signal),
  });
