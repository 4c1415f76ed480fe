import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The Node options of the server on PostgreSQL under load, as compose.yaml sets them
 * (docs/operations.md "Build and run"): the bench's servers on PostgreSQL run with them.
 */
export const POSTGRES_NODE_OPTIONS = ['--max-semi-space-size=32'];

export interface ServerProcess {
  url: string;
  /** The process id, to read its memory from /proc. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Runs `script` in a Node process of its own (as in production: the load generator must not share
 * the server's event loop) and waits until `readyPath` answers. A TypeScript source runs through
 * tsx, a built script as it is.
 */
export async function startServerProcess(
  script: string,
  cwd: string,
  port: number,
  env: Record<string, string>,
  readyPath: string,
  /** Options for Node itself (such as --cpu-prof), before the script. */
  nodeOptions: string[] = [],
): Promise<ServerProcess> {
  const args = [...nodeOptions, ...(script.endsWith('.ts') ? ['--import', 'tsx', script] : [script])];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    const ready = await fetch(`${url}${readyPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, pid: child.pid ?? 0, stop };
    await sleep(100);
  }
  await stop();
  throw new Error(`${script} did not start on port ${port}`);
}
