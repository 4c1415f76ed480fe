import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../src/app';
import { startTestServer, type TestServer } from './harness';

/**
 * An app serving a built web app in small, which `write` puts into a temporary folder, made before
 * the file's tests and removed after them. `get` answers a GET with the given headers.
 */
export function serveBuiltWebApp(write: (webDir: string) => Promise<void>) {
  let server: TestServer;
  let web: App;
  let webDir: string;
  beforeAll(async () => {
    server = await startTestServer();
    webDir = await mkdtemp(path.join(tmpdir(), 'arrenda-web-'));
    await write(webDir);
    web = await buildApp({ config: server.config, db: server.app.ctx.db, webDir });
    await web.ready();
  });
  afterAll(async () => {
    await web.close();
    await server.close();
    await rm(webDir, { recursive: true, force: true });
  });
  return {
    app: () => web,
    get: (url: string, headers: Record<string, string> = {}) => web.inject({ method: 'GET', url, headers }),
  };
}
