import { useReloadEntity } from '@/features/entities/api/reload-entity';
import { api } from '@/lib/api-client';
import { useSubmitMutation } from '@/lib/use-submit-mutation';
import { type ContractIds, rentUpdateApiPath } from './query-keys';

/** POST .../rent-update/dismissals: no update proposed for the year. */
export const dismissRentUpdate = (ids: ContractIds, year: number, idempotencyKey?: string) =>
  api<void>(`${rentUpdateApiPath(ids)}/dismissals`, { method: 'POST', body: { year }, idempotencyKey });

export function useDismissRentUpdate(ids: ContractIds) {
  const refresh = useReloadEntity(ids.entityId);
  return useSubmitMutation({
    mutationFn: (year: number, key) => dismissRentUpdate(ids, year, key),
    onSettled: () => void refresh(),
  });
}
