import path from 'node:path';
import type { Right } from '@arrenda/core';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressRoutes } from './addresses/routes';
import { authRoutes } from './auth/routes';
import { createAccessTokens } from './auth/tokens';
import type { Config } from './config';
import type { AppContext } from './context';
import { contractRoutes } from './contracts/routes';
import type { Db } from './db/client';
import { memberInvitationRoutes } from './entities/member-invitation-routes';
import { entityListRoutes, entityRoutes } from './entities/routes';
import { expenseRoutes } from './expenses/routes';
import { exportRoutes } from './exports/routes';
import { createFileLinks } from './files/links';
import { fileDownloadRoutes, fileRoutes } from './files/routes';
import { createFileStorage } from './files/storage/create-file-storage';
import { createFileSweeper } from './files/sweeper';
import { financeRoutes } from './finance/routes';
import { healthRoutes } from './health/routes';
import { lovRoutes } from './lov/routes';
import { entityScope } from './plugins/access';
import { authenticate } from './plugins/auth';
import { createBackgroundTasks } from './plugins/background';
import { registerCompression } from './plugins/compression';
import { registerErrorHandling } from './plugins/errors';
import { idempotency } from './plugins/idempotency';
import { withRedaction } from './plugins/log-redaction';
import { createMailer, type Mailer } from './plugins/mail';
import { createAuthLimits } from './plugins/rate-limit';
import { serveWebApp } from './plugins/web-app';
import { invitationRoutes } from './portal/invitation-routes';
import { landlordPortalRoutes } from './portal/landlord-routes';
import { tenantPortalRoutes } from './portal/tenant-routes';
import { profileRoutes } from './profile/routes';
import { propertyRoutes } from './properties/routes';
import { receiptRoutes } from './receipts/routes';
import { reminderRoutes } from './reminders/routes';
import { rentRoutes } from './rents/routes';
import { tenantRoutes } from './tenants/routes';

export interface RouteInfo {
  method: string;
  url: string;
  right: Right | undefined;
}

export interface BuildOptions {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  /** Built web app to serve at /; defaults to apps/web/dist when it exists. */
  webDir?: string | null;
}

const defaultWebDir = path.resolve(import.meta.dirname, '../../web/dist');

export async function buildApp({ config, db, logger = false, mailer, webDir = defaultWebDir }: BuildOptions) {
  const app = Fastify({
    logger: withRedaction(logger),
    bodyLimit: 1_000_000,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    trustProxy: config.trustProxy,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  }).withTypeProvider<ZodTypeProvider>();
  // JSON only (docs/security.md #13): Fastify also parses text/plain by default, which a cross-site form can send.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

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

  // Before any route: it hooks each route as it is added.
  await registerCompression(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // PrimeReact sets inline styles on its overlays.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The receipt preview shows the PDF made in the browser (a blob: URL) in a frame.
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    hsts: config.production,
    referrerPolicy: { policy: 'no-referrer' },
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Arrenda API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.decorateRequest('authUser', null);
  app.decorateRequest('entityAccess', null);

  /** Every route with the right it declares: the authorization tests check them all. */
  const routeTable: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    for (const method of methods) routeTable.push({ method, url: route.url, right: route.config?.right });
  });

  await app.register(
    async (api) => {
      await api.register(authRoutes(ctx), { prefix: '/auth' });
      await api.register(invitationRoutes(ctx), { prefix: '/auth' });
      await api.register(memberInvitationRoutes(ctx), { prefix: '/auth' });
      await api.register(fileDownloadRoutes(ctx));
      await api.register(healthRoutes(ctx));
      api.get(
        '/config',
        {
          schema: {
            tags: ['config'],
            security: [],
            response: { 200: z.object({ appName: z.string(), supportEmail: z.string() }) },
          },
        },
        () => ({ appName: 'Arrenda', supportEmail: config.supportEmail }),
      );

      await api.register(async (protectedApi) => {
        protectedApi.addHook('onRequest', authenticate(db, ctx.tokens));
        idempotency(protectedApi, db);
        protectedApi.addHook('onResponse', async (request, reply) => {
          const removes = request.method === 'DELETE' || request.routeOptions.config.removesFiles;
          if (removes && reply.statusCode < 300) void fileSweeper.sweep();
        });
        await protectedApi.register(profileRoutes(ctx));
        await protectedApi.register(lovRoutes(ctx), { prefix: '/lov' });
        await protectedApi.register(entityListRoutes(ctx));
        await protectedApi.register(tenantPortalRoutes(ctx), { prefix: '/portal' });
        await protectedApi.register(reminderRoutes(ctx));
        await protectedApi.register(
          entityScope(async (scope) => {
            await scope.register(entityRoutes(ctx));
            await scope.register(propertyRoutes(ctx));
            await scope.register(addressRoutes(ctx));
            await scope.register(tenantRoutes(ctx));
            await scope.register(contractRoutes(ctx));
            await scope.register(rentRoutes(ctx));
            await scope.register(receiptRoutes(ctx));
            await scope.register(expenseRoutes(ctx));
            await scope.register(financeRoutes(ctx));
            await scope.register(exportRoutes(ctx));
            await scope.register(fileRoutes(ctx));
            await scope.register(landlordPortalRoutes(ctx));
          }),
        );
      });
    },
    { prefix: '/api' },
  );

  await serveWebApp(app, webDir);

  return Object.assign(app, { ctx, routeTable });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
