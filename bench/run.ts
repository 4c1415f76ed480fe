import { get } from 'node:http';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../apps/server/src/db/client';
import { BENCH_DATABASE as DATABASE, ensureDatabase, login, postJson, startBenchApp } from './bench-app';
import { codeGzip } from './code-size';
import { type CpuPerRequest, cpuPerRequest, cpuSnapshot } from './cpu-split';
import { driverCeiling } from './driver-ceiling';
import { type Explained, explainRoute } from './explain';
import { type Measure, measure, type Target } from './measure';
import { writeMainResults } from './results-file';
import { BENCH_PASSWORD, benchEmail, removeBenchPayments, seedPortfolio } from './seed';
import { startServerProcess } from './server-process';
import { targets } from './targets';
import { targetsTable } from './targets-table';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const LOAD = { seconds: SECONDS, connections: CONNECTIONS };
/** One request at a time: its p50 is what a request costs, without waiting behind others. */
const ALONE = { seconds: 3, connections: 1 };
/** The driver ceiling's run: the read's SQL alone, as many connections as the loaded run. */
const DRIVER = { seconds: 5, connections: CONNECTIONS };

interface RouteMeasure extends Measure {
  aloneP50: number;
  /** Median ms of a read right after a write to the entity: computed afresh, not a kept answer. */
  afterWrite: number | null;
  /** The answer's size in KB as JSON, uncompressed (as wrk reads it); null for a write. */
  kb: number | null;
  /** The answer's size in KB as a browser downloads it (compressed); null for a write. */
  sentKb: number | null;
  /** Payments that landed while the read was loaded (one every WRITE_EVERY_MS); null for a write. */
  paymentsMeanwhile: number | null;
  /** The read's statements sent straight through the driver: sequences per second; null for a write. */
  driverPerSecond?: number | null;
  /** Where the loaded run's CPU went, per request. */
  cpu: CpuPerRequest;
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
    const written = await postJson(`${baseUrl}${write.path}`, headers, write.body);
    if (!written.ok) throw new Error(`${write.name}: ${written.status}`);
    const started = performance.now();
    const read = await fetch(`${baseUrl}${target.path}`, { headers });
    await read.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? null;
}

