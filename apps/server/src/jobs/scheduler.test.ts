import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Job, scheduleJobs } from './scheduler';

const log = Fastify({ logger: false }).log;
const HOUR_MS = 3_600_000;

// The scheduler's clock is faked: each test moves it by hours at once, without waiting.
describe('scheduleJobs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-20T06:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs every job at start and again every hour, in order, past a failing one', async () => {
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
    const scheduled = scheduleJobs(jobs, log);
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual(['failing', 'second']);
    await vi.advanceTimersByTimeAsync(HOUR_MS - 1);
    expect(runs).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual(['failing', 'second', 'failing', 'second']);
    await scheduled.stop();
    await vi.advanceTimersByTimeAsync(3 * HOUR_MS);
    expect(runs).toHaveLength(4);
  });

  it('stop waits for the run in progress and starts no later job', async () => {
    const done: string[] = [];
    const jobs: Job[] = [
      {
        name: 'slow',
        run: async () => {
          await new Promise((resolve) => setTimeout(resolve, 80));
          done.push('slow');
        },
      },
      { name: 'next', run: async () => done.push('next') },
    ];
    const scheduled = scheduleJobs(jobs, log);
    await vi.advanceTimersByTimeAsync(10);
    let stopped = false;
    const stopping = scheduled.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(70);
    await stopping;
    expect(done).toEqual(['slow']);
  });

  it('gives each run the time it starts at', async () => {
    const seen: string[] = [];
    const scheduled = scheduleJobs(
      [{ name: 'clock', run: async (now) => seen.push(now.toISOString()) }],
      log,
    );
    await vi.advanceTimersByTimeAsync(2 * HOUR_MS);
    await scheduled.stop();
    expect(seen).toEqual([
      '2026-11-20T06:00:00.000Z',
      '2026-11-20T07:00:00.000Z',
      '2026-11-20T08:00:00.000Z',
    ]);
  });
});
