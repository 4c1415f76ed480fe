import { readFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { type Db, openDatabase } from '../apps/server/src/db/client';
import { BENCH_DATABASE as DATABASE, ensureDatabase, login, startBenchApp } from './bench-app';
import { type Measure, measure, type Target } from './measure';
import { writeMainResults } from './results-file';
import {
  BENCH_PASSWORD,
  BENCH_PAYMENT,
  benchEmail,
  type Portfolio,
  removeBenchPayments,
  seedPortfolio,
} from './seed';
import { startServerProcess } from './server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const LOAD = { seconds: SECONDS, connections: CONNECTIONS };
/** One request at a time: its p50 is what a request costs, without waiting behind others. */
const ALONE = { seconds: 3, connections: 1 };

interface RouteMeasure extends Measure {
  aloneP50: number;
  /** Median ms of a read right after a write to the entity: computed afresh, not a kept answer. */
  afterWrite: number | null;
}

const AFTER_WRITE_SAMPLES = 7;

/** Times the read after each of a few payments: what a read costs when the entity has just changed. */
async function readAfterWrite(
  baseUrl: string,
  headers: Record<string, string>,
  target: Target,
  write: Target,
) {
  const times: number[] = [];
  for (let n = 0; n < AFTER_WRITE_SAMPLES; n++) {
    const written = await fetch(`${baseUrl}${write.path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(write.body),
    });
    if (!written.ok) throw new Error(`${write.name}: ${written.status}`);
    const started = performance.now();
    const read = await fetch(`${baseUrl}${target.path}`, { headers });
    await read.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? null;
}

async function measureRoute(
  baseUrl: string,
  headers: Record<string, string>,
  target: Target,
  write?: Target,
): Promise<RouteMeasure> {
  const afterWrite = write && !target.method ? await readAfterWrite(baseUrl, headers, target, write) : null;
  const alone = await measure(baseUrl, headers, target, ALONE);
  const loaded = await measure(baseUrl, headers, target, LOAD);
  return { ...loaded, aloneP50: alone.p50, afterWrite };
}
const APP_PORT = 3400;
const BARE_PORT = 3401;
const root = path.resolve(import.meta.dirname, '..');

const targets = (p: Portfolio): Target[] => {
  const e = `/api/entities/${p.entityId}`;
  const rents = `${e}/properties/${p.propertyId}/contracts/${p.contractId}/rents`;
  return [
    { name: 'property list', path: `${e}/properties` },
    { name: 'contract list', path: `${e}/contracts` },
    { name: 'entity overview', path: `${e}/overview` },
    { name: 'finance summary (a year)', path: `${e}/financeSummary?startDate=2026-01-15&endDate=2026-12-15` },
    { name: 'rent list of a contract', path: rents },
    {
      name: 'create payment',
      path: `${rents}/${p.rentId}/payments`,
      method: 'POST',
      body: { currencyId: 1, paymentDate: '2026-11-20', amount: BENCH_PAYMENT },
    },
  ];
};

async function bareCeiling(): Promise<RouteMeasure> {
  const bare = await startServerProcess('bench/bare-server.ts', root, BARE_PORT, {}, '/');
  try {
    return await measureRoute(bare.url, {}, { name: 'bare Fastify route', path: '/' });
  } finally {
    await bare.stop();
  }
}

/** The gzip size of the entry script of the built web app (apps/web/dist). */
async function entryChunkGzip() {
  const dist = path.join(root, 'apps/web/dist');
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const src = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('no entry script in apps/web/dist/index.html: run npm run build');
  return gzipSync(await readFile(path.join(dist, src))).length;
}

/** What the browser shows how fast, in ms from opening the page, logged in, in Chromium. */
interface BrowserTimes {
  /** Property list: its rows shown. */
  propertyList: number;
  /** Entity overview: its figures (the totals), then its period summary table. */
  overviewFigures: number;
  overviewSummary: number;
}

/** The issue 21 goal: the entity overview's figures within a second of opening it. */
const OVERVIEW_FIGURES_GOAL_MS = 1000;

async function browserTimes(baseUrl: string, email: string, entityId: number): Promise<BrowserTimes> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(BENCH_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/entities/);
    let started = Date.now();
    await page.goto(`${baseUrl}/entities/${entityId}/properties`);
    await page.getByRole('row').nth(2).waitFor();
    const propertyList = Date.now() - started;

    started = Date.now();
    await page.goto(`${baseUrl}/entities/${entityId}`);
    await page.getByRole('region', { name: 'Totals' }).getByText('Total debt').waitFor();
    const overviewFigures = Date.now() - started;
    await page
      .getByRole('region', { name: /^Period summary/ })
      .getByRole('row')
      .nth(2)
      .waitFor();
    const overviewSummary = Date.now() - started;
    return { propertyList, overviewFigures, overviewSummary };
  } finally {
    await browser.close();
  }
}

interface Run {
  scale: number;
  measures: RouteMeasure[];
}

/** The app as in production, on the bench database, on the bench's port. */
const startApp = (url: string) => startBenchApp(url, APP_PORT);

async function runAt(url: string, scale: number, withBrowser: boolean) {
  const database = await openDatabase({ url });
  try {
    return await measureAt(url, database.db, scale, withBrowser);
  } finally {
    await database.close();
  }
}

async function measureAt(url: string, db: Db, scale: number, withBrowser: boolean) {
  const seeded = Date.now();
  const portfolio = await seedPortfolio(db, scale);
  console.log(`portfolio ×${scale} ready in ${Date.now() - seeded} ms`);
  const email = benchEmail(scale);
  const measures: RouteMeasure[] = [];
  // A fresh server per route: requests a slow route leaves running must not weigh on the next one.
  const all = targets(portfolio);
  const write = all.find((target) => target.method === 'POST');
  for (const target of all) {
    const app = await startApp(url);
    try {
      measures.push(await measureRoute(app.url, await login(app.url, email), target, write));
      console.log(JSON.stringify(measures.at(-1)));
    } finally {
      await app.stop();
    }
  }
  await removeBenchPayments(db, portfolio.rentId);
  let browser: BrowserTimes | null = null;
  if (withBrowser) {
    const app = await startApp(url);
    try {
      browser = await browserTimes(app.url, email, portfolio.entityId);
    } finally {
      await app.stop();
    }
  }
  return { run: { scale, measures } satisfies Run, browser };
}

const row = (m: RouteMeasure) =>
  `| ${m.name} | ${m.afterWrite === null ? '-' : m.afterWrite.toFixed(1)} | ${m.aloneP50.toFixed(1)} | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} | ${m.p99.toFixed(1)} | ${m.requestsPerSecond} | ${m.errors} |`;

async function main() {
  const url = await ensureDatabase();
  const full = await runAt(url, 1, true);
  const tenth = await runAt(url, 0.1, false);
  const bare = await bareCeiling();
  const gzip = await entryChunkGzip();
  const header =
    '| route | after a write ms | p50 alone ms | p50 ms | p95 ms | p99 ms | requests/s | errors |\n|---|---|---|---|---|---|---|---|';
  const ratios = full.run.measures
    .map((m, n) => {
      const small = tenth.run.measures[n];
      const ratio = (full: number | null | undefined, part: number | null | undefined) =>
        full == null || part == null ? '-' : (full / Math.max(part, 0.1)).toFixed(1);
      return `| ${m.name} | ${ratio(m.afterWrite, small?.afterWrite)} | ${ratio(m.p50, small?.p50)} | ${((m.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1)} % |`;
    })
    .join('\n');
  const text = `# Benchmark results

${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB,
Node ${process.version}, PostgreSQL (${DATABASE}), ${CONNECTIONS} connections, ${SECONDS} s per route, load
generator (wrk) on the same cores; the app runs as in production, in a process of its own,
restarted for each route. A route at 0 requests/s completed no request within its run.

The entity's lists and figures are kept per entity and URL until the entity changes (any committed
write to its rows counts a revision, read by every request) or the quarter hour ends, so the loaded
runs, which only read, measure kept answers. "After a write" is the median of ${AFTER_WRITE_SAMPLES} reads, each right
after a payment is created: the answer computed afresh from the database. "p50 alone" is the median
with one connection (${ALONE.seconds} s). "Create payment" pays one rent from all connections: each
payment waits for the one before to release the rent's row.

## Full portfolio (1,000 properties, 3,000 tenants, 2,000 contracts, ~95,000 rents, 20,000 expenses)

${header}
${full.run.measures.map(row).join('\n')}
${row(bare)}

## A tenth of it

${header}
${tenth.run.measures.map(row).join('\n')}

## Growth and ceiling

| route | after a write, full / tenth | p50 full / p50 tenth | requests/s vs bare Fastify |
|---|---|---|---|
${ratios}

## Web

- Entry chunk: ${(gzip / 1024).toFixed(1)} KB gzip.
- Property list interactive (logged in, rows shown): ${full.browser?.propertyList ?? '-'} ms in Chromium.
- Entity overview, figures shown (goal: under ${OVERVIEW_FIGURES_GOAL_MS} ms): ${full.browser?.overviewFigures ?? '-'} ms;
  its period summary's rows shown: ${full.browser?.overviewSummary ?? '-'} ms.
`;
  await writeMainResults(text);
  console.log(text);
}

await main();
