import type { FileUrl } from '@arrenda/core';
import { api } from '@/lib/api-client';
import { confirmationPath, type PortalRentIds } from './query-keys';

/** GET .../confirmations/{confirmationId}/proof: a short-lived signed link to the proof file. */
export const getProofUrl = (ids: PortalRentIds, confirmationId: number) =>
  api<FileUrl>(`${confirmationPath(ids, confirmationId)}/proof`);
