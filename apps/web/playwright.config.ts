import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * A fixed, uncommon port: the e2e server must not meet a dev server (3000) or Vite (5173).
 * E2E_PORT (with E2E_MAIL_DIR) lets a second run go on beside another one.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${PORT}`;
const repoRoot = path.resolve(import.meta.dirname, '../..');

export default defineConfig({
  testDir: 'e2e',
  // Every test makes its own accounts and data (or uses its worker's own shared account), so tests
  // run side by side, one per core of the 2-core CI machine, against the one server.
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // The longest journeys take 15 s alone but over a minute on a loaded or slower 2-core machine;
  // each step still fails after the expect timeout, so a stuck page is found as fast as before.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    headless: true,
    locale: 'en-US',
    // Recording a trace costs every test CPU: only a retry records one, to show how it failed.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop' },
    {
      // The main journeys (tests tagged @phone) on a phone: its folded menu, taps, scrolling.
      name: 'phone',
      grep: /@phone/,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        // A phone's dense screen, below the usual 3 to spare the 2-core machine's rendering.
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    // The real server on a fresh embedded database, mailing to a real SMTP receiver (e2e/support/serve.ts).
    command: 'node --import tsx apps/web/e2e/support/serve.ts',
    cwd: repoRoot,
    url: `${baseURL}/api/config`,
    env: { E2E_PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
