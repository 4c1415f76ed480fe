import { MAX_FILE_BYTES } from '@arrenda/core';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalRentIds } from '@/features/portal/api/query-keys';
import { uploadProof } from '@/features/portal/api/upload-proof';
import { ApiError } from '@/lib/api-client';
import { useToast } from '@/lib/toast';

/** Whether a chosen file may be sent: the 10 MB rule, checked before sending anything. */
export const fitsUpload = (file: File) => file.size <= MAX_FILE_BYTES;

/** Why a proof was refused: the server's reason when it gives one (too large, decided), else the generic text. */
export function proofFailure(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && [403, 404, 409, 413].includes(error.status)) return error.message;
  return t('files.toast.uploadFailed');
}

/** Sends a confirmation's proof with a progress toast; rejects as the upload does. */
export function useProofUpload() {
  const { t } = useTranslation();
  const toast = useToast();
  return useCallback(
    async (ids: PortalRentIds, confirmationId: number, file: File) => {
      const progress = toast.progress(t('files.toast.uploading'));
      try {
        return await uploadProof(ids, confirmationId, file, { onProgress: progress.update });
      } finally {
        progress.close();
      }
    },
    [t, toast],
  );
}
