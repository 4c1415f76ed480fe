import { openDatabase } from '../apps/server/src/db/client';
import { ensureDatabase } from './bench-app';
import { explainRoute } from './explain';
import { routeArgs } from './route-args';
import { benchEmail, removeBenchPayments, seedPortfolio } from './seed';
import { targets } from './targets';

/**
 * The statements one bench read runs right after a payment, slowest first, with their plans:
 * `npm run bench:explain -- <scale> <part of the route's name>` (the portfolio is seeded when
 * missing). What to read before making a route faster.
 */
async function main() {
  const { scale, wanted } = routeArgs();
  const url = await ensureDatabase();
  const database = await openDatabase({ url });
  try {
    const portfolio = await seedPortfolio(database.db, scale);
    const all = targets(portfolio);
    const target = all.find((t) => !t.method && t.name.toLowerCase().includes(wanted));
    const write = all.find((t) => t.method === 'POST');
    if (!target || !write)
      throw new Error(`no read named like "${wanted}": ${all.map((t) => t.name).join('; ')}`);
    const statements = await explainRoute(url, benchEmail(scale), target, write);
    await removeBenchPayments(database.db, portfolio.rentId);
    console.log(`${target.name} at ${scale}×: ${statements.length} statements`);
    for (const statement of statements) console.log(`\n--- ${statement.ms.toFixed(1)} ms\n${statement.plan}`);
  } finally {
    await database.close();
  }
}

await main();
