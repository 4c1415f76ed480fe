import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * VACUUM of the whole database, for the embedded one, which has no autovacuum: the kept figures,
 * the period totals, the rents and payments are rewritten by every payment and the reads after it,
 * and their dead rows' space is reused, their pages marked visible so that reads skip them, only
 * once vacuumed (docs/operations.md "Autovacuum"). Pages unchanged since the last run are skipped.
 */
export async function vacuumDatabase(db: Db) {
  await db.execute(sql`vacuum`);
}
