import { addDays, dayStart } from '@arrenda/core';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../db/client';
import { queryRows } from '../db/raw';
import { contractRent } from '../db/schema';

/**
 * Whether the contract's rent changed after its start (an update or a renegotiation in its
 * history): its amount then follows the rent in force (docs/domain.md "Rent updates").
 */
export async function hasRentChanges(tx: Tx, entityId: number, contractId: number) {
  const [found] = await tx
    .select({ id: contractRent.id })
    .from(contractRent)
    .where(
      and(
        eq(contractRent.entityId, entityId),
        eq(contractRent.contractId, contractId),
        ne(contractRent.reason, 'START'),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/**
 * Sets the amount and taxable amount of every contract whose rent changed after its start to the
 * rent in force on `today` (docs/domain.md "Rent updates"), as a contract's write (its kept figures
 * follow); answers how many contracts changed. Contracts with their first terms alone are left out,
 * unless one contract is named (its history just changed, perhaps back to its first terms alone).
 */
export async function applyRentsInForce(db: Reader, today: string, contractId?: number) {
  const changed = await queryRows<{ id: number }>(
    db,
    sql`update contract c
    set amount = r.amount, taxable_amount = r.taxable_amount, version = c.version + 1, updated_at = now()
    from (select distinct on (h.contract_id) h.contract_id, h.amount, h.taxable_amount
      from contract_rent h
      where h.effective_date < ${dayStart(addDays(today, 1))}
        and ${
          contractId === undefined
            ? sql`h.contract_id in (select contract_id from contract_rent where reason <> 'START')`
            : sql`h.contract_id = ${contractId}`
        }
      order by h.contract_id, h.effective_date desc) r
    where c.id = r.contract_id and (c.amount, c.taxable_amount) is distinct from (r.amount, r.taxable_amount)
    returning c.id`,
  );
  return changed.length;
}
