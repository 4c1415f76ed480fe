import {
  apiError,
  expenseBody,
  expenseDetail,
  expenseListQuery,
  expenseView,
  id,
  idResponse,
  pageOf,
} from '@arrenda/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { entityAccess } from '../plugins/access';
import * as expenses from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const tags = ['expenses'];

/** /entities/:entityId/expenses (docs/product.md#the-api): property expenses and global ones of the entity. */
export function expenseRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const params = z.object({ entityId: id });
    const expenseParams = z.object({ entityId: id, expenseId: id });
    const base = '/entities/:entityId/expenses';
    const one = `${base}/:expenseId`;

    app.get(
      base,
      {
        config: { right: 'view' },
        schema: {
          tags,
          params,
          querystring: expenseListQuery,
          response: { 200: z.union([z.array(expenseView), pageOf(expenseView)]), ...errors },
        },
      },
      (request) => expenses.list(ctx, entityAccess(request), request.query),
    );
    app.post(
      base,
      {
        config: { right: 'create' },
        schema: { tags, params, body: expenseBody, response: { 201: idResponse, ...errors } },
      },
      async (request, reply) =>
        reply.status(201).send(await expenses.create(ctx, entityAccess(request), request.body)),
    );
    app.get(
      one,
      {
        config: { right: 'view' },
        schema: { tags, params: expenseParams, response: { 200: expenseDetail, ...errors } },
      },
      (request) => expenses.read(ctx, entityAccess(request), request.params.expenseId),
    );
    app.put(
      one,
      {
        config: { right: 'edit' },
        schema: { tags, params: expenseParams, body: expenseBody, response: { 200: expenseView, ...errors } },
      },
      (request) => expenses.update(ctx, entityAccess(request), request.params.expenseId, request.body),
    );
    app.delete(
      one,
      {
        config: { right: 'delete' },
        schema: { tags, params: expenseParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await expenses.remove(ctx, entityAccess(request), request.params.expenseId);
        return reply.status(204).send(null);
      },
    );
  };
}
