import { apiError, cityItem, currencyItem, id, lovItem } from '@arrenda/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { countryExists, listCities, listCountries, listCurrencies, listSimple, simpleLists } from './queries';

const list = z.array(lovItem);

/** Lists of values (spec section 7); names are codes the web translates. */
export function lovRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const [name, table] of Object.entries(simpleLists)) {
      app.get(`/${name}`, { schema: { tags: ['lov'], response: { 200: list, 401: apiError } } }, () =>
        listSimple(ctx.db, table),
      );
    }

    app.get('/countries', { schema: { tags: ['lov'], response: { 200: list, 401: apiError } } }, () =>
      listCountries(ctx.db),
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
      async (request) => {
        const { countryId } = request.params;
        if (!(await countryExists(ctx.db, countryId))) throw notFound();
        return listCities(ctx.db, countryId);
      },
    );

    app.get(
      '/currencies',
      { schema: { tags: ['lov'], response: { 200: z.array(currencyItem), 401: apiError } } },
      () => listCurrencies(ctx.db),
    );
  };
}
