/**
 * The production build as `npm start` and the container run it: `node apps/server/dist/main.js`
 * with production settings on a fresh embedded database, answering the API and the web app.
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const bundle = path.join(root, 'apps/server/dist/main.js');

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

async function untilAnswers(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** Whether the build stamp matches the sources (scripts/build-stamp.mjs). */
async function buildIsCurrent(): Promise<boolean> {
  const check =
    "import { buildIsCurrent } from './scripts/build-stamp.mjs'; process.exit(buildIsCurrent() ? 0 : 1);";
  return run(process.execPath, ['--input-type=module', '-e', check], { cwd: root }).then(
    () => true,
    () => false,
  );
}

let stampedRightAfterBuild = false;
let dataDir: string;
let baseUrl: string;
let server: ReturnType<typeof spawn>;
let output = '';

beforeAll(async () => {
  // Builds when a source changed since the last build (as `npm start` does).
  await run(process.execPath, ['scripts/ensure-build.mjs'], { cwd: root });
  stampedRightAfterBuild = await buildIsCurrent();
  dataDir = await mkdtemp(path.join(tmpdir(), 'arrenda-built-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [bundle], {
    cwd: dataDir,
    // Only what a production install sets: no variable of the test run leaks in.
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  await untilAnswers(`${baseUrl}/api/config`, Date.now() + 60_000).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${output}`);
  });
}, 300_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the built server', () => {
  it('answers the API', async () => {
    const response = await fetch(`${baseUrl}/api/config`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ appName: 'Arrenda' });
  });

  it('is live and ready: migrations applied, files writable', async () => {
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    const ready = await fetch(`${baseUrl}/api/ready`);
    expect(ready.status, await ready.clone().text()).toBe(200);
  });

  it('serves the built web app', async () => {
    const response = await fetch(`${baseUrl}/entities`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it("names each page's own code and styles in its HTML, to load with the app's", async () => {
    const manifest = JSON.parse(
      await readFile(path.join(root, 'apps/web/dist/.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string; css?: string[] }>;
    for (const [page, module] of [
      ['/entities/12', 'src/app/routes/entities/overview.tsx'],
      ['/entities/12/properties?page=2', 'src/app/routes/properties/list.tsx'],
      ['/entities/12/properties/40', 'src/app/routes/properties/view.tsx'],
    ] as const) {
      const chunk = manifest[module];
      const html = await (await fetch(`${baseUrl}${page}`)).text();
      expect(html, page).toContain('<div id="root"></div>');
      expect(html, page).toContain(`<link rel="modulepreload" crossorigin href="/${chunk?.file}">`);
      for (const css of chunk?.css ?? [])
        expect(html, page).toContain(`<link rel="stylesheet" crossorigin href="/${css}">`);
    }
  });

  it('leaves zod and the phone numbers library out of the code the overview and lists load first', async () => {
    const assets = path.join(root, 'apps/web/dist');
    const manifest = JSON.parse(await readFile(path.join(assets, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[] }
    >;
    // Markers of each library's code, which minifying keeps: zod's error class, the phone metadata's.
    const markers = { zod: 'ZodError', 'libphonenumber-js': 'countryCallingCodes' };
    for (const module of ['src/app/routes/entities/overview.tsx', 'src/app/routes/properties/list.tsx']) {
      const files = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || files.has(chunk.file)) return;
        files.add(chunk.file);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      visit(module);
      const code = (
        await Promise.all([...files].map((file) => readFile(path.join(assets, file), 'utf8')))
      ).join('');
      const found = Object.entries(markers).filter(([, marker]) => code.includes(marker));
      expect(
        found.map(([library]) => library),
        module,
      ).toEqual([]);
    }
  });

  it('serves the public pages drawn by the build, in the visitor language', async () => {
    const pages: [string, string, string, string][] = [
      ['/', 'pt-PT,pt;q=0.9', 'pt', 'Gestão de arrendamentos · Arrenda'],
      ['/', 'en-GB,en;q=0.9', 'en', 'Rental management · Arrenda'],
      ['/login', 'pt-BR', 'pt', 'Iniciar sessão · Arrenda'],
      ['/registration', 'en', 'en', 'Create your account · Arrenda'],
    ];
    for (const [path, acceptLanguage, language, title] of pages) {
      const response = await fetch(`${baseUrl}${path}`, { headers: { 'accept-language': acceptLanguage } });
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${language}">`);
      expect(html, path).toContain(`<title>${title}</title>`);
      // The page itself, inert until the app takes over, and the styles PrimeReact would add to its
      // forms (the landing page draws none of its components): painted before any script runs,
      // which public/load-app.js loads afterwards.
      expect(html, path).toMatch(/<div id="root" data-prerendered inert>.*<div class="layout">.*<h1[ >]/s);
      if (path !== '/') expect(html, path).toContain('data-primereact-style-id="base"');
      expect(html, path).toMatch(
        /<script defer src="\/load-app.js" data-entry="\/assets\/index-[\w-]+\.js"><\/script>/,
      );
      expect(html, path).not.toContain('type="module"');
    }
  });

  it('logs JSON in production', () => {
    const first = output.split('\n').find((line) => line.trim());
    expect(() => JSON.parse(first ?? '')).not.toThrow();
  });

  it('loads the AWS SDK only when S3 storage is configured', async () => {
    const code = await readFile(bundle, 'utf8');
    expect(code).not.toMatch(/^import .* from "@aws-sdk\/client-s3";$/m);
    expect(code).toContain('import("@aws-sdk/client-s3")');
  });

  it('loads the Redis client only when Redis is configured', async () => {
    const code = await readFile(bundle, 'utf8');
    expect(code).not.toMatch(/^import .* from "ioredis";$/m);
    expect(code).toContain('import("ioredis")');
  });

  it("builds the web app for production, even from a test run's environment", async () => {
    const assets = await readdir(path.join(root, 'apps/web/dist/assets'));
    expect(assets.some((name) => name.startsWith('index-') && name.endsWith('.js'))).toBe(true);
    expect(assets.filter((name) => name.includes('jsx-dev-runtime'))).toEqual([]);
    // React Router's production files (apps/web/vite.config.ts), without its development warnings.
    const code = await Promise.all(
      assets
        .filter((name) => name.endsWith('.js'))
        .map((name) => readFile(path.join(root, 'apps/web/dist/assets', name), 'utf8')),
    );
    expect(code.filter((text) => text.includes('Please change the parent <Route path'))).toEqual([]);
  });

  it("cuts PrimeIcons' font and rules down to the icons the app's code names", async () => {
    const assets = path.join(root, 'apps/web/dist/assets');
    const names = await readdir(assets);
    const css = (
      await Promise.all(
        names
          .filter((name) => name.endsWith('.css'))
          .map((name) => readFile(path.join(assets, name), 'utf8')),
      )
    ).join('');
    const sources = path.join(root, 'apps/web/src');
    // The build leaves the tests out of its scan (apps/web/icon-font.ts): so does this check.
    const files = (await readdir(sources, { recursive: true })).filter(
      (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name),
    );
    const code = (await Promise.all(files.map((name) => readFile(path.join(sources, name), 'utf8')))).join(
      '',
    );
    const full = await readFile(path.join(root, 'node_modules/primeicons/primeicons.css'), 'utf8');
    const glyphs = new Set([...full.matchAll(/\.pi-([a-z0-9-]+):before/g)].map((match) => match[1]));
    const named = new Set([...code.matchAll(/\bpi-([a-z0-9]+(?:-[a-z0-9]+)*)/g)].map((match) => match[1]));
    const icons = [...named].filter((name) => glyphs.has(name));
    expect(icons.length).toBeGreaterThan(40);
    expect(icons.filter((name) => !css.includes(`.pi-${name}:before`))).toEqual([]);
    // Only those: the whole set has some 300.
    expect([...css.matchAll(/\.pi-[a-z0-9-]+:before/g)].length).toBeLessThan(icons.length + 10);
    const fonts = names.filter((name) => /^primeicons-.*\.(woff2|woff|ttf|eot|svg)$/.test(name));
    expect(fonts).toHaveLength(1);
    expect((await readFile(path.join(assets, fonts[0] as string))).length).toBeLessThan(15_000);
  });

  it('stamps the build with the sources it was built from', () => {
    expect(stampedRightAfterBuild).toBe(true);
  });

  it('is not rebuilt while the sources are unchanged', async (context) => {
    if (!(await buildIsCurrent()))
      context.skip('a source was edited since the build (a working tree in use)');
    const { stdout, stderr } = await run(process.execPath, ['scripts/ensure-build.mjs'], { cwd: root });
    expect(stdout + stderr).toBe('');
  });
});
