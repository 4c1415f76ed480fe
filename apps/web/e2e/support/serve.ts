/**
 * The server of the end-to-end tests, started by Playwright's webServer (playwright.config.ts):
 * a real SMTP receiver on loopback, then the real app on a fresh embedded database (PGlite in a
 * new temp folder) serving the built web app. Every mail received is written as JSON into
 * MAIL_DIR for the tests to read (support/mail.ts). SIGTERM or SIGINT closes everything.
 *
 * Run from the repository root: node --import tsx apps/web/e2e/support/serve.ts
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../server/src/app';
import { loadConfig } from '../../../server/src/config';
import { openDatabase } from '../../../server/src/db/client';
import { startSmtpReceiver } from '../../../server/test/smtp-receiver';
import { MAIL_DIR } from './mail';

const port = Number(process.env.E2E_PORT ?? 3210);
const host = '127.0.0.1';
const appUrl = `http://${host}:${port}`;
/** E2E_WEB_DIST serves another build (a second run beside this one builds to its own folder). */
const builtWeb = process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, '../../dist');

async function main() {
  if (!existsSync(path.join(builtWeb, 'index.html'))) {
    throw new Error(`No built web app in ${builtWeb}: run "npm run build" first`);
  }
  await rm(MAIL_DIR, { recursive: true, force: true });
  await mkdir(MAIL_DIR, { recursive: true });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'arrenda-e2e-data-'));

  // Serve a private copy of the built web app: a rebuild of apps/web/dist while the tests run
  // (vite empties the folder and renames every chunk) must not break pages already loaded.
  const webDir = path.join(dataDir, 'web');
  await cp(builtWeb, webDir, { recursive: true });

  const smtp = await startSmtpReceiver();

  // Only the settings below: nothing from the caller's environment (DATABASE_URL, REDIS_URL,
  // NODE_ENV...) may turn this into something other than a fresh embedded database.
  const config = loadConfig({
    PORT: String(port),
    HOST: host,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    APP_URL: appUrl,
    SUPPORT_EMAIL: 'support@arrenda.test',
    // Every browser test comes from 127.0.0.1: room for the suite's sign-ups and retries.
    RATE_LIMIT_SCALE: '20',
  });
  const database = await openDatabase({ dataDir: path.join(config.dataDir, 'db') });
  const app = await buildApp({ config, db: database.db, webDir, logger: { level: 'warn' } });

  // The receiver keeps mails in memory; copy each new one to a file (written whole, then renamed,
  // so that a test never reads half a mail).
  let written = 0;
  let copying = Promise.resolve();
  const copyNewMails = () => {
    copying = copying.then(async () => {
      while (written < smtp.mails.length) {
        const mail = smtp.mails[written];
        const name = `${String(written).padStart(6, '0')}-${Date.now()}.json`;
        written++;
        if (!mail) continue;
        const file = path.join(MAIL_DIR, name);
        await writeFile(`${file}.tmp`, JSON.stringify(mail, null, 2));
        await rename(`${file}.tmp`, file);
      }
    });
  };
  const copier = setInterval(copyNewMails, 50);

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    console.log(`[e2e server] ${signal}: closing`);
    try {
      await app.close();
      clearInterval(copier);
      copyNewMails();
      await copying;
      await Promise.all([database.close(), smtp.close()]);
      await rm(dataDir, { recursive: true, force: true });
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));

  await app.listen({ port, host });
  console.log(
    `[e2e server] ${appUrl} (data and web copy in ${dataDir}, SMTP ${smtp.url}, mails in ${MAIL_DIR})`,
  );
}

main().catch((error: unknown) => {
  console.error('[e2e server] failed to start', error);
  process.exit(1);
});
