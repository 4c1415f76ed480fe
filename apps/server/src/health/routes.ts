import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { CHECK_NAMES, readinessCheck } from './checks';

const status = z.enum(['ok', 'fail']);
const readiness = z.object({
  status,
  checks: z.array(z.object({ name: z.enum(CHECK_NAMES), status })),
});

/**
 * The probes of a load balancer or orchestrator: public, outside the rate limits and the kept
 * answers, and never stored by a cache on the way.
 */
export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const ready = readinessCheck(ctx, app.log);

    app.get(
      '/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness: the process answers',
          security: [],
          response: { 200: z.object({ status: z.literal('ok') }) },
        },
      },
      (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { status: 'ok' as const };
      },
    );

    app.get(
      '/ready',
      {
        schema: {
          tags: ['health'],
          summary: 'Readiness: database, migrations and file storage, each listed; 503 when one fails',
          security: [],
          response: { 200: readiness, 503: readiness },
        },
      },
      async (_request, reply) => {
        const result = await ready();
        return reply
          .status(result.status === 'ok' ? 200 : 503)
          .header('cache-control', 'no-store')
          .send(result);
      },
    );
  };
}
