// The production build: the web app (Vite) into apps/web/dist with its public pages drawn, then the server bundled by esbuild
// into apps/server/dist (its own code, receipts' JSX and @arrenda/core; the packages of
// node_modules stay imports, installed as production dependencies), then the build stamp.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { build as viteBuild } from 'vite';
import { root, serverDist, sourceHash, writeStamp } from './build-stamp.mjs';

/** Every program run in production, by output name (dist/<name>.js). */
const SERVER_ENTRIES = {
  main: 'apps/server/src/main.ts',
  ops: 'apps/server/src/ops/cli.ts',
};

// A production build whoever starts it: a test run that builds (NODE_ENV=test) would otherwise get
// React's development build, which the next `npm start` would serve as current.
process.env.NODE_ENV = 'production';

const hash = sourceHash();
await viteBuild({
  root: path.join(root, 'apps/web'),
  configFile: path.join(root, 'apps/web/vite.config.ts'),
  mode: 'production',
});
// In a process of its own: it installs a browser's globals (jsdom) to run the app.
execFileSync(process.execPath, [path.join(root, 'scripts/prerender.mjs')], { stdio: 'inherit' });

rmSync(serverDist, { recursive: true, force: true });
await esbuild.build({
  absWorkingDir: root,
  entryPoints: SERVER_ENTRIES,
  outdir: serverDist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  // The workspace package is TypeScript source: bundled, not imported at run time.
  alias: { '@arrenda/core': './packages/core/src/index.ts' },
  sourcemap: true,
  logLevel: 'warning',
});
writeStamp(hash);
console.log(`server bundled into ${path.relative(root, serverDist)}`);
