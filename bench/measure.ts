import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

export interface Measure {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  /** Requests completed in the run. */
  requests: number;
  /** Failed connections, reads and writes, timeouts and answers of status 400 or more. */
  errors: number;
}

export interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Paths the requests go to in turn (the first is `path`): a payment on another rent each time. */
  paths?: string[];
}

interface WrkReport {
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  durationMicros: number;
  errors: number;
}

const run = promisify(execFile);
const report = path.join(import.meta.dirname, 'wrk-report.lua');

/**
 * Loads one route for `seconds` with `connections` concurrent connections: wrk on loopback, a C
 * load generator that leaves the cores to the server (a Node one spent more than the server did
 * reading the large lists). wrk comes from Debian's packages (`apt-get install wrk`).
 */
export async function measure(
  baseUrl: string,
  headers: Record<string, string>,
  target: Target,
  { seconds, connections }: { seconds: number; connections: number },
): Promise<Measure> {
  const threads = String(Math.min(2, connections));
  const args = ['-t', threads, '-c', String(connections), '-d', `${seconds}s`, '--timeout', '60s'];
  const { stdout } = await run('wrk', [...args, '-s', report, `${baseUrl}${target.path}`], {
    env: {
      ...process.env,
      WRK_METHOD: target.method ?? 'GET',
      WRK_AUTHORIZATION: headers.authorization ?? '',
      WRK_BODY: target.body ? JSON.stringify(target.body) : '',
      WRK_PATHS: target.paths?.join(',') ?? '',
    },
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new Error('the bench needs wrk: apt-get install wrk');
    throw error;
  });
  const line = stdout.split('\n').find((text) => text.startsWith('{"p50"'));
  if (!line) throw new Error(`no report from wrk:\n${stdout}`);
  const result = JSON.parse(line) as WrkReport;
  return {
    name: target.name,
    p50: result.p50,
    p95: result.p95,
    p99: result.p99,
    requestsPerSecond: Math.round(result.requests / (result.durationMicros / 1e6)),
    requests: result.requests,
    errors: result.errors,
  };
}
