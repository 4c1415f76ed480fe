import type { FileUrl } from '@arrenda/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/lib/toast';

/**
 * Opens a file in a new window (docs/product.md#the-api). The window opens at once, in the click itself, so
 * that popup blockers allow it; it is sent to the file's signed link once `getLink` answers it, and
 * closed again with an error toast when the link cannot be had.
 */
export function useOpenSignedLink() {
  const { t } = useTranslation();
  const toast = useToast();
  return useCallback(
    async (getLink: () => Promise<FileUrl>) => {
      const target = window.open('', '_blank');
      try {
        const { url } = await getLink();
        if (target) {
          target.opener = null;
          target.location.href = url;
        } else {
          // Blocked all the same: the link serves an attachment, so this page stays where it is.
          window.location.assign(url);
        }
      } catch {
        target?.close();
        toast.error(t('files.toast.getFailed'));
      }
    },
    [t, toast],
  );
}
