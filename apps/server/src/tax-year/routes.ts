import {
  apiError,
  atReceiptBody,
  atReceiptList,
  atReceiptQuery,
  id,
  taxStatement,
  taxYear,
} from '@arrenda/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { requestLanguage } from '../i18n';
import { entityAccess } from '../plugins/access';
import { clearAtNumber, monthTrail, recordAtNumber } from './at-receipts';
import { declarationPdf } from './declaration';
import * as taxYears from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const tags = ['tax year'];
const noStore = 'private, no-store';

/**
 * The tax year (docs/domain.md "Tax year"): the annual statement, the tenants' declarations and the
 * Tax Authority's e-receipt trail. Reading needs the view right, recording an e-receipt's number the
 * create right (changing or clearing one the edit right).
 */
export function taxYearRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const yearParams = z.object({ entityId: id, year: taxYear });
    const statementPath = '/entities/:entityId/taxYear/:year';
    app.get(
      statementPath,
      {
        config: { right: 'view' },
        schema: { tags, params: yearParams, response: { 200: taxStatement, ...errors } },
      },
      (request) => taxYears.statement(ctx, entityAccess(request), request.params.year),
    );
    app.get(
      `${statementPath}/csv`,
      {
        config: { right: 'view' },
        schema: {
          tags,
          params: yearParams,
          description:
            'Answers text/csv in the caller\'s language: "," and a decimal point in English, ";" and a decimal comma in Portuguese.',
          response: { 200: z.instanceof(Buffer), ...errors },
        },
      },
      async (request, reply) => {
        const file = await taxYears.statementFile(
          ctx,
          entityAccess(request),
          request.params.year,
          requestLanguage(request),
        );
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', file.disposition)
          .header('cache-control', noStore)
          .send(file.body);
      },
    );
    app.get(
      `${statementPath}/pdf`,
      {
        config: { right: 'view' },
        schema: {
          tags,
          params: yearParams,
          description: 'The statement as application/pdf, in Portuguese.',
          response: { 200: z.instanceof(Buffer), ...errors },
        },
      },
      async (request, reply) => {
        const file = await taxYears.statementPdf(ctx, entityAccess(request), request.params.year);
        return reply
          .type('application/pdf')
          .header('content-disposition', file.disposition)
          .header('cache-control', noStore)
          .send(file.pdf);
      },
    );
    app.get(
      '/entities/:entityId/tenants/:tenantId/declarations/:year',
      {
        config: { right: 'view' },
        schema: {
          tags,
          params: yearParams.extend({ tenantId: id }),
          description: "The tenant's declaration of the rents received in the year, as application/pdf.",
          response: { 200: z.instanceof(Buffer), ...errors },
        },
      },
      async (request, reply) => {
        const { entityId } = entityAccess(request);
        const file = await declarationPdf(ctx, entityId, request.params.tenantId, request.params.year);
        return reply
          .type('application/pdf')
          .header('content-disposition', file.disposition)
          .header('cache-control', noStore)
          .send(file.pdf);
      },
    );

    const paymentParams = z.object({ entityId: id, paymentId: id });
    app.get(
      '/entities/:entityId/atReceipts',
      {
        config: { right: 'view' },
        schema: {
          tags,
          params: z.object({ entityId: id }),
          querystring: atReceiptQuery,
          response: { 200: atReceiptList, ...errors },
        },
      },
      (request) => monthTrail(ctx, entityAccess(request), request.query),
    );
    app.put(
      '/entities/:entityId/atReceipts/:paymentId',
      {
        config: { right: 'create' },
        schema: { tags, params: paymentParams, body: atReceiptBody, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await recordAtNumber(ctx, entityAccess(request), request.params.paymentId, request.body.number);
        return reply.status(204).send(null);
      },
    );
    app.delete(
      '/entities/:entityId/atReceipts/:paymentId',
      {
        config: { right: 'edit' },
        schema: { tags, params: paymentParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await clearAtNumber(ctx, entityAccess(request), request.params.paymentId);
        return reply.status(204).send(null);
      },
    );
  };
}
