import { eq } from 'drizzle-orm';
import type { Reader } from '../db/client';
import type {
  currency,
  frequencyType,
  kitchenType,
  outsideAreaType,
  propertyBusinessType,
  propertyLocationType,
  propertyType,
} from '../db/schema';
import { badRequest } from '../errors';

type LookupTable =
  | typeof currency
  | typeof frequencyType
  | typeof kitchenType
  | typeof outsideAreaType
  | typeof propertyBusinessType
  | typeof propertyLocationType
  | typeof propertyType;

export type LookupCheck = [field: string, table: LookupTable, id: number | null | undefined];

/** Refuses ids of lists of values that do not exist, each under its own field (400). */
export async function checkLookups(db: Reader, checks: LookupCheck[]) {
  const missing = await Promise.all(
    checks.map(async ([field, table, id]) => {
      if (id == null) return null;
      const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
      return rows.length === 0 ? field : null;
    }),
  );
  const fieldErrors: Record<string, string> = {};
  for (const field of missing) if (field) fieldErrors[field] = 'server.lookupNotFound';
  if (Object.keys(fieldErrors).length > 0) throw badRequest('server.badRequest', { fieldErrors });
}
