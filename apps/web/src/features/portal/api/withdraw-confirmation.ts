import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { confirmationPath, type PortalRentIds } from './query-keys';
import { useRefreshPortal } from './refresh';

/** DELETE .../confirmations/{confirmationId}: withdraws a confirmation still pending. */
export const withdrawConfirmation = (ids: PortalRentIds, confirmationId: number) =>
  api<void>(confirmationPath(ids, confirmationId), { method: 'DELETE' });

export function useWithdrawConfirmation() {
  const refresh = useRefreshPortal();
  return useMutation({
    mutationFn: ({ ids, confirmationId }: { ids: PortalRentIds; confirmationId: number }) =>
      withdrawConfirmation(ids, confirmationId),
    onSettled: () => void refresh(),
  });
}
