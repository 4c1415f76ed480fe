import { notifyManager } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * The key of an edit form and its Reload: read the record again, then remount the form with what
 * was read. The form is keyed by its reloads, not by the record's version, so that a background
 * refetch bringing a newer version does not remount it under what the user is typing (the form
 * keeps sending the version it was filled from, and the server refuses the save as stale).
 */
export function useReloadKey(read: () => Promise<unknown>) {
  const [key, setKey] = useState(0);
  const reload = async () => {
    await read();
    // Queries tell their observers on a later tick: wait for it, so that the component reading the
    // record (maybe the page's parent) renders it before the form remounts, not the one read before.
    await new Promise<void>((resolve) => notifyManager.schedule(resolve));
    setKey((current) => current + 1);
  };
  return [key, reload] as const;
}
