import { apiError, id, invoiceInfo, invoiceRequest, issuedReceiptView, voidReceiptBody } from '@arrenda/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { entityAccess } from '../plugins/access';
import * as issued from './issued';
import { warmUpReceipts } from './pdf/warm-up';
import * as receipts from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const tags = ['receipts'];

/**
 * The receipt of a payment (docs/product.md#screens-and-routes and #records-and-fields): its prefilled data and the issue of its PDF;
 * the receipts issued, each downloaded as issued, and their cancellation (docs/domain.md "Receipts").
 */
export function receiptRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // In production only: each test server would pay a second of CPU for it.
    if (ctx.config.production) app.addHook('onReady', warmUpReceipts);
    const url =
      '/entities/:entityId/properties/:propertyId/contracts/:contractId/rents/:rentId/payments/:paymentId/pdf';
    const params = z.object({
      entityId: id,
      propertyId: id,
      contractId: id,
      rentId: id,
      paymentId: id,
    });

    app.get(
      url,
      {
        config: { right: 'view' },
        schema: { tags, params, response: { 200: invoiceInfo, ...errors } },
      },
      (request) => receipts.invoiceInfo(ctx, entityAccess(request), request.params),
    );
    app.post(
      url,
      {
        config: { right: 'create' },
        schema: {
          tags,
          params,
          body: invoiceRequest,
          description: 'Records the receipt number and answers the receipt as application/pdf.',
          response: { 200: z.instanceof(Buffer), ...errors },
        },
      },
      async (request, reply) => {
        const receipt = await receipts.issueReceipt(ctx, entityAccess(request), request.params, request.body);
        return reply
          .type('application/pdf')
          .header('content-disposition', receipt.disposition)
          .header('x-receipt-number', receipt.receiptNumber)
          .send(receipt.pdf);
      },
    );

    const receiptsUrl =
      '/entities/:entityId/properties/:propertyId/contracts/:contractId/rents/:rentId/payments/:paymentId/receipts';
    const receiptParams = params.extend({ receiptId: id });
    app.get(
      receiptsUrl,
      {
        config: { right: 'view' },
        schema: { tags, params, response: { 200: z.array(issuedReceiptView), ...errors } },
      },
      (request) => issued.listReceipts(ctx, entityAccess(request), request.params),
    );
    app.get(
      `${receiptsUrl}/:receiptId/pdf`,
      {
        config: { right: 'view' },
        schema: {
          tags,
          params: receiptParams,
          description: 'The receipt as issued (a voided one marked void), as application/pdf.',
          response: { 200: z.instanceof(Buffer), ...errors },
        },
      },
      async (request, reply) => {
        const receipt = await issued.downloadReceipt(ctx, entityAccess(request), request.params);
        return reply
          .type('application/pdf')
          .header('content-disposition', receipt.disposition)
          .header('x-receipt-number', receipt.receiptNumber)
          .send(receipt.pdf);
      },
    );
    app.post(
      `${receiptsUrl}/:receiptId/void`,
      {
        config: { right: 'edit' },
        schema: {
          tags,
          params: receiptParams,
          body: voidReceiptBody,
          response: { 200: issuedReceiptView, ...errors },
        },
      },
      (request) => issued.voidReceipt(ctx, entityAccess(request), request.params, request.body),
    );
  };
}
