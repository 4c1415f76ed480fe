import { and, eq, sql } from 'drizzle-orm';
import type { Reader } from '../db/client';
import { asEdited, type EditResult, editResult } from '../db/optimistic-queries';
import { queryRows } from '../db/raw';
import { payment, rent } from '../db/schema';
import type { paymentValues, rentValues } from './values';

/** Where a rent lives: its contract, in the entity. */
interface RentPlace {
  entityId: number;
  contractId: number;
}

const ofRent = (place: RentPlace, rentId: number) =>
  and(eq(rent.entityId, place.entityId), eq(rent.contractId, place.contractId), eq(rent.id, rentId));

/** Inserts a rent of the contract; answers its id. */
export async function insertRent(db: Reader, place: RentPlace, values: ReturnType<typeof rentValues>) {
  const [created] = await db
    .insert(rent)
    .values({ entityId: place.entityId, contractId: place.contractId, ...values })
    .returning({ id: rent.id });
  if (!created) throw new Error('rent not created');
  return created.id;
}

/** Changes the rent, at the version the form was filled from when the body names one. */
export async function updateRent(
  db: Reader,
  place: RentPlace,
  rentId: number,
  values: ReturnType<typeof rentValues>,
  version: number | undefined,
): Promise<EditResult> {
  const updated = await db
    .update(rent)
    .set({ ...values, version: sql`${rent.version} + 1`, updatedAt: sql`now()` })
    .where(asEdited(ofRent(place, rentId), rent.version, version))
    .returning({ id: rent.id });
  return editResult(db, rent, ofRent(place, rentId), updated.length);
}

/** Deletes the rent with its payments (cascade); false when there was none. */
export async function deleteRent(db: Reader, place: RentPlace, rentId: number) {
  const deleted = await db.delete(rent).where(ofRent(place, rentId)).returning({ id: rent.id });
  return deleted.length > 0;
}

/** Deletes a payment of the rent; false when there was none. */
export async function deletePayment(db: Reader, entityId: number, rentId: number, paymentId: number) {
  const deleted = await db
    .delete(payment)
    .where(and(eq(payment.entityId, entityId), eq(payment.rentId, rentId), eq(payment.id, paymentId)))
    .returning({ id: payment.id });
  return deleted.length > 0;
}

interface PaidRow {
  left: string;
  currency: string;
  currency_known: boolean;
  id: number | null;
}

/**
 * Pays the rent in one statement (docs/domain.md "No over-payment"): the rent is locked (FOR NO KEY
 * UPDATE, the lock the paid-amount trigger takes anyway), the payment inserted only when its
 * currency exists and it is at most what is left to pay, compared as exact numerics. A concurrent
 * payment of the same rent waits for the lock, then sees what the first left. Answers what was left
 * before, in the rent's currency, and the new payment's id (null when refused); undefined when there
 * is no such rent under that contract and property.
 */
export async function payRent(
  db: Reader,
  entityId: number,
  path: { propertyId: number; contractId: number },
  rentId: number,
  values: ReturnType<typeof paymentValues>,
): Promise<PaidRow | undefined> {
  const [row] = await queryRows<PaidRow>(
    db,
    sql`with target as (
      select r.id, r.amount_to_pay, cu.code,
        exists (select 1 from currency k where k.id = ${values.currencyId}) as currency_known
      from rent r
      join currency cu on cu.id = r.currency_id
      join contract c on c.id = r.contract_id and c.entity_id = r.entity_id
      where r.entity_id = ${entityId} and r.contract_id = ${path.contractId} and r.id = ${rentId}
        and c.property_id = ${path.propertyId}
      for no key update of r
    ),
    created as (
      insert into payment (entity_id, rent_id, currency_id, payment_date, amount, taxable_amount, description)
      select ${entityId}, t.id, ${values.currencyId}, ${values.paymentDate}, ${values.amount},
        ${values.taxableAmount}, ${values.description}
      from target t
      where t.currency_known and t.amount_to_pay >= ${values.amount}::numeric
      returning id
    )
    select t.amount_to_pay::text as left, t.code as currency, t.currency_known,
      (select id from created) as id
    from target t`,
  );
  return row;
}
