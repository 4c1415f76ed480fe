import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Job, scheduleJobs } from './scheduler';

const log = Fastify({ logger: false }).log;
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scheduleJobs', () => {
  it('runs every job at start and again on each tick, in order, past a failing one', async () => {
    const runs: string[] = [];
    const jobs: Job[] = [
      {
        name: 'failing',
        run: async () => {
          runs.push('failing');
          throw new Error('boom');
        },
      },
      { name: 'second', run: async () => runs.push('second') },
    ];
    const scheduled = scheduleJobs(jobs, log, 40);
    await tick(100);
    await scheduled.stop();
    expect(runs.slice(0, 4)).toEqual(['failing', 'second', 'failing', 'second']);
    const stoppedAt = runs.length;
    await tick(100);
    expect(runs).toHaveLength(stoppedAt);
  });

  it('stop waits for the run in progress and starts no later job', async () => {
    const done: string[] = [];
    const jobs: Job[] = [
      {
        name: 'slow',
        run: async () => {
          await tick(80);
          done.push('slow');
        },
      },
      { name: 'next', run: async () => done.push('next') },
    ];
    const scheduled = scheduleJobs(jobs, log, 60_000);
    await tick(10);
    await scheduled.stop();
    expect(done).toEqual(['slow']);
  });

  it('gives each run the time it starts at', async () => {
    const seen: Date[] = [];
    const scheduled = scheduleJobs([{ name: 'clock', run: async (now) => seen.push(now) }], log, 60_000);
    await tick(10);
    await scheduled.stop();
    expect(seen).toHaveLength(1);
    expect(Math.abs((seen[0]?.getTime() ?? 0) - Date.now())).toBeLessThan(1_000);
  });
});
