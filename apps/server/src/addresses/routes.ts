import { addressBody, addressView, apiError, id, idResponse } from '@arrenda/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { entityAccess } from '../plugins/access';
import * as addresses from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };
const tags = ['addresses'];

/** /entities/:entityId/addresses (docs/product.md#the-api): addresses are written by property admins. */
export function addressRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const params = z.object({ entityId: id });
    const addressParams = z.object({ entityId: id, addressId: id });

    app.get(
      '/entities/:entityId/addresses',
      {
        config: { right: 'view' },
        schema: { tags, params, response: { 200: z.array(addressView), ...errors } },
      },
      (request) => addresses.list(ctx, entityAccess(request)),
    );
    app.post(
      '/entities/:entityId/addresses',
      {
        config: { right: 'admin' },
        schema: { tags, params, body: addressBody, response: { 201: idResponse, ...errors } },
      },
      async (request, reply) =>
        reply.status(201).send(await addresses.create(ctx, entityAccess(request), request.body)),
    );
    app.put(
      '/entities/:entityId/addresses/:addressId',
      {
        config: { right: 'admin' },
        schema: { tags, params: addressParams, body: addressBody, response: { 200: addressView, ...errors } },
      },
      (request) => addresses.update(ctx, entityAccess(request), request.params.addressId, request.body),
    );
  };
}
