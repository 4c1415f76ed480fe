import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { dailyJobs } from './jobs/daily-jobs';
import { scheduleJobs } from './jobs/scheduler';

const SHUTDOWN_DEADLINE_MS = 10_000;

/** Readable logs on a developer's machine; JSON in production and where only production dependencies are installed. */
function readableLogs(production: boolean): boolean {
  if (production) return false;
  try {
    import.meta.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') },
  );
  const app = await buildApp({
    config,
    db: database.db,
    logger: readableLogs(config.production)
      ? { level: 'info', transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : { level: 'info' },
  });
  app.addHook('onClose', () => database.close());
  // Started once the server listens; a run in progress ends before the database closes.
  let jobs: ReturnType<typeof scheduleJobs> | null = null;
  app.addHook('preClose', async () => {
    await jobs?.stop();
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    timer.unref();
    // A keep-alive connection whose request finishes after the close began would stay open (and
    // the close waiting) until its keep-alive timeout: close connections as they go idle.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(idle);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (config.jobs) jobs = scheduleJobs(dailyJobs(app.ctx, database.kind === 'pglite'), app.log);
  app.log.info(
    `Arrenda is running at ${config.appUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}/db` : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
