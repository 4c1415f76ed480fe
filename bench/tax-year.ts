import { openDatabase } from '../apps/server/src/db/client';
import { ensureDatabase, login, startBenchApp } from './bench-app';
import { writeSection } from './results-file';
import { benchEmail, seedPortfolio } from './seed';

/**
 * The tax year at a portfolio's scale (`npm run bench:tax-year -- <scale>`, 10 for 10,000 units):
 * how long the year's statement takes as JSON, CSV and PDF (refused above 200 properties, as the
 * bench portfolios are), and a page of a month's e-receipt trail. A yearly report read now and then, not a list read all day: the goal is every file under
 * 5 s and the trail's page under 0.5 s at 10,000 units. Writes its section of bench/RESULTS.md.
 */
const PORT = 3404;
const SAMPLES = 3;
const GOAL_FILE_MS = 5000;
const GOAL_TRAIL_MS = 500;
const YEAR = 2026;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.arrayBuffer();
  // The PDF of a portfolio above its limit is refused (400): that answer's time is what is measured.
  if (!response.ok && response.status !== 400) throw new Error(`GET ${url}: ${response.status}`);
  return { ms: performance.now() - started, bytes: body.byteLength, status: response.status };
}

async function main() {
  const scale = Number(process.argv[2] ?? '1');
  const url = await ensureDatabase();
  const database = await openDatabase({ url });
  const portfolio = await seedPortfolio(database.db, scale);
  const app = await startBenchApp(url, PORT);
  const rows: string[] = [];
  try {
    const headers = await login(app.url, benchEmail(scale));
    const base = `${app.url}/api/entities/${portfolio.entityId}`;
    const routes = [
      { name: 'statement (JSON)', path: `${base}/taxYear/${YEAR}`, goal: GOAL_FILE_MS },
      { name: 'statement (CSV)', path: `${base}/taxYear/${YEAR}/csv`, goal: GOAL_FILE_MS },
      { name: 'statement (PDF)', path: `${base}/taxYear/${YEAR}/pdf`, goal: GOAL_FILE_MS },
      {
        name: "e-receipt trail, a month's first page",
        path: `${base}/atReceipts?month=${YEAR}-10&page=1&pageSize=10`,
        goal: GOAL_TRAIL_MS,
      },
    ];
    for (const route of routes) {
      const samples = [];
      let bytes = 0;
      let status = 200;
      for (let n = 0; n < SAMPLES; n++) {
        const sample = await timed(route.path, headers);
        samples.push(sample.ms);
        ({ bytes, status } = sample);
      }
      const ms = median(samples);
      const size = status === 200 ? `${(bytes / 1024).toFixed(0)} KiB` : `refused (${status})`;
      const line = `| ${route.name} | ${ms.toFixed(0)} ms | ${size} | ${route.goal} ms | ${ms <= route.goal ? 'met' : 'missed'} |`;
      console.log(line);
      rows.push(line);
    }
  } finally {
    await app.stop();
    await database.close();
  }
  await writeSection(
    `tax year ×${scale}`,
    [
      `The tax year of ${YEAR} on the bench portfolio ×${scale} (median of ${SAMPLES}, the app in its own process):`,
      '',
      '| Route | Time | Size | Goal | |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
    ].join('\n'),
  );
}

await main();
