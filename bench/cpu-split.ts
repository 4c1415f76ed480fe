import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** CPU time used so far, in ms: by the app's process, by PostgreSQL's, and by the whole machine. */
export interface CpuSnapshot {
  app: number;
  database: number;
  machine: number;
}

/** Where a loaded run's CPU went, in ms per request. */
export interface CpuPerRequest {
  app: number;
  database: number;
  /** The load generator, the bench's own process (its payments meanwhile) and anything else. */
  rest: number;
}

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
const msOf = (ticks: number) => (ticks * 1000) / ticksPerSecond;

/** User and system ticks of a process, 0 when it is gone. */
function processTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  } catch {
    return 0;
  }
}

function postgresTicks(): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        ticks += processTicks(Number(entry));
    } catch {
      // The process ended while listed.
    }
  }
  return ticks;
}

/** Busy ticks of every core (all but idle and waiting on disk), from /proc/stat. */
function machineTicks(): number {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  return (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0);
}

/**
 * The CPU used so far by the app (`appPid`), by every PostgreSQL process of the machine (the bench's
 * database is local) and by the machine: read before and after a loaded run, it says which of the
 * three a request's time goes to. Linux only (/proc).
 */
export const cpuSnapshot = (appPid: number): CpuSnapshot => ({
  app: msOf(processTicks(appPid)),
  database: msOf(postgresTicks()),
  machine: msOf(machineTicks()),
});

export function cpuPerRequest(before: CpuSnapshot, after: CpuSnapshot, requests: number): CpuPerRequest {
  const per = (ms: number) => (requests > 0 ? ms / requests : 0);
  const app = after.app - before.app;
  const database = after.database - before.database;
  const rest = Math.max(0, after.machine - before.machine - app - database);
  return { app: per(app), database: per(database), rest: per(rest) };
}
