import { z } from 'zod';
import { actionRequired, overviewContract } from './finance';

/**
 * One reason to act of GET /reminders: an action required of an entity overview (docs/domain.md
 * "Action required"), with the entity and the contract it is about. `rentToPay` is set on
 * RENT_OVERDUE only: the oldest due rent not fully paid (its payment form) and what the contract
 * owes in all.
 */
export const reminderView = overviewContract
  .pick({
    contractId: true,
    propertyId: true,
    propertyName: true,
    propertyType: true,
    address: true,
    tenants: true,
  })
  .extend({
    entityId: z.number(),
    entityName: z.string(),
    ...actionRequired.shape,
    rentToPay: z.object({ rentId: z.number(), debt: z.number(), currency: z.string() }).nullable(),
  });
export type ReminderView = z.infer<typeof reminderView>;

/** GET /reminders: the reasons of every entity where the caller can act (edit right), oldest date first. */
export const reminderList = z.array(reminderView);
