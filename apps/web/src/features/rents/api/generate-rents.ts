import type { GeneratedRents } from '@arrenda/core';
import { useMutation } from '@tanstack/react-query';
import { useReloadEntity } from '@/features/entities/api/reload-entity';
import { api } from '@/lib/api-client';
import { type ContractIds, rentsPath } from './query-keys';

/** POST .../rents/generate: a rent for each expected month without one; answers what it made. */
export const generateRents = (ids: ContractIds) =>
  api<GeneratedRents>(`${rentsPath(ids)}/generate`, { method: 'POST' });

/** Generates the missing rents; the rents, the warnings and the entity's figures then refetch. */
export function useGenerateRents(ids: ContractIds) {
  const refresh = useReloadEntity(ids.entityId);
  return useMutation({
    mutationFn: () => generateRents(ids),
    onSuccess: () => refresh(),
  });
}
