import { type FileView, MAX_FILE_BYTES } from '@arrenda/core';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '@/features/files/api/upload-file';
import { ApiError } from '@/lib/api-client';
import { useToast } from '@/lib/toast';

/** Where an upload goes and what it refreshes. */
export interface FileUploadTarget {
  /** The owner's API path, e.g. `/entities/1/properties/3`; its files are under `${base}/files`. */
  base: string;
  /** The owner's query whose data lists its files: refetched after an upload, so the new file shows. */
  queryKey: QueryKey;
  /** Called with the new file once it is uploaded. */
  onUploaded?: (file: FileView) => void;
}

/** A refused upload says why when the server does (too large, no right); otherwise the generic text. */
function uploadFailure(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && (error.status === 413 || error.status === 403)) return error.message;
  return t('files.toast.uploadFailed');
}

/**
 * Uploads files to one owner with the product's toasts (docs/product.md#errors and #constants-and-limits): a file over 10 MB is
 * refused before sending, a sticky toast shows the progress, then success or the failure.
 */
export function useFileUpload({ base, queryKey, onUploaded }: FileUploadTarget) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      const progress = toast.progress(t('files.toast.uploading'));
      try {
        return await uploadFile(base, file, { onProgress: progress.update });
      } finally {
        progress.close();
      }
    },
    onSuccess: async (uploaded) => {
      toast.success(t('files.toast.uploaded'));
      onUploaded?.(uploaded);
      await queryClient.invalidateQueries({ queryKey, exact: true });
    },
    onError: (error) => toast.error(uploadFailure(error, t)),
  });

  /** Uploads the file unless it is too large; answers whether it is being sent. */
  const upload = (file: File): boolean => {
    if (file.size > MAX_FILE_BYTES) {
      toast.error(t('validation.fileTooLarge'));
      return false;
    }
    mutation.mutate(file);
    return true;
  };
  return { upload, isUploading: mutation.isPending };
}
