import type { PaymentConfirmationBody } from '@arrenda/core';
import { confirmPayment } from '@/features/portal/api/confirm-payment';
import type { PortalRentIds } from '@/features/portal/api/query-keys';
import { useRefreshPortal } from '@/features/portal/api/refresh';
import { useSubmitMutation } from '@/lib/use-submit-mutation';
import { useProofUpload } from './use-proof-upload';

export interface SentConfirmation {
  id: number;
  /** Why the proof could not be attached (the confirmation itself was sent), or null. */
  proofError: unknown;
}

/**
 * Sends a confirmation, then its proof when there is one (the proof needs the confirmation's id).
 * A failed upload leaves the confirmation sent, without proof: the tenant can attach it again.
 * The rents read again either way.
 */
export function useSendConfirmation(ids: PortalRentIds) {
  const uploadProof = useProofUpload();
  const refresh = useRefreshPortal();
  return useSubmitMutation({
    mutationFn: async ({ body, proof }: { body: PaymentConfirmationBody; proof: File | null }, key) => {
      const { id } = await confirmPayment(ids, body, key);
      if (!proof) return { id, proofError: null };
      try {
        await uploadProof(ids, id, proof);
        return { id, proofError: null };
      } catch (proofError) {
        return { id, proofError };
      }
    },
    onSettled: () => void refresh(),
  });
}
