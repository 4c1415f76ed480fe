import { apiError, exportKind, exportQuery, id } from '@arrenda/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { requestLanguage } from '../i18n';
import { entityAccess } from '../plugins/access';
import * as csvExports from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };
const tags = ['exports'];

/** The accountant's CSV files of a period (issue 11): rents, payments or expenses. */
export function exportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/entities/:entityId/export/:kind',
      {
        // Not kept like the lists: an export is asked for now and then, and read once.
        config: { right: 'view' },
        schema: {
          tags,
          params: z.object({ entityId: id, kind: exportKind }),
          querystring: exportQuery,
          description:
            'Answers text/csv in the caller\'s language: "," and a decimal point in English, ";" and a decimal comma in Portuguese.',
          response: { 200: z.instanceof(Buffer), ...errors },
        },
      },
      async (request, reply) => {
        const file = await csvExports.exportCsv(
          ctx,
          entityAccess(request),
          request.params.kind,
          request.query,
          requestLanguage(request),
        );
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', file.disposition)
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );
  };
}
