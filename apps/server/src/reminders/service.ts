import { hasRight, type ReminderView } from '@arrenda/core';
import type { AppContext } from '../context';
import { listEntities } from '../entities/queries';
import { contractsNeedingAction } from '../finance/service';

/**
 * GET /reminders: the action-required reasons of the overview of every entity where the caller
 * can act (edit right), oldest date first. The overview decides the reasons; this only gathers
 * them from its kept rows.
 */
export async function listReminders(ctx: AppContext, userId: number): Promise<ReminderView[]> {
  const entities = (await listEntities(ctx.db, userId)).filter((entity) =>
    hasRight(entity.accessType, 'edit'),
  );
  const overviews = await Promise.all(
    entities.map(async (entity) => ({ entity, contracts: await contractsNeedingAction(ctx, entity.id) })),
  );
  const items: ReminderView[] = [];
  for (const { entity, contracts } of overviews) {
    for (const contract of contracts) {
      for (const action of contract.actions) {
        const rentId = action.code === 'RENT_OVERDUE' ? contract.rentIdToPay : null;
        items.push({
          entityId: entity.id,
          entityName: entity.name,
          contractId: contract.contractId,
          propertyId: contract.propertyId,
          propertyName: contract.propertyName,
          propertyType: contract.propertyType,
          address: contract.address,
          tenants: contract.tenants,
          code: action.code,
          date: action.date,
          rentToPay: rentId === null ? null : { rentId, debt: contract.debt, currency: contract.currency },
        });
      }
    }
  }
  return items.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.entityName.localeCompare(b.entityName) ||
      a.entityId - b.entityId ||
      a.contractId - b.contractId ||
      a.code.localeCompare(b.code),
  );
}
