import {
  apiError,
  asksForPage,
  contractBody,
  contractListQuery,
  contractOverview,
  contractView,
  id,
  idResponse,
  pageOf,
} from '@arrenda/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { entityAccess } from '../plugins/access';
import * as contracts from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const tags = ['contracts'];

/** Contracts (docs/product.md#the-api): lists per entity and per property, and one contract under its property. */
export function contractRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const params = z.object({ entityId: id });
    const propertyParams = z.object({ entityId: id, propertyId: id });
    const contractParams = z.object({ entityId: id, propertyId: id, contractId: id });
    const ofProperty = '/entities/:entityId/properties/:propertyId/contracts';
    const one = `${ofProperty}/:contractId`;
    const list = { 200: z.array(contractView), ...errors };

    app.get(
      '/entities/:entityId/contracts',
      {
        config: { right: 'view' },
        schema: {
          tags,
          params,
          querystring: contractListQuery,
          response: { 200: z.union([z.array(contractView), pageOf(contractView)]), ...errors },
        },
      },
      (request) =>
        asksForPage(request.query, ['filter'])
          ? contracts.listPage(ctx, entityAccess(request), request.query)
          : contracts.list(ctx, entityAccess(request), { all: true }),
    );
    app.get(
      '/entities/:entityId/activeContracts',
      { config: { right: 'view' }, schema: { tags, params, response: list } },
      (request) => contracts.list(ctx, entityAccess(request), { active: true }),
    );
    app.get(
      ofProperty,
      { config: { right: 'view' }, schema: { tags, params: propertyParams, response: list } },
      (request) => contracts.listOfProperty(ctx, entityAccess(request), request.params.propertyId),
    );
    app.post(
      ofProperty,
      {
        config: { right: 'create' },
        schema: {
          tags,
          params: propertyParams,
          body: contractBody,
          response: { 201: idResponse, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await contracts.create(ctx, entityAccess(request), request.params.propertyId, request.body)),
    );
    app.get(
      one,
      {
        config: { right: 'view' },
        schema: { tags, params: contractParams, response: { 200: contractView, ...errors } },
      },
      (request) =>
        contracts.read(ctx, entityAccess(request), request.params.propertyId, request.params.contractId),
    );
    app.put(
      one,
      {
        config: { right: 'edit' },
        schema: {
          tags,
          params: contractParams,
          body: contractBody,
          response: { 200: contractView, ...errors },
        },
      },
      (request) =>
        contracts.update(
          ctx,
          entityAccess(request),
          request.params.propertyId,
          request.params.contractId,
          request.body,
        ),
    );
    app.delete(
      one,
      {
        config: { right: 'delete' },
        schema: { tags, params: contractParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await contracts.remove(
          ctx,
          entityAccess(request),
          request.params.propertyId,
          request.params.contractId,
        );
        return reply.status(204).send(null);
      },
    );
    app.get(
      `${one}/overview`,
      {
        config: { right: 'view' },
        schema: { tags, params: contractParams, response: { 200: contractOverview, ...errors } },
      },
      (request) =>
        contracts.overview(ctx, entityAccess(request), request.params.propertyId, request.params.contractId),
    );
  };
}
