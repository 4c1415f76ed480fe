import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client';
import { benchAppEnv, ensureDatabase, login } from './bench-app';
import { measure } from './measure';
import { routeArgs } from './route-args';
import { benchEmail, removeBenchPayments, seedPortfolio } from './seed';
import { POSTGRES_NODE_OPTIONS, startServerProcess } from './server-process';
import { targets } from './targets';

/**
 * Where the server's time goes on one bench route under load: `npm run bench:profile -- <scale>
 * <part of the route's name>` runs the built server with V8's CPU profiler, loads the route (20
 * connections, 10 s) and prints the share of the server's time per package and per function. What
 * to read before making a route faster on the Node side (bench:explain is the database's side).
 */
const root = path.resolve(import.meta.dirname, '..');
const PORT = 3403;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The `count` largest shares of `totals`, one line each. */
function top(totals: Map<string, number>, all: number, count: number) {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => `${((micros / all) * 100).toFixed(1).padStart(5)} %  ${name}`)
    .join('\n');
}

function summarize(profile: Profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, n) => {
    const micros = profile.timeDeltas[n] ?? 0;
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return;
    all += micros;
    const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(frame.url)?.[1];
    const where =
      pkg ??
      (frame.url.includes('/dist/')
        ? 'the app'
        : frame.url.startsWith('node:')
          ? 'node'
          : frame.functionName);
    byPackage.set(where, (byPackage.get(where) ?? 0) + micros);
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  });
  const total = all === 0 ? 1 : all;
  return `by package:\n${top(byPackage, total, 15)}\n\nby function:\n${top(byFunction, total, 25)}`;
}

async function main() {
  const { scale, wanted } = routeArgs();
  const url = await ensureDatabase();
  const database = await openDatabase({ url });
  const profiles = await mkdtemp(path.join(tmpdir(), 'arrenda-profile-'));
  try {
    const portfolio = await seedPortfolio(database.db, scale);
    const target = targets(portfolio).find((t) => t.name.toLowerCase().includes(wanted));
    if (!target) throw new Error(`no route named like "${wanted}"`);
    const server = await startServerProcess(
      'apps/server/dist/main.js',
      root,
      PORT,
      benchAppEnv(url),
      '/api/config',
      [...POSTGRES_NODE_OPTIONS, '--cpu-prof', `--cpu-prof-dir=${profiles}`],
    );
    try {
      const headers = await login(server.url, benchEmail(scale));
      console.log(
        JSON.stringify(await measure(server.url, headers, target, { seconds: 10, connections: 20 })),
      );
    } finally {
      await server.stop();
    }
    await removeBenchPayments(database.db, [portfolio.rentId, ...portfolio.unpaid.map((u) => u.rentId)]);
    const [file] = await readdir(profiles);
    if (!file) throw new Error('the server wrote no profile');
    console.log(summarize(JSON.parse(await readFile(path.join(profiles, file), 'utf8')) as Profile));
  } finally {
    await database.close();
    await rm(profiles, { recursive: true, force: true });
  }
}

await main();
