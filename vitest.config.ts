import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];

/**
 * Every server test runs on PostgreSQL, the production database. PGlite is the same PostgreSQL
 * compiled to WebAssembly behind another driver, so on it run again only the files whose outcome
 * can depend on that build or driver: values coming back (money, dates), raw SQL, transactions and
 * locks, migrations and dumps, and the main money paths. The e2e suite runs on PGlite end to end.
 */
const engineTests = [
  'apps/server/src/db/**/*.test.ts',
  'apps/server/src/ops/**/*.test.ts',
  'apps/server/src/health/**/*.test.ts',
  'apps/server/src/jobs/vacuum.test.ts',
  'apps/server/src/finance/finance.test.ts',
  'apps/server/src/finance/kept-overview.test.ts',
  'apps/server/src/finance/kept-period-totals.test.ts',
  'apps/server/src/finance/retained-share.test.ts',
  'apps/server/src/finance/summary-page.test.ts',
  'apps/server/src/properties/hierarchy.test.ts',
  'apps/server/src/properties/kept-figures.test.ts',
  'apps/server/src/properties/kept-search.test.ts',
  'apps/server/src/contracts/contracts.test.ts',
  'apps/server/src/rents/*.test.ts',
  'apps/server/src/receipts/issued-receipts.test.ts',
  'apps/server/src/exports/exports.test.ts',
  'apps/server/src/tax-year/tax-year.test.ts',
  'apps/server/src/payment-confirmations/confirmations.test.ts',
  'apps/server/src/plugins/idempotency.test.ts',
  'apps/server/src/plugins/mail-outbox.test.ts',
  'apps/server/test/optimistic-locking.test.ts',
  'apps/server/test/faults.test.ts',
];

/**
 * The server files share their worker's modules (no isolation): importing the app anew for each of
 * ~90 files was a third of the run on the 2-core CI machine. Every file builds its own app and
 * database, and spies are undone after each test, so nothing a file does reaches the next one.
 */
const sharedModules = { isolate: false, restoreMocks: true };

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on CI's two. The server files spend
    // much of their time waiting on PostgreSQL, so a second worker there takes a third off the run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // `npm run test:coverage`: the unit suite's line coverage of the sources (README, "Tests").
    coverage: {
      provider: 'v8',
      include: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/core/src/**/*.ts'],
      exclude: ['**/*.test.{ts,tsx}', '**/__tests__/**', 'apps/web/src/testing/**', '**/*.matrix.ts'],
      reporter: ['text-summary', 'html'],
      reportsDirectory: 'coverage',
    },
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server-pglite',
          include: engineTests,
          ...sharedModules,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: serverTests,
          ...sharedModules,
          env: { TEST_DB: 'postgres' },
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/testing/setup.ts'],
        },
      },
    ],
  },
});
