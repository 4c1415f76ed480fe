/**
 * The multi-service install of compose.yaml (app image, PostgreSQL, MinIO, Mailpit), built and
 * started for real where a Docker engine answers; elsewhere skipped, saying why. The files
 * themselves are checked without an engine by `npm run lint` (scripts/lint-containers.mjs).
 */
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const project = `arrenda-test-${process.pid}`;

async function engineAnswers(): Promise<boolean> {
  try {
    await run('docker', ['info'], { timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

const engine = await engineAnswers();
let env: NodeJS.ProcessEnv;
let baseUrl: string;

const compose = (...args: string[]) =>
  run('docker', ['compose', '--project-name', project, ...args], { cwd: root, env, timeout: 900_000 });

describe('docker compose up', () => {
  beforeAll(async () => {
    if (!engine) return;
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    env = { ...process.env, ARRENDA_PORT: String(port), MAILPIT_PORT: String(await freePort()) };
    // --wait: until every service is healthy, and the bucket job has completed.
    await compose('up', '--build', '--detach', '--wait');
  }, 900_000);

  afterAll(async () => {
    if (engine) await compose('down', '--volumes', '--remove-orphans');
  }, 120_000);

  it('gives a working install: healthy, ready, serving the app', async (context) => {
    if (!engine) context.skip('no Docker engine here (docker info failed)');
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/api/ready`)).status).toBe(200);
    const config = await fetch(`${baseUrl}/api/config`);
    expect(await config.json()).toMatchObject({ appName: 'Arrenda' });
    expect(await (await fetch(`${baseUrl}/`)).text()).toContain('<div id="root">');
  });
});
