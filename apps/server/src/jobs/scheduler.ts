import type { FastifyBaseLogger } from 'fastify';

/** Work the server does by itself on a clock: idempotent, so running it again changes nothing. */
export interface Job {
  name: string;
  run(now: Date): Promise<unknown>;
}

const HOUR_MS = 3_600_000;

/**
 * Runs every job at start and then every hour, one job at a time. The jobs are "daily" by what
 * they do, not by when they run: each keeps a key per period or event in the database, so a
 * missed hour, a restart or several instances running them at once never do anything twice.
 */
export function scheduleJobs(jobs: readonly Job[], log: FastifyBaseLogger, everyMs = HOUR_MS) {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const runAll = () => {
    running = running.then(async () => {
      for (const job of jobs) {
        if (stopped) return;
        try {
          const result = await job.run(new Date());
          log.info({ job: job.name, result }, 'job done');
        } catch (err) {
          log.error({ err, job: job.name }, 'job failed');
        }
      }
    });
  };
  runAll();
  const timer = setInterval(runAll, everyMs);
  timer.unref();
  return {
    /** Stops the clock and waits for a run in progress to end. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
