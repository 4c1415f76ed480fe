// The unit tests that need no browser (core, and the server on the embedded database) under each
// supported major of Node.js other than the one installed, fetched by npx from the npm registry.
// Arguments go to Vitest, e.g. `npm run test:node-versions -- packages/core`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const OTHER_MAJORS = ['22', '24'];
const root = path.resolve(import.meta.dirname, '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');

for (const major of OTHER_MAJORS) {
  console.log(`\n== Node.js ${major}`);
  const vitestArgs = ['run', '--project', 'core', '--project', 'server-pglite', ...process.argv.slice(2)];
  const npx = ['-y', '-p', `node@${major}`, '--', 'node', vitest, ...vitestArgs];
  const result = spawnSync('npx', npx, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