/** What Chromium asks for: the server answers in brotli. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** The bytes of a read's body as they come over the wire, asking for `encoding` (not decoded). */
function bodyBytes(url: string, headers: Record<string, string>, encoding: string) {
  return new Promise<number>((resolve, reject) => {
    const request = get(url, { headers: { ...headers, 'accept-encoding': encoding } }, (answer) => {
      if (answer.statusCode !== 200) reject(new Error(`${url}: ${answer.statusCode}`));
      let bytes = 0;
      answer.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      answer.on('end', () => resolve(bytes));
      answer.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The size of a read's answer: the JSON uncompressed, and what a browser downloads. */
async function answerKb(baseUrl: string, headers: Record<string, string>, target: Target) {
  const url = `${baseUrl}${target.path}`;
  const [json, sent] = await Promise.all([
    bodyBytes(url, headers, 'identity'),
    bodyBytes(url, headers, BROWSER_ENCODINGS),
  ]);
  return { kb: json / 1024, sentKb: sent / 1024 };
}

/** The machine's 1-minute load average after each route: other work on the cores shows in it. */
const loads: number[] = [];

/** How often a payment lands while a read is loaded: payments arriving all day. */
const WRITE_EVERY_MS = 100;

/**
 * Pays the rents of `writes` in turn, one every WRITE_EVERY_MS, until `stop` resolves: while they
 * land, every loaded read recomputes what the last payment marked (nothing is kept from before).
 */
async function payWhile(
  baseUrl: string,
  headers: Record<string, string>,
  writes: Target,
  stop: Promise<unknown>,
) {
  let stopped = false;
  void stop.then(() => {
    stopped = true;
  });
  const paths = writes.paths ?? [writes.path];
  let count = 0;
  for (let n = 0; !stopped; n++) {
    const started = Date.now();
    const paid = await postJson(`${baseUrl}${paths[n % paths.length]}`, headers, writes.body);
    await paid.arrayBuffer();
    if (paid.ok) count++;
    await sleep(Math.max(0, WRITE_EVERY_MS - (Date.now() - started)));
  }
  return count;
}

async function measureRoute(
  app: { url: string; pid: number },
  headers: Record<string, string>,
  target: Target,
  write?: Target,
  writes?: Target,
): Promise<RouteMeasure> {
  const baseUrl = app.url;
  loads.push(loadavg()[0] ?? 0);
  // The run alone first: the reads after a write then find the server's connections open and
  // PostgreSQL's catalog caches filled, as on a server that has been up, and measure the write's
  // effect rather than a new connection's first statements.
  const alone = await measure(baseUrl, headers, target, ALONE);
  const afterWrite = write && !target.method ? await readAfterWrite(baseUrl, headers, target, write) : null;
  const { kb, sentKb } = target.method
    ? { kb: null, sentKb: null }
    : await answerKb(baseUrl, headers, target);
  const before = cpuSnapshot(app.pid);
  const loading = measure(baseUrl, headers, target, LOAD);
  // A read is loaded while payments land; a write (or the bare route) alone.
  const [loaded, paymentsMeanwhile] = await Promise.all([
    loading,
    writes && !target.method ? payWhile(baseUrl, headers, writes, loading) : null,
  ]);
  const cpu = cpuPerRequest(before, cpuSnapshot(app.pid), loaded.requests);
  return { ...loaded, aloneP50: alone.p50, afterWrite, kb, sentKb, paymentsMeanwhile, cpu };
}
const APP_PORT = 3400;
const BARE_PORT = 3401;
const root = path.resolve(import.meta.dirname, '..');

async function bareCeiling(): Promise<RouteMeasure> {
  const bare = await startServerProcess('bench/bare-server.ts', root, BARE_PORT, {}, '/');
  try {
    return await measureRoute(bare, {}, { name: 'bare Fastify route', path: '/' });
  } finally {
    await bare.stop();
  }
}

/** What the browser shows how fast, in ms from opening the page, logged in, in Chromium. */
interface BrowserTimes {
  /** Property list: its rows shown, ms from the navigation's start (median of PROPERTY_LIST_LOADS). */
  propertyList: number;
  /** Entity overview: its figures (the totals), then its period summary table. */
  overviewFigures: number;
  overviewSummary: number;
}

/** The issue 21 goal: the entity overview's figures within a second of opening it. */
const OVERVIEW_FIGURES_GOAL_MS = 1000;
/** The issue 24 goal: the property list's rows within half a second, at both scales. */
const PROPERTY_LIST_GOAL_MS = 500;

/** The property list is opened this many times; its time is their median (the first loads its chunks). */
const PROPERTY_LIST_LOADS = 5;
const ROWS_SHOWN = '__benchRowsShown';
/**
 * Notes, in the page itself, the instant from the navigation's start when a table first shows two
 * body rows: the browser's own clock, without the test driver's polling of the page (its role
 * queries walk the whole page on the same thread) weighing on what it measures.
 */
const ROWS_OBSERVER = `new MutationObserver((_, observer) => {
  if (document.querySelectorAll('tbody tr').length >= 2) {
    window.${ROWS_SHOWN} = performance.now();
    observer.disconnect();
  }
}).observe(document, { childList: true, subtree: true });`;

async function browserTimes(baseUrl: string, email: string, entityId: number): Promise<BrowserTimes> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.addInitScript(ROWS_OBSERVER);
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(BENCH_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/entities/);
    const loads: number[] = [];
    for (let n = 0; n < PROPERTY_LIST_LOADS; n++) {
      await page.goto(`${baseUrl}/entities/${entityId}/properties`);
      // Functions, not strings: the app's Content-Security-Policy forbids evaluating text.
      const shown = await page.waitForFunction(
        (key) => (globalThis as unknown as Record<string, number | undefined>)[key],
        ROWS_SHOWN,
        { polling: 50 },
      );
      loads.push(Number(await shown.jsonValue()));
    }
    const propertyList = Math.round(loads.sort((a, b) => a - b)[Math.floor(loads.length / 2)] ?? 0);

    const started = Date.now();
    await page.goto(`${baseUrl}/entities/${entityId}`);
    await page.getByRole('region', { name: 'Totals' }).getByText('Total debt').waitFor();
    const overviewFigures = Date.now() - started;
    // The period summary is drawn once the reader scrolls near it: go down to it, as a reader does.
    await page.locator('.finance-summary-slot').scrollIntoViewIfNeeded();
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
  /** How long seeding took, null when the portfolio was there already. */
  seededMs: number | null;
  measures: RouteMeasure[];
  /** The slowest read after a write and the statements its request ran, slowest first. */
  explained: { route: string; statements: Explained[] } | null;
}

/** The app as in production, on the bench database, on the bench's port. */
const startApp = (url: string) => startBenchApp(url, APP_PORT);

async function runAt(url: string, scale: number, withBrowser: boolean, explain: boolean, only = '') {
  const database = await openDatabase({ url });
  try {
    return await measureAt(url, database.db, scale, withBrowser, explain, only);
  } finally {
    await database.close();
  }
}

async function measureAt(
  url: string,
  db: Db,
  scale: number,
  withBrowser: boolean,
  explain: boolean,
  only: string,
) {
  const seeded = Date.now();
  const portfolio = await seedPortfolio(db, scale);
  const seededMs = portfolio.created ? Date.now() - seeded : null;
  console.log(`portfolio ×${scale} ready in ${Date.now() - seeded} ms`);
  const email = benchEmail(scale);
  const measures: RouteMeasure[] = [];
  // A fresh server per route: requests a slow route leaves running must not weigh on the next one.
  const all = targets(portfolio);
  const write = all.find((target) => target.method === 'POST');
  const writes = all.find((target) => target.paths);
  for (const target of all.filter((t) => t.name.toLowerCase().includes(only))) {
    // The PostgreSQL of the bench machines runs without autovacuum: the rows the payments and
    // refreshes rewrite (kept figures, period totals) pile up dead from one route to the next
    // (173,570 dead beside 22,000 kept contract rows after one run), which a production server's
    // autovacuum clears. Each route starts from the tables as autovacuum would keep them.
    await db.execute(sql`vacuum`);
    const app = await startApp(url);
    try {
      measures.push(await measureRoute(app, await login(app.url, email), target, write, writes));
    } finally {
      await app.stop();
    }
    const measured = measures.at(-1);
    if (measured && !target.method) {
      measured.driverPerSecond = (await driverCeiling(url, email, target, DRIVER)).perSecond;
    }
    console.log(JSON.stringify(measured));
  }
  let explained: Run['explained'] = null;
  const slowest = measures
    .filter((m) => m.afterWrite !== null)
    .sort((a, b) => (b.afterWrite ?? 0) - (a.afterWrite ?? 0))[0];
  const slowTarget = all.find((target) => target.name === slowest?.name);
  if (explain && slowTarget && write) {
    explained = { route: slowTarget.name, statements: await explainRoute(url, email, slowTarget, write) };
  }
  await removeBenchPayments(db, [portfolio.rentId, ...portfolio.unpaid.map((u) => u.rentId)]);
  let browser: BrowserTimes | null = null;
  if (withBrowser) {
    const app = await startApp(url);
    try {
      browser = await browserTimes(app.url, email, portfolio.entityId);
    } finally {
      await app.stop();
    }
  }
  return { run: { scale, seededMs, measures, explained } satisfies Run, browser };
}

const ms = (value: number | null | undefined) => (value == null ? '-' : value.toFixed(1));
const ratio = (large: number | null | undefined, small: number | null | undefined) =>
  large == null || small == null ? '-' : (large / Math.max(small, 0.1)).toFixed(1);
const kb = (value: number | null | undefined) =>
  value == null ? '-' : value < 10 ? value.toFixed(1) : Math.round(value).toString();

/** One row per route, the two scales side by side in each column. */
function sideBySide(small: Run, large: Run, bare: RouteMeasure) {
  const pair = (a: string, b: string) => `${a} / ${b}`;
  const rows = small.measures.map((m, n) => {
    const l = large.measures[n];
    return `| ${m.name} | ${pair(kb(m.kb), kb(l?.kb))} | ${pair(kb(m.sentKb), kb(l?.sentKb))} | ${pair(ms(m.afterWrite), ms(l?.afterWrite))} | ${pair(ms(m.aloneP50), ms(l?.aloneP50))} | ${pair(ms(m.p50), ms(l?.p50))} | ${pair(ms(m.p95), ms(l?.p95))} | ${pair(ms(m.p99), ms(l?.p99))} | ${pair(String(m.requestsPerSecond), String(l?.requestsPerSecond ?? '-'))} | ${pair(String(m.errors), String(l?.errors ?? '-'))} |`;
  });
  const b = `| ${bare.name} | ${kb(bare.kb)} | ${kb(bare.sentKb)} | - | ${ms(bare.aloneP50)} | ${ms(bare.p50)} | ${ms(bare.p95)} | ${ms(bare.p99)} | ${bare.requestsPerSecond} | ${bare.errors} |`;
  return `| route | answer KB | sent KB | after a write ms | p50 alone ms | p50 ms | p95 ms | p99 ms | requests/s | errors |
|---|---|---|---|---|---|---|---|---|---|
${[...rows, b].join('\n')}`;
}

function growth(small: Run, large: Run, bare: RouteMeasure) {
  const share = (m: RouteMeasure | undefined, of: number | null | undefined) =>
    m && of ? `${((m.requestsPerSecond / of) * 100).toPrecision(2)} %` : '-';
  const rows = small.measures.map((m, n) => {
    const l = large.measures[n];
    return `| ${m.name} | ${ratio(l?.p95, m.p95)} | ${ratio(l?.afterWrite, m.afterWrite)} | ${ratio(l?.kb, m.kb)} | ${share(m, bare.requestsPerSecond)} / ${share(l, bare.requestsPerSecond)} | ${m.driverPerSecond ?? '-'} / ${l?.driverPerSecond ?? '-'} | ${share(m, m.driverPerSecond)} / ${share(l, l?.driverPerSecond)} |`;
  });
  return `| route | p95 10× / 1× | after a write 10× / 1× | answer size 10× / 1× | requests/s vs bare Fastify, 1× / 10× | its SQL through the driver, sequences/s, 1× / 10× | requests/s vs its SQL through the driver, 1× / 10× |
|---|---|---|---|---|---|---|
${rows.join('\n')}`;
}

/**
 * Where a loaded request's CPU went, and what that allows on these cores: the requests per second
 * when every core is busy, and the mean wait of a request with CONNECTIONS always in flight then.
 */
function cpuSplit(small: Run, large: Run) {
  const cores = cpus().length;
  const total = (cpu: CpuPerRequest | undefined) => (cpu ? cpu.app + cpu.database + cpu.rest : null);
  const pair = (a: string, b: string) => `${a} / ${b}`;
  const rows = small.measures.map((m, n) => {
    const l = large.measures[n];
    const [a, b] = [total(m.cpu), total(l?.cpu)];
    const most = (t: number | null) => (t ? String(Math.round((cores * 1000) / t)) : '-');
    const wait = (t: number | null) => (t ? ms((CONNECTIONS * t) / cores) : '-');
    return `| ${m.name} | ${pair(ms(m.cpu.app), ms(l?.cpu.app))} | ${pair(ms(m.cpu.database), ms(l?.cpu.database))} | ${pair(ms(m.cpu.rest), ms(l?.cpu.rest))} | ${pair(ms(a), ms(b))} | ${pair(most(a), most(b))} | ${pair(wait(a), wait(b))} |`;
  });
  return `| route | app ms | PostgreSQL ms | load generator and the rest ms | total ms | requests/s the cores allow | mean wait at ${CONNECTIONS} connections, ms |
|---|---|---|---|---|---|---|
${rows.join('\n')}`;
}

function payments(runs: Run[]) {
  const rows = runs.flatMap((run) =>
    run.measures
      .filter((m) => m.name.startsWith('create payment'))
      .map(
        (m) =>
          `| ${run.scale}× | ${m.name} | ${ms(m.aloneP50)} | ${ms(m.p50)} | ${ms(m.p95)} | ${m.requestsPerSecond} | ${m.errors} |`,
      ),
  );
  return `| scale | payments | one alone, p50 ms | p50 ms | p95 ms | requests/s | errors |
|---|---|---|---|---|---|---|
${rows.join('\n')}`;
}

/** The slowest statement's plan in full, the others of the request by their duration. */
function explainText(run: Run) {
  const explained = run.explained;
  if (!explained) return '';
  const [slowest, ...others] = explained.statements;
  if (!slowest) return '';
  const queryOf = (plan: string) =>
    (/Query Text: ([\s\S]*?)\n(?=\S)/.exec(plan)?.[1] ?? '').replace(/\s+/g, ' ').trim().slice(0, 140);
  return `## The slowest read at ${run.scale}×: ${explained.route}

Read right after a payment, ${explained.statements.length} statements, ${ms(slowest.ms)} ms the slowest (PostgreSQL's
auto_explain, as \`EXPLAIN (ANALYZE, BUFFERS)\`, the app in the bench's process on one connection; the
other statements of 1 ms or more: ${others
    .filter((s) => s.ms >= 1)
    .map((s) => `${ms(s.ms)} ms \`${queryOf(s.plan).slice(0, 60)}…\``)
    .join(', ')}).

<details><summary>Plan of the slowest statement</summary>

\`\`\`
${slowest.plan.trim()}
\`\`\`

</details>`;
}

const seeding = (run: Run) =>
  run.seededMs === null ? 'reused from an earlier run' : `seeded in ${(run.seededMs / 1000).toFixed(0)} s`;

const SCALE_NAMES = `1× = 1,000 properties (80 buildings of 9 apartments, 10 of them let by the room in 5 bedrooms,
150 houses), 3,000 tenants, 2,000 contracts, ~100,000 rents, 20,000 expenses; 10× = ten times each
(10,000 properties, 20,000 contracts, ~1,000,000 rents, 200,000 expenses)`;

/**
 * `npm run bench` measures every route at both scales and rewrites RESULTS.md; `npm run bench --
 * <scale> <part of a route's name>` measures the routes named like it at that scale and only prints
 * them (what to run while making one route faster).
 */
async function main() {
  const url = await ensureDatabase();
  const [scaleArg, ...words] = process.argv.slice(2);
  if (scaleArg) {
    await runAt(url, Number(scaleArg), false, false, words.join(' ').toLowerCase());
    return;
  }
  const small = await runAt(url, 1, true, false);
  const large = await runAt(url, 10, true, true);
  const bare = await bareCeiling();
  const gzip = await codeGzip();
  const text = `# Benchmark results

${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB,
Node ${process.version}, PostgreSQL (${DATABASE}), ${CONNECTIONS} connections, ${SECONDS} s per route, load
generator (wrk) on the same cores; the app runs as in production, in a process of its own,
restarted for each route. A route at 0 requests/s completed no request within its run.

The 1-minute load average, read before each route (the bench's own wrk, server and database included), went from
${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)} (median ${loads.toSorted((a, b) => a - b)[Math.floor(loads.length / 2)]?.toFixed(1)}, on ${cpus().length} cores, the bench included).

Portfolios: ${SCALE_NAMES}. The 1× portfolio was ${seeding(small.run)}, the 10× one ${seeding(large.run)};
a seeded portfolio is reused by the next run, found by its user's address (seed.ts \`benchEmail\`).

No answer is kept between requests: every read is computed from the database when it comes, from
the figures the database keeps (\`property_figures\`, \`contract_figures\`, the kept counts), which
writes update or mark out of date in their own transaction; an overview row a write marked is
recomputed by the next read. "After a write" is the median of ${AFTER_WRITE_SAMPLES} reads, each right after a
payment is created (so that read recomputes what the payment marked), one request at a time: what
a read costs when nothing of it is kept from before. The server prepares each statement once per
database connection (docs/performance.md "Prepared statements"): a plan is kept, never an answer;
each route's fresh server starts with none, on a database vacuumed just before (the bench
machine's PostgreSQL runs without autovacuum, which a production server has). The loaded runs (p50 / p95 / p99, requests/s)
read with ${CONNECTIONS} connections while a payment lands every ${WRITE_EVERY_MS} ms (on the unpaid rents of
different contracts in turn), so reads keep following writes, on the cores the load generator
shares. "p50 alone" is the median with one connection (${ALONE.seconds} s). "Answer KB" is the JSON
uncompressed, as wrk reads it (the loaded runs ask for no compression, so their CPU leaves it out);
"sent KB" is what a browser downloads of it, compressed as the server sends it to Chromium. Searches match the name, address or a tenant's name or tax number, over
every property (no view), sorted by name; the page 1 is of the parent properties (buildings, houses),
the page 10 of the apartments.

## Targets

The issue's targets against this run (the embedded database's goal is in its own section below).

${targetsTable(
  [
    { ...small.run, propertyListMs: small.browser?.propertyList ?? null },
    { ...large.run, propertyListMs: large.browser?.propertyList ?? null },
  ],
  gzip / 1024,
)}

## 1× / 10× side by side

Each cell: 1× / 10×.

${sideBySide(small.run, large.run, bare)}

## Growth and ceiling

The growth columns divide the 10× figure by the 1× one (goal: p95 at most 1.5 times). The ceiling
columns set each read's requests/s beside bare Fastify's constant route (${bare.requestsPerSecond} requests/s) and beside
the same statements the read sends, sent straight through the driver (node-postgres) by ${DRIVER.connections}
clients for ${DRIVER.seconds} s without the app: what the app adds above PostgreSQL.

${growth(small.run, large.run, bare)}

## Where the time goes

CPU time per request of each loaded run (Linux's per-process counters read before and after it):
the app's process, PostgreSQL's processes, and the rest of the machine (wrk, the bench's process
paying every ${WRITE_EVERY_MS} ms, anything else). With ${CONNECTIONS} requests always in flight on ${cpus().length} cores, a
request waits on average ${CONNECTIONS} × its CPU time ÷ ${cpus().length}, whatever the code does with it: a p95 under
50 ms at ${CONNECTIONS} connections needs a request to cost under ${ms((50 * cpus().length) / CONNECTIONS)} ms of CPU in all, load generator included.
Each cell: 1× / 10×.

${cpuSplit(small.run, large.run)}

## Payments

"One rent": all connections pay the same rent, each payment waiting for the one before to release
the rent's row. "Rents in turn": each request pays the next of a list of unpaid rents of different
contracts (wrk's \`request()\` going through the list), so payments wait only for the entity's shared
rows. "One alone" is one connection.

${payments([small.run, large.run])}

${explainText(large.run)}

## Web

- Entry code (the entry script, the chunks it imports and the larger of the two languages' catalogues, which the page names beside it): ${(gzip / 1024).toFixed(1)} KB gzip.
- Property list interactive (logged in, rows shown, from the navigation's start by the page's own clock,
  the median of ${PROPERTY_LIST_LOADS} openings, the first loading its chunks; goal under ${PROPERTY_LIST_GOAL_MS} ms): ${small.browser?.propertyList ?? '-'} ms at 1×, ${large.browser?.propertyList ?? '-'} ms at 10×, in Chromium.
- Entity overview, figures shown (goal: under ${OVERVIEW_FIGURES_GOAL_MS} ms): ${small.browser?.overviewFigures ?? '-'} ms at 1×, ${large.browser?.overviewFigures ?? '-'} ms at 10×;
  its period summary's rows shown once scrolled down to it (it is drawn as the reader comes near): ${small.browser?.overviewSummary ?? '-'} ms at 1×, ${large.browser?.overviewSummary ?? '-'} ms at 10×.
`;
  await writeMainResults(text);
  console.log(text);
}

await main();
