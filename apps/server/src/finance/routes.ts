import {
  apiError,
  entityFinanceOverview,
  financeSummary,
  financeSummaryPageQuery,
  financeSummaryQuery,
  financeSummaryRow,
  financeSummaryTotals,
  id,
  overviewContract,
  overviewQuery,
  overviewTotalsAnswer,
  pageOf,
} from '@arrenda/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { entityAccess } from '../plugins/access';
import * as finance from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };
const tags = ['finance'];

/** The entity overview's figures and the period summary (docs/product.md#screens-and-routes, #records-and-fields, and #the-api). */
export function financeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const params = z.object({ entityId: id });
    app.get(
      '/entities/:entityId/overview',
      {
        config: { right: 'view' },
        schema: {
          tags,
          params,
          querystring: overviewQuery,
          response: { 200: z.union([entityFinanceOverview, pageOf(overviewContract)]), ...errors },
        },
      },
      (request) => finance.overview(ctx, entityAccess(request), request.query),
    );
    app.get(
      '/entities/:entityId/overview/totals',
      {
        config: { right: 'view' },
        schema: { tags, params, response: { 200: overviewTotalsAnswer, ...errors } },
      },
      (request) => finance.totals(ctx, entityAccess(request)),
    );
    app.get(
      '/entities/:entityId/financeSummary',
      {
        config: { right: 'view' },
        schema: {
          tags,
          params,
          querystring: financeSummaryPageQuery,
          response: { 200: z.union([financeSummary, pageOf(financeSummaryRow)]), ...errors },
        },
      },
      (request) => finance.summary(ctx, entityAccess(request), request.query),
    );
    app.get(
      '/entities/:entityId/financeSummary/totals',
      {
        config: { right: 'view' },
        schema: {
          tags,
          params,
          querystring: financeSummaryQuery,
          response: { 200: financeSummaryTotals, ...errors },
        },
      },
      (request) => finance.summaryTotals(ctx, entityAccess(request), request.query),
    );
  };
}
