import { apiError, cityItem, currencyItem, id, lovItem } from '@arrenda/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import * as lov from './service';

const list = z.array(lovItem);

/** Lists of values (docs/product.md#the-api); names are codes the web translates. */
export function lovRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const name of lov.simpleListNames) {
      app.get(`/${name}`, { schema: { tags: ['lov'], response: { 200: list, 401: apiError } } }, () =>
        lov.simpleList(ctx, name),
      );
    }

    app.get('/countries', { schema: { tags: ['lov'], response: { 200: list, 401: apiError } } }, () =>
      lov.countries(ctx),
    );

    app.get(
      '/countries/:countryId/cities',
      {
        schema: {
          tags: ['lov'],
          params: z.object({ countryId: id }),
          response: { 200: z.array(cityItem), 401: apiError, 404: apiError },
        },
      },
      (request) => lov.cities(ctx, request.params.countryId),
    );

    app.get(
      '/currencies',
      { schema: { tags: ['lov'], response: { 200: z.array(currencyItem), 401: apiError } } },
      () => lov.currencies(ctx),
    );
  };
}
