import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/databases';
import type { Database } from '../db/client';
import { contract, entity, payment, property, rent } from '../db/schema';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const noon = (day: string) => new Date(`${day}T12:00:00.000Z`);

async function contractWithRent(amount: string, retainedAmount: string | null) {
  const { db } = database;
  const [owner] = await db
    .insert(entity)
    .values({ name: 'Paid amounts', entityTypeId: 2, countryId: 1 })
    .returning({ id: entity.id });
  if (!owner) throw new Error('no entity');
  const entityId = owner.id;
  const [flat] = await db
    .insert(property)
    .values({ entityId, propertyTypeId: 3, name: 'T1' })
    .returning({ id: property.id });
  if (!flat) throw new Error('no property');
  const [lease] = await db
    .insert(contract)
    .values({
      entityId,
      propertyId: flat.id,
      currencyId: 1,
      frequencyTypeId: 3,
      frequencyValue: 1,
      amount,
      startDate: noon('2026-01-01'),
      endDate: noon('2026-12-31'),
    })
    .returning({ id: contract.id });
  if (!lease) throw new Error('no contract');
  const [due] = await db
    .insert(rent)
    .values({
      entityId,
      contractId: lease.id,
      currencyId: 1,
      paymentPeriodDate: noon('2026-01-15'),
      paymentDueDate: noon('2026-01-28'),
      amount,
      retainedAmount,
    })
    .returning({ id: rent.id });
  if (!due) throw new Error('no rent');
  return { entityId, contractId: lease.id, rentId: due.id };
}

const amounts = async (rentId: number) => {
  const [row] = await database.db
    .select({ paid: rent.paidAmount, toPay: rent.amountToPay })
    .from(rent)
    .where(eq(rent.id, rentId));
  return row;
};

const pay = async (entityId: number, rentId: number, amount: string) => {
  const [made] = await database.db
    .insert(payment)
    .values({ entityId, rentId, currencyId: 1, paymentDate: noon('2026-01-20'), amount })
    .returning({ id: payment.id });
  if (!made) throw new Error('no payment');
  return made.id;
};

describe("a rent's paid amount (trigger payment_paid_amount)", () => {
  it('follows every payment written, changed or deleted, to the cent', async () => {
    const { entityId, rentId } = await contractWithRent('650.00', '162.50');
    expect(await amounts(rentId)).toEqual({ paid: '0.00', toPay: '487.50' });
    const first = await pay(entityId, rentId, '0.10');
    await pay(entityId, rentId, '0.20');
    expect(await amounts(rentId)).toEqual({ paid: '0.30', toPay: '487.20' });
    await database.db.update(payment).set({ amount: '487.30' }).where(eq(payment.id, first));
    expect(await amounts(rentId)).toEqual({ paid: '487.50', toPay: '0.00' });
    await pay(entityId, rentId, '10.00');
    expect(await amounts(rentId)).toEqual({ paid: '497.50', toPay: '0.00' });
    await database.db.delete(payment).where(eq(payment.id, first));
    expect(await amounts(rentId)).toEqual({ paid: '10.20', toPay: '477.30' });
  });

  it('moves with a payment moved to another rent', async () => {
    const one = await contractWithRent('500.00', null);
    const other = await contractWithRent('300.00', null);
    const moved = await pay(one.entityId, one.rentId, '120.00');
    await database.db.execute(
      sql`update payment set rent_id = ${other.rentId}, entity_id = ${other.entityId} where id = ${moved}`,
    );
    expect(await amounts(one.rentId)).toEqual({ paid: '0.00', toPay: '500.00' });
    expect(await amounts(other.rentId)).toEqual({ paid: '120.00', toPay: '180.00' });
  });

  it('lets a contract with paid rents be deleted (the cascade finds no rent to update)', async () => {
    const { entityId, contractId, rentId } = await contractWithRent('400.00', null);
    await pay(entityId, rentId, '400.00');
    await database.db.delete(contract).where(eq(contract.id, contractId));
    expect(await amounts(rentId)).toBeUndefined();
    expect(await database.db.select().from(payment).where(eq(payment.rentId, rentId))).toEqual([]);
  });
});
