import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';

/** GET /config: what the web app shows before anyone signs in. */
export function publicConfigRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/config',
      {
        schema: {
          tags: ['config'],
          security: [],
          response: { 200: z.object({ appName: z.string(), supportEmail: z.string() }) },
        },
      },
      () => ({ appName: 'Arrenda', supportEmail: ctx.config.supportEmail }),
    );
  };
}
