import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after the answer has gone: the public account calls hand what depends on whether
 * an address is known to it, so that known and unknown addresses answer in the same time.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  /** Resolves when every task handed to run has ended (the server waits for it before closing). */
  idle(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      // Started once the answer is on its way: the embedded database runs queries on this thread.
      const job = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => log.error({ err, task: name }, 'background task failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      // A task may hand on another one (a mail): wait until none is left.
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
