import {
  apiError,
  id,
  idResponse,
  pageOf,
  tenantBody,
  tenantListQuery,
  tenantOverview,
  tenantView,
} from '@arrenda/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { entityAccess } from '../plugins/access';
import * as tenants from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const tags = ['tenants'];

/** /entities/:entityId/tenants (docs/product.md#the-api), with the create, edit and delete rights of docs/domain.md. */
export function tenantRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const params = z.object({ entityId: id });
    const tenantParams = z.object({ entityId: id, tenantId: id });
    const base = '/entities/:entityId/tenants';
    const one = `${base}/:tenantId`;

    app.get(
      base,
      {
        config: { right: 'view' },
        schema: {
          tags,
          params,
          querystring: tenantListQuery,
          response: { 200: z.union([z.array(tenantView), pageOf(tenantView)]), ...errors },
        },
      },
      (request) => tenants.list(ctx, entityAccess(request), request.query),
    );
    app.post(
      base,
      {
        config: { right: 'create' },
        schema: { tags, params, body: tenantBody, response: { 201: idResponse, ...errors } },
      },
      async (request, reply) =>
        reply.status(201).send(await tenants.create(ctx, entityAccess(request), request.body)),
    );
    app.get(
      one,
      {
        config: { right: 'view' },
        schema: { tags, params: tenantParams, response: { 200: tenantView, ...errors } },
      },
      (request) => tenants.read(ctx, entityAccess(request), request.params.tenantId),
    );
    app.put(
      one,
      {
        config: { right: 'edit' },
        schema: { tags, params: tenantParams, body: tenantBody, response: { 200: tenantView, ...errors } },
      },
      (request) => tenants.update(ctx, entityAccess(request), request.params.tenantId, request.body),
    );
    app.delete(
      one,
      {
        config: { right: 'delete' },
        schema: { tags, params: tenantParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await tenants.remove(ctx, entityAccess(request), request.params.tenantId);
        return reply.status(204).send(null);
      },
    );
    app.get(
      `${one}/overview`,
      {
        config: { right: 'view' },
        schema: { tags, params: tenantParams, response: { 200: tenantOverview, ...errors } },
      },
      (request) => tenants.overview(ctx, entityAccess(request), request.params.tenantId),
    );
  };
}
