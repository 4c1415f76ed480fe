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
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    headless: true,
    locale: 'en-US',
    trace: 'retain-on-failure',
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
