import type { ContractBody, ContractView } from '@arrenda/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createContract } from '@/features/contracts/api/create-contract';
import { updateContract } from '@/features/contracts/api/update-contract';
import { entityKeys } from '@/features/entities/api/query-keys';
import { useSubmitMutation } from '@/lib/use-submit-mutation';

/**
 * Creates the contract, or replaces the one edited (with the version the form was filled from);
 * answers where the contract now is.
 */
export function useSaveContract(entityId: number, contract: ContractView | undefined) {
  const queryClient = useQueryClient();
  // The version the form was filled from, not a refetched one: a save over a newer change is refused.
  const [filledFrom] = useState(contract?.version);
  return useSubmitMutation({
    mutationFn: async (body: ContractBody, key) => {
      if (contract) {
        await updateContract(entityId, contract.id, { ...body, version: filledFrom });
        return { propertyId: contract.propertyId, contractId: contract.id };
      }
      const { id } = await createContract(entityId, body, key);
      return { propertyId: body.propertyId, contractId: id };
    },
    // Everything of the entity goes stale: contract lists, the property's figures, the tenants'
    // counts, the overview. Not awaited: the form navigates away at once.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: entityKeys.detail(entityId) }),
  });
}
