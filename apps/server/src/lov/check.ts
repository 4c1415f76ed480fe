import type { Reader } from '../db/client';
import { badRequest } from '../errors';
import { type LookupName, lookupExists } from './queries';

export type LookupCheck = [field: string, lookup: LookupName, id: number | null | undefined];

/** Refuses ids of lists of values that do not exist, each under its own field (400). */
export async function checkLookups(db: Reader, checks: LookupCheck[]) {
  const missing = await Promise.all(
    checks.map(async ([field, lookup, id]) => {
      if (id == null) return null;
      return (await lookupExists(db, lookup, id)) ? null : field;
    }),
  );
  const fieldErrors: Record<string, string> = {};
  for (const field of missing) if (field) fieldErrors[field] = 'server.lookupNotFound';
  if (Object.keys(fieldErrors).length > 0) throw badRequest('server.badRequest', { fieldErrors });
}
