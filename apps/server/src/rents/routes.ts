import {
  apiError,
  generatedRents,
  id,
  idResponse,
  pageOf,
  paymentBody,
  rentBody,
  rentListQuery,
  rentView,
} from '@arrenda/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { entityAccess } from '../plugins/access';
import * as rents from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const tags = ['rents'];

/** Rents and payments under a contract (docs/product.md#the-api); payments are added and deleted, never changed. */
export function rentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const base = '/entities/:entityId/properties/:propertyId/contracts/:contractId/rents';
    const one = `${base}/:rentId`;
    const params = z.object({ entityId: id, propertyId: id, contractId: id });
    const rentParams = params.extend({ rentId: id });
    const paymentParams = rentParams.extend({ paymentId: id });

    app.get(
      base,
      {
        config: { right: 'view' },
        schema: {
          tags,
          params,
          querystring: rentListQuery,
          response: { 200: z.union([z.array(rentView), pageOf(rentView)]), ...errors },
        },
      },
      (request) => rents.list(ctx, entityAccess(request), request.params, request.query),
    );
    app.post(
      base,
      {
        config: { right: 'create' },
        schema: { tags, params, body: rentBody, response: { 201: idResponse, ...errors } },
      },
      async (request, reply) =>
        reply.status(201).send(await rents.create(ctx, entityAccess(request), request.params, request.body)),
    );
    app.post(
      `${base}/generate`,
      {
        config: { right: 'create' },
        schema: { tags, params, response: { 201: generatedRents, ...errors } },
      },
      async (request, reply) =>
        reply.status(201).send(await rents.generateMissing(ctx, entityAccess(request), request.params)),
    );
    app.get(
      one,
      {
        config: { right: 'view' },
        schema: { tags, params: rentParams, response: { 200: rentView, ...errors } },
      },
      (request) => rents.read(ctx, entityAccess(request), request.params, request.params.rentId),
    );
    app.put(
      one,
      {
        config: { right: 'edit' },
        schema: { tags, params: rentParams, body: rentBody, response: { 200: rentView, ...errors } },
      },
      (request) =>
        rents.update(ctx, entityAccess(request), request.params, request.params.rentId, request.body),
    );
    app.delete(
      one,
      {
        config: { right: 'delete' },
        schema: { tags, params: rentParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await rents.remove(ctx, entityAccess(request), request.params, request.params.rentId);
        return reply.status(204).send(null);
      },
    );
    app.post(
      `${one}/payments`,
      {
        config: { right: 'create' },
        schema: { tags, params: rentParams, body: paymentBody, response: { 201: idResponse, ...errors } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await rents.addPayment(
              ctx,
              entityAccess(request),
              request.params,
              request.params.rentId,
              request.body,
            ),
          ),
    );
    app.delete(
      `${one}/payments/:paymentId`,
      {
        config: { right: 'delete' },
        schema: { tags, params: paymentParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        const { rentId, paymentId } = request.params;
        await rents.removePayment(ctx, entityAccess(request), request.params, rentId, paymentId);
        return reply.status(204).send(null);
      },
    );
  };
}
