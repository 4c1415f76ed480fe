import { apiError, id, portalContract, portalRent, taxYear } from '@arrenda/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { currentUser } from '../plugins/auth';
import * as portal from './service';

const errors = { 400: apiError, 401: apiError, 404: apiError, 409: apiError };
const tags = ['portal'];

const rentsPath = '/contracts/:contractId/rents';
const contractParams = z.object({ contractId: id });
const rentParams = contractParams.extend({ rentId: id });

/**
 * /portal: what a tenant's account sees of the contracts of the tenants it is linked to, in every
 * entity (tenant-access.ts checks each call). Its payment confirmations are the
 * payment-confirmations area's (registered under /portal as well).
 */
export function tenantPortalRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/contracts',
      { schema: { tags, response: { 200: z.array(portalContract), ...errors } } },
      (request) => portal.contracts(ctx, currentUser(request).id),
    );
    app.get(
      rentsPath,
      { schema: { tags, params: contractParams, response: { 200: z.array(portalRent), ...errors } } },
      (request) => portal.rents(ctx, currentUser(request).id, request.params.contractId),
    );
    app.get(
      `${rentsPath}/:rentId/payments/:paymentId/receipt`,
      {
        schema: {
          tags,
          params: rentParams.extend({ paymentId: id }),
          description: "The payment's latest issued receipt as application/pdf.",
          response: { 200: z.instanceof(Buffer), ...errors },
        },
      },
      async (request, reply) => {
        const receipt = await portal.receipt(ctx, currentUser(request).id, request.params);
        return reply
          .type('application/pdf')
          .header('content-disposition', receipt.disposition)
          .header('x-receipt-number', receipt.receiptNumber)
          .send(receipt.pdf);
      },
    );
    app.get(
      '/contracts/:contractId/declarations/:year',
      {
        schema: {
          tags,
          params: contractParams.extend({ year: taxYear }),
          description:
            'The declaration of the rents paid in the year, as the landlord issues it (application/pdf).',
          response: { 200: z.instanceof(Buffer), ...errors },
        },
      },
      async (request, reply) => {
        const { contractId, year } = request.params;
        const file = await portal.declaration(ctx, currentUser(request).id, contractId, year);
        return reply
          .type('application/pdf')
          .header('content-disposition', file.disposition)
          .header('cache-control', 'private, no-store')
          .send(file.pdf);
      },
    );
  };
}
