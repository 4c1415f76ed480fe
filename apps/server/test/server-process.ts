import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { openSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * The production entry point (src/main.ts) in a process of its own, as it runs for real: signals
 * reach it, and a SIGKILL ends it without any of its own code running.
 */
export async function startServerProcess(
  env: Record<string, string>,
  logFile: string,
): Promise<ServerProcess> {
  const port = await freePort();
  // Its log, appended, for the failures a test cannot see from outside.
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', RATE_LIMIT_SCALE: '1000', ...env, PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('the server process ended');
    const ready = await fetch(`${url}/api/config`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, child, exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server process did not start');
}
