import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client';
import { ensureDatabase, login, startBenchApp } from './bench-app';
import { BENCH_PAYMENT, benchEmail, removeBenchPayments, seedPortfolio } from './seed';

/**
 * The receipt preview (the web shows the PDF the server issues): how long issuing one takes, the
 * first one after the server started included, and a later download of the kept PDF. Goal: every
 * preview under 1 s. Writes bench/RECEIPTS.md.
 */
const PORT = 3402;
const SAMPLES = 10;
const GOAL_MS = 1000;
const SCALE = 0.1;
const root = path.resolve(import.meta.dirname, '..');

const receiptBody = {
  landlordName: 'Bench, Lda.',
  landlordAddress: 'Rua do Ouro 1',
  landlordPostalCode: '1100-060',
  landlordPhoneNumber: '210000000',
  landlordTaxNumber: '500000000',
  landlordCity: 'Lisboa',
  propertyAddress: 'Rua Augusta 12, 1100-053 Lisboa',
  propertyArticle: 'U-1234',
  propertyFraction: 'B',
  tenantTaxNumber: '123456789',
  tenantName: 'Ana Silva',
  tenantAddress: 'Rua Augusta 12, Lisboa',
  tenantPostalCode: '1100-053',
  paymentDate: '2026-11-20',
  emissionDate: '2026-11-21',
  rentPeriod: 'novembro de 2026',
  rentAmount: 950,
  extraAmount: 50,
  extraDescription: 'Condomínio',
  retainedAmount: 237.5,
};

async function timed(url: string, init: RequestInit) {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status}`);
  return { ms: performance.now() - started, response };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const url = await ensureDatabase();
  const database = await openDatabase({ url });
  const portfolio = await seedPortfolio(database.db, SCALE);
  const app = await startBenchApp(url, PORT);
  const issues: number[] = [];
  const downloads: number[] = [];
  try {
    const headers = { ...(await login(app.url, benchEmail(SCALE))), 'content-type': 'application/json' };
    const rents = `${app.url}/api/entities/${portfolio.entityId}/properties/${portfolio.propertyId}/contracts/${portfolio.contractId}/rents/${portfolio.rentId}`;
    for (let n = 0; n < SAMPLES; n++) {
      const paid = await fetch(`${rents}/payments`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ currencyId: 1, paymentDate: '2026-11-20', amount: BENCH_PAYMENT }),
      });
      const { id } = (await paid.json()) as { id: number };
      // The preview: the receipt issued and its PDF answered (the first one right after the start).
      issues.push(
        (
          await timed(`${rents}/payments/${id}/pdf`, {
            method: 'POST',
            headers,
            body: JSON.stringify(receiptBody),
          })
        ).ms,
      );
      const [receipt] = (await (await fetch(`${rents}/payments/${id}/receipts`, { headers })).json()) as {
        id: number;
      }[];
      downloads.push((await timed(`${rents}/payments/${id}/receipts/${receipt?.id}/pdf`, { headers })).ms);
    }
  } finally {
    await app.stop();
    await removeBenchPayments(database.db, portfolio.rentId);
    await database.close();
  }
  const slowest = Math.max(...issues);
  const ms = (value: number) => value.toFixed(0);
  const text = `# Receipt preview benchmark

${new Date().toISOString().slice(0, 10)}, the app as in production (its own process, PostgreSQL), one request at a time.
The preview shows the PDF the server issues; the first preview comes right after the server started.
Goal: every preview under ${GOAL_MS} ms.

| measure | ms |
|---|---|
| first preview after the start | ${ms(issues[0] ?? 0)} |
| preview, median of ${SAMPLES} | ${ms(median(issues))} |
| preview, slowest | ${ms(slowest)} |
| download of an issued receipt, median | ${ms(median(downloads))} |

${slowest < GOAL_MS ? 'Goal met.' : 'Goal NOT met.'}
`;
  await writeFile(path.join(root, 'bench/RECEIPTS.md'), text);
  console.log(text);
  if (slowest >= GOAL_MS) process.exitCode = 1;
}

await main();
