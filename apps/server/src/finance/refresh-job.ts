import type { AppContext } from '../context';
import { refreshExpiredFigures } from '../properties/hierarchy-queries';
import { refreshOverview } from './kept-overview';
import { entitiesWithExpiredFigures } from './kept-overview-queries';
import { entitiesWithUnfoldedTotals, foldPeriodTotals } from './period-totals-queries';

/**
 * The hourly job that brings every entity's kept figures up to the clock (docs/domain.md "Kept
 * figures"): at a month's start every overview row expires at once, and recomputing a large
 * portfolio's here spares its first reader the wait; an entity's period totals gathered from many
 * writes are folded too. Reads still recompute and fold whatever is left.
 */
export async function refreshKeptFigures(ctx: AppContext): Promise<{ entities: number }> {
  const entities = await entitiesWithExpiredFigures(ctx.db);
  for (const { entity_id: entityId } of entities) {
    await refreshExpiredFigures(ctx.db, entityId);
    await refreshOverview(ctx.db, entityId);
  }
  const unfolded = await entitiesWithUnfoldedTotals(ctx.db);
  for (const { entity_id: entityId } of unfolded) await foldPeriodTotals(ctx.db, entityId);
  return { entities: entities.length };
}
