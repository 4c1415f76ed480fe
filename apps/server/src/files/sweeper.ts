import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { forgetRemovals, pendingRemovals } from './queries';
import type { FileStorage } from './storage/file-storage';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write other than a DELETE that may delete file rows: the sweeper runs after it too. */
    removesFiles?: boolean;
  }
}

const BATCH = 100;

/**
 * Removes the stored bytes of deleted files (recorded by the `file_removed` trigger). Runs after
 * deletes (and routes configured `removesFiles`) and at start; one run at a time, and a failed removal stays recorded for the next run.
 */
export function createFileSweeper(db: Db, storage: FileStorage, log: FastifyBaseLogger) {
  let running: Promise<void> | null = null;
  let again = false;

  async function sweepAll() {
    for (;;) {
      const keys = await pendingRemovals(db, BATCH);
      const removed: string[] = [];
      for (const key of keys) {
        try {
          await storage.remove(key);
          removed.push(key);
        } catch (error) {
          log.error({ err: error, storageKey: key }, 'stored file not removed; kept for the next sweep');
        }
      }
      if (removed.length > 0) await forgetRemovals(db, removed);
      if (keys.length < BATCH || removed.length === 0) return;
    }
  }

  return {
    /** Starts a sweep (or queues one after the running sweep); resolves when it is done. */
    sweep(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await sweepAll().catch((error: unknown) => log.error({ err: error }, 'file sweep failed'));
        } while (again);
        running = null;
      })();
      return running;
    },
    /** The running sweep, if any (the server waits for it on close). */
    idle: () => running ?? Promise.resolve(),
  };
}

export type FileSweeper = ReturnType<typeof createFileSweeper>;
