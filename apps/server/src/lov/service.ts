import type { AppContext } from '../context';
import { notFound } from '../errors';
import { countryExists, listCities, listCountries, listCurrencies, listSimple, simpleLists } from './queries';

/** The names of the simple lists, their paths under /lov. */
export const simpleListNames = Object.keys(simpleLists) as (keyof typeof simpleLists)[];

export const simpleList = (ctx: AppContext, name: keyof typeof simpleLists) =>
  listSimple(ctx.db, simpleLists[name]);

export const countries = (ctx: AppContext) => listCountries(ctx.db);

/** A country's cities; 404 when there is no such country. */
export async function cities(ctx: AppContext, countryId: number) {
  if (!(await countryExists(ctx.db, countryId))) throw notFound();
  return listCities(ctx.db, countryId);
}

export const currencies = (ctx: AppContext) => listCurrencies(ctx.db);
