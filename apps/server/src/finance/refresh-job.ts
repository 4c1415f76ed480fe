import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { queryRows } from '../db/raw';
import { refreshExpiredFigures } from '../properties/hierarchy-queries';
import { refreshOverview } from './kept-overview';
import { FOLD_AFTER, foldPeriodTotals } from './period-totals';

/**
 * The hourly job that brings every entity's kept figures up to the clock (docs/domain.md "Kept
 * figures"): at a month's start every overview row expires at once, and recomputing a large
 * portfolio's here spares its first reader the wait; an entity's period totals gathered from many
 * writes are folded too. Reads still recompute and fold whatever is left.
 */
export async function refreshKeptFigures(ctx: AppContext): Promise<{ entities: number }> {
  const entities = await queryRows<{ entity_id: number }>(
    ctx.db,
    sql`select distinct entity_id from contract_figures where valid_until <= now()
      union select distinct entity_id from property_figures where valid_until <= now()`,
  );
  for (const { entity_id: entityId } of entities) {
    await refreshExpiredFigures(ctx.db, entityId);
    await refreshOverview(ctx.db, entityId);
  }
  const unfolded = await queryRows<{ entity_id: number }>(
    ctx.db,
    sql`select entity_id from period_totals group by entity_id
      having count(*) - count(distinct (currency_id, month)) > ${FOLD_AFTER}`,
  );
  for (const { entity_id: entityId } of unfolded) await foldPeriodTotals(ctx.db, entityId);
  return { entities: entities.length };
}
