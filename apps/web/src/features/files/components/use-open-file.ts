import { useCallback } from 'react';
import { getFileUrl } from '@/features/files/api/get-file-url';
import { useOpenSignedLink } from '@/lib/use-open-signed-link';

/** Opens one of the owner's files (GET `${base}/files/{fileId}`) in a new window. */
export function useOpenFile(base: string) {
  const open = useOpenSignedLink();
  return useCallback((fileId: number) => open(() => getFileUrl(base, fileId)), [open, base]);
}
