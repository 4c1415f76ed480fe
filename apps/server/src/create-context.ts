import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createAccessTokens } from './auth/tokens';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db/client';
import { createFileLinks } from './files/links';
import { createFileStorage } from './files/storage/create-file-storage';
import { createFileSweeper } from './files/sweeper';
import { createBackgroundTasks } from './plugins/background';
import { createMailer, type Mailer } from './plugins/mail';
import { createAuthLimits } from './plugins/rate-limit';

export interface ContextOptions {
  config: Config;
  db: Db;
  mailer?: Mailer | undefined;
}

/**
 * The context every area is built with, and the file sweeper; the mail worker and the sweeper
 * start when the server is ready, and everything stops when it closes.
 */
export async function createAppContext(app: FastifyInstance, { config, db, mailer }: ContextOptions) {
  const limits = await createAuthLimits(config.redisUrl, config.rateLimitScale);
  const storage = createFileStorage(config.storage);
  const ctx: AppContext = {
    db,
    config,
    limits,
    tokens: createAccessTokens(config.jwtSecret, config.accessTokenTtlSeconds),
    storage,
    fileLinks: createFileLinks(config.jwtSecret, config.fileLinkTtlSeconds),
    background: createBackgroundTasks(app.log),
    mailer:
      mailer ??
      createMailer({
        db,
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
        logLinks: !config.production,
      }),
  };
  const fileSweeper = createFileSweeper(db, storage, app.log);
  // Stored bytes of files deleted while the server was down go at start, the others after each delete.
  app.addHook('onReady', async () => {
    void fileSweeper.sweep();
    ctx.mailer.start();
  });
  app.addHook('onClose', async () => {
    await fileSweeper.idle();
    await ctx.background.idle();
    await ctx.mailer.stop();
    await limits.close();
  });
  return { ctx, fileSweeper };
}
