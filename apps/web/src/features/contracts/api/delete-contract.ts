import { type QueryClient, useMutation } from '@tanstack/react-query';
import { entityKeys } from '@/features/entities/api/query-keys';
import { api } from '@/lib/api-client';
import { contractPath } from '@/lib/paths';
import { contractKeys } from './query-keys';

export const deleteContract = (entityId: number, propertyId: number, contractId: number) =>
  api<void>(contractPath(entityId, propertyId, contractId), { method: 'DELETE' });

/** Deletes a contract with its rents and payments. */
export const useDeleteContract = (entityId: number, propertyId: number, contractId: number) =>
  useMutation({ mutationFn: () => deleteContract(entityId, propertyId, contractId) });

/**
 * After a delete, once the page has been left: the contract's own queries go (a refetch would be a
 * 404), and everything else of the entity (lists, property figures, tenants, overview) goes stale.
 */
export async function refreshAfterContractDelete(
  queryClient: QueryClient,
  entityId: number,
  contractId: number,
) {
  queryClient.removeQueries({ queryKey: [...contractKeys.all(entityId), contractId] });
  await queryClient.invalidateQueries({ queryKey: entityKeys.detail(entityId) });
}
