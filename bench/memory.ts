import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '../apps/server/src/db/client';
import { login, postJson } from './bench-app';
import { measure } from './measure';
import { writeSection } from './results-file';
import { BENCH_PAYMENT, benchEmail, type Portfolio, removeBenchPayments, seedPortfolio } from './seed';
import { startServerProcess } from './server-process';
import { targets } from './targets';

/**
 * The embedded database (PGlite, the zero set-up default) with the bench's 1,000-property
 * portfolio: the server's memory serving the main screens (the built server, apps/server/dist, in a
 * process of its own, its resident memory sampled from /proc on Linux, its peak (VmHWM) at the end),
 * then what each of the main bench's reads costs alone, one request at a time.
 */
const root = path.resolve(import.meta.dirname, '..');
const DATA_DIR = path.join(root, 'bench/.data/memory');
const PORT = 3402;
const GOAL_MB = 400;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 10;
const WRITES = 5;
/** The goal for every page on the embedded database, one request at a time. */
const ALONE_GOAL_MS = 100;
const ALONE_SECONDS = 3;

const mb = (kb: number) => Math.round(kb / 1024);

/** A field of /proc/<pid>/status in kB (VmRSS now, VmHWM the peak so far). */
function statusKb(pid: number, field: 'VmRSS' | 'VmHWM') {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
}

async function seed(): Promise<Portfolio> {
  await mkdir(DATA_DIR, { recursive: true });
  const database = await openDatabase({ dataDir: path.join(DATA_DIR, 'db') });
  try {
    const started = Date.now();
    const portfolio = await seedPortfolio(database.db, 1);
    console.log(`portfolio ready in ${Date.now() - started} ms`);
    await removeBenchPayments(database.db, portfolio.rentId);
    return portfolio;
  } finally {
    await database.close();
  }
}

/** The built server as in production, on the memory bench's data folder. */
function startServer() {
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!existsSync(main)) throw new Error('no apps/server/dist/main.js: run npm run build');
  return startServerProcess(
    main,
    root,
    PORT,
    {
      DATA_DIR,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      RATE_LIMIT_SCALE: '1000',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    },
    '/api/config',
  );
}

/** The reads behind the main screens, as the web makes them: a page of each list and its totals. */
const screens = (p: Portfolio) => {
  const e = `/api/entities/${p.entityId}`;
  const page = 'page=1&pageSize=25';
  const year = 'startDate=2026-01-15&endDate=2026-12-15';
  return [
    `${e}/properties?view=PARENT_PROPERTIES&${page}`,
    `${e}/properties/totals?view=PARENT_PROPERTIES`,
    `${e}/properties/summary?page=1&pageSize=50`,
    `${e}/contracts?filter=ACTIVE&${page}`,
    `${e}/overview?page=1&pageSize=10`,
    `${e}/overview/totals`,
    `${e}/financeSummary?${year}&page=1&pageSize=10`,
    `${e}/financeSummary/totals?${year}`,
    `${e}/tenants?view=ACTIVE_TENANTS&${page}`,
    `${e}/expenses?global=true&page=1&pageSize=10`,
    `${e}/properties/${p.propertyId}/overview`,
    `${e}/properties/${p.propertyId}/contracts/${p.contractId}/rents?page=1&pageSize=10`,
  ];
};

async function get(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
}

/** Every screen once, one after the other. */
async function pass(base: string, headers: Record<string, string>, paths: string[]) {
  for (const p of paths) await get(`${base}${p}`, headers);
}

/** `CONNECTIONS` clients reading the screens in turn for `seconds`. */
async function load(base: string, headers: Record<string, string>, paths: string[], seconds: number) {
  const until = Date.now() + seconds * 1000;
  let requests = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, client) => {
      for (let n = client; Date.now() < until; n++) {
        await get(`${base}${paths[n % paths.length]}`, headers);
        requests++;
      }
    }),
  );
  return requests;
}

/** Each read of the main bench, one connection, as the embedded database serves it. */
async function measureAlone(url: string, headers: Record<string, string>, portfolio: Portfolio) {
  const rows: string[] = [];
  for (const target of targets(portfolio).filter((t) => !t.method)) {
    const m = await measure(url, headers, target, { seconds: ALONE_SECONDS, connections: 1 });
    const verdict = m.p95 < ALONE_GOAL_MS && m.errors === 0 ? 'yes' : '**no**';
    rows.push(
      `| ${target.name} | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} | ${m.requestsPerSecond} | ${verdict} |`,
    );
    console.log(rows.at(-1));
  }
  const text = `## Embedded database, one request at a time

The same server and portfolio right after the memory run, each read of the main bench alone (wrk, one
connection, ${ALONE_SECONDS} s): goal p95 under ${ALONE_GOAL_MS} ms.

| route | p50 ms | p95 ms | requests/s | under the goal |
|---|---|---|---|---|
${rows.join('\n')}
`;
  await writeSection('embedded', text);
  console.log(text);
}

async function main() {
  const portfolio = await seed();
  const { url, pid, stop } = await startServer();
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(statusKb(pid, 'VmRSS')), 100);
  try {
    await sleep(2000);
    const idle = statusKb(pid, 'VmRSS');
    const headers = await login(url, benchEmail(1));
    const paths = screens(portfolio);
    await pass(url, headers, paths);
    const afterPass = statusKb(pid, 'VmRSS');
    const requests = await load(url, headers, paths, LOAD_SECONDS);
    // Each write marks kept figures out of date: the reads after it recompute them.
    const rents = `${url}/api/entities/${portfolio.entityId}/properties/${portfolio.propertyId}/contracts/${portfolio.contractId}/rents`;
    for (let n = 0; n < WRITES; n++) {
      const paid = await postJson(`${rents}/${portfolio.rentId}/payments`, headers, {
        currencyId: 1,
        paymentDate: '2026-11-20',
        amount: BENCH_PAYMENT,
      });
      if (!paid.ok) throw new Error(`payment: ${paid.status}`);
      await load(url, headers, paths, 1);
    }
    const peak = statusKb(pid, 'VmHWM');
    const end = statusKb(pid, 'VmRSS');
    const p95 = [...samples].sort((a, b) => a - b)[Math.floor(samples.length * 0.95)] ?? Number.NaN;
    const verdict = mb(peak) < GOAL_MB ? 'under' : 'OVER';
    const text = `## Memory on the embedded database

${new Date().toISOString().slice(0, 10)}, \`npm run bench:memory\`: the built server (\`apps/server/dist/main.js\`, production
mode, daily jobs on) on PGlite with the full portfolio (1,000 properties, 2,000 contracts, ~100,000
rents, 20,000 expenses), on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.
Resident memory (RSS) of the server process, goal under ${GOAL_MB} MB:

| moment | RSS MB |
|---|---|
| started, idle | ${mb(idle)} |
| after one pass over the ${paths.length} main screens' reads | ${mb(afterPass)} |
| 95th percentile while serving (${CONNECTIONS} clients × ${LOAD_SECONDS} s, ${requests} requests, then ${WRITES} writes each followed by fresh reads) | ${mb(p95)} |
| end | ${mb(end)} |
| **peak (VmHWM)** | **${mb(peak)}** (${verdict} the goal) |
`;
    await writeSection('memory', text);
    console.log(text);
    await measureAlone(url, headers, portfolio);
  } finally {
    clearInterval(sampler);
    await stop();
    const database = await openDatabase({ dataDir: path.join(DATA_DIR, 'db') });
    await removeBenchPayments(database.db, portfolio.rentId);
    await database.close();
  }
}

await main();
