import {
  apiError,
  id,
  idResponse,
  pageOf,
  propertyBody,
  propertyListItem,
  propertyListQuery,
  propertyListTotals,
  propertyOverview,
  propertySummaryItem,
  propertySummaryQuery,
  propertyTotalsQuery,
  propertyView,
} from '@arrenda/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { entityAccess } from '../plugins/access';
import * as properties from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const tags = ['properties'];

/**
 * /entities/:entityId/properties (docs/product.md#the-api). Any member reads; only ADMIN creates, edits
 * and deletes (docs/domain.md).
 */
export function propertyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const params = z.object({ entityId: id });
    const propertyParams = z.object({ entityId: id, propertyId: id });
    const base = '/entities/:entityId/properties';
    const one = `${base}/:propertyId`;

    app.get(
      base,
      {
        config: { right: 'view' },
        schema: {
          tags,
          params,
          querystring: propertyListQuery,
          response: { 200: z.union([z.array(propertyListItem), pageOf(propertyListItem)]), ...errors },
        },
      },
      (request) => properties.list(ctx, entityAccess(request), request.query),
    );
    app.get(
      `${base}/totals`,
      {
        config: { right: 'view' },
        schema: {
          tags,
          params,
          querystring: propertyTotalsQuery,
          response: { 200: propertyListTotals, ...errors },
        },
      },
      (request) => properties.totals(ctx, entityAccess(request), request.query),
    );
    app.get(
      `${base}/summary`,
      {
        config: { right: 'view' },
        schema: {
          tags,
          params,
          querystring: propertySummaryQuery,
          response: {
            200: z.union([z.array(propertySummaryItem), pageOf(propertySummaryItem)]),
            ...errors,
          },
        },
      },
      (request) => properties.summaries(ctx, entityAccess(request), request.query),
    );
    app.post(
      base,
      {
        config: { right: 'admin' },
        schema: { tags, params, body: propertyBody, response: { 201: idResponse, ...errors } },
      },
      async (request, reply) =>
        reply.status(201).send(await properties.create(ctx, entityAccess(request), request.body)),
    );
    app.get(
      one,
      {
        config: { right: 'view' },
        schema: { tags, params: propertyParams, response: { 200: propertyView, ...errors } },
      },
      (request) => properties.read(ctx, entityAccess(request), request.params.propertyId),
    );
    app.put(
      one,
      {
        config: { right: 'admin' },
        schema: {
          tags,
          params: propertyParams,
          body: propertyBody,
          response: { 200: propertyView, ...errors },
        },
      },
      (request) => properties.update(ctx, entityAccess(request), request.params.propertyId, request.body),
    );
    app.delete(
      one,
      {
        config: { right: 'admin' },
        schema: { tags, params: propertyParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await properties.remove(ctx, entityAccess(request), request.params.propertyId);
        return reply.status(204).send(null);
      },
    );
    app.get(
      `${one}/overview`,
      {
        config: { right: 'view' },
        schema: { tags, params: propertyParams, response: { 200: propertyOverview, ...errors } },
      },
      (request) => properties.overview(ctx, entityAccess(request), request.params.propertyId),
    );
    app.get(
      `${one}/summary`,
      {
        config: { right: 'view' },
        schema: { tags, params: propertyParams, response: { 200: propertySummaryItem, ...errors } },
      },
      (request) => properties.summary(ctx, entityAccess(request), request.params.propertyId),
    );
  };
}
