import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { createAppContext } from './create-context';
import type { Db } from './db/client';
import { registerCompression } from './plugins/compression';
import { registerErrorHandling } from './plugins/errors';
import { withRedaction } from './plugins/log-redaction';
import type { Mailer } from './plugins/mail';
import { registerOpenApi } from './plugins/openapi';
import { responseSerializer } from './plugins/response-serializer';
import { collectRouteTable } from './plugins/route-table';
import { registerSecurityHeaders } from './plugins/security-headers';
import { serveWebApp } from './plugins/web-app';
import { apiRoutes } from './routes';

export type { RouteInfo } from './plugins/route-table';

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
  app.setSerializerCompiler(responseSerializer(config));
  registerErrorHandling(app);

  const { ctx, fileSweeper } = await createAppContext(app, { config, db, mailer });

  // Before any route: it hooks each route as it is added.
  await registerCompression(app);
  await registerSecurityHeaders(app, { production: config.production });
  await registerOpenApi(app);

  app.decorateRequest('authUser', null);
  app.decorateRequest('entityAccess', null);
  const routeTable = collectRouteTable(app);

  await app.register(apiRoutes(ctx, fileSweeper), { prefix: '/api' });
  await serveWebApp(app, webDir);

  return Object.assign(app, { ctx, routeTable });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
