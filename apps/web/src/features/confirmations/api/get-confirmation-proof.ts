import type { FileUrl } from '@arrenda/core';
import { api } from '@/lib/api-client';
import { confirmationPath } from './query-keys';

/** GET .../paymentConfirmations/{id}/proof: a short-lived signed link to the tenant's proof. */
export const getConfirmationProof = (entityId: number, confirmationId: number) =>
  api<FileUrl>(`${confirmationPath(entityId, confirmationId)}/proof`);
