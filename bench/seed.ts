import { ACCESS_TYPE } from '@arrenda/core';
import { and, asc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import { hashPassword } from '../apps/server/src/auth/passwords';
import type { Db } from '../apps/server/src/db/client';
import {
  contract,
  contractTenant,
  entity,
  entityUser,
  expense,
  payment,
  property,
  rent,
  tenant,
  users,
} from '../apps/server/src/db/schema';

const BENCH_EMAIL = 'bench@arrenda.test';
/** The bench user of one scale: each scale has its own portfolio. */
export const benchEmail = (scale: number) => BENCH_EMAIL.replace('@', `+${String(scale).replace('.', '_')}@`);
export const BENCH_PASSWORD = 'Bench-Portfolio-2026';
/** The amount of the payments the bench creates; the seed's payments are never this small. */
export const BENCH_PAYMENT = 0.01;

/** The portfolio's size at scale 1 (ISSUE: 1,000 properties, 2,000 contracts, ~100,000 rents). */
const BUILDINGS = 100;
const FLATS_PER_BUILDING = 9;

const CHUNK = 2000;
async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

const noon = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day, 12));

/** Month by month from (year, month) while the month's 15th is before `until`. */
function* months(year: number, month: number, until: Date) {
  for (
    let date = noon(year, month, 15);
    date < until;
    date = noon(date.getUTCFullYear(), date.getUTCMonth() + 2, 15)
  ) {
    yield [date.getUTCFullYear(), date.getUTCMonth() + 1] as const;
  }
}

export interface Portfolio {
  entityId: number;
  contractId: number;
  propertyId: number;
  rentId: number;
}

/**
 * The bench portfolio through the app's own schema: 1 entity, `scale` × (100 buildings of 9
 * flats, 3,000 tenants, 2,000 contracts with a rent a month paid but the last few, 20,000
 * expenses). Reused when it is there already.
 */
export async function seedPortfolio(db: Db, scale: number): Promise<Portfolio> {
  const email = benchEmail(scale);
  const [existing] = await db
    .select({ entityId: entityUser.entityId })
    .from(entityUser)
    .innerJoin(users, eq(users.id, entityUser.userId))
    .where(eq(users.email, email));
  if (!existing) {
    await create(db, email, scale);
    // What autovacuum gives a real database after a while: planner statistics (without them the
    // new tables pass for nearly empty) and visibility maps (index-only scans skip the heap).
    await db.execute(sql`vacuum analyze`);
  }
  return sample(db, email);
}

/**
 * A contract running today (a typical one to read) and its oldest rent with something left to pay
 * (to pay on: a payment above what is left is refused).
 */
async function sample(db: Db, email: string): Promise<Portfolio> {
  const [row] = await db
    .select({
      entityId: contract.entityId,
      contractId: contract.id,
      propertyId: contract.propertyId,
      rentId: rent.id,
    })
    .from(contract)
    .innerJoin(entityUser, eq(entityUser.entityId, contract.entityId))
    .innerJoin(users, eq(users.id, entityUser.userId))
    .innerJoin(rent, eq(rent.contractId, contract.id))
    .where(
      and(
        eq(users.email, email),
        lte(contract.startDate, sql`now()`),
        gte(contract.endDate, sql`now()`),
        gt(rent.amountToPay, '0'),
      ),
    )
    .orderBy(asc(contract.id), asc(rent.paymentPeriodDate))
    .limit(1);
  if (!row) throw new Error('bench portfolio has no current contract with a rent to pay');
  await removeBenchPayments(db, row.rentId);
  return row;
}

/** The payments "create payment" made (BENCH_PAYMENT), so that every run reads the same rents. */
export async function removeBenchPayments(db: Db, rentId: number) {
  await db
    .delete(payment)
    .where(and(eq(payment.rentId, rentId), eq(payment.amount, BENCH_PAYMENT.toFixed(2))));
}

async function create(db: Db, email: string, scale: number) {
  const now = new Date();
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(BENCH_PASSWORD), activatedAt: now })
    .returning({ id: users.id });
  const [created] = await db
    .insert(entity)
    .values({ name: `Bench ×${scale}`, entityTypeId: 2, countryId: 1 })
    .returning({ id: entity.id });
  if (!user || !created) throw new Error('bench user or entity not created');
  const entityId = created.id;
  await db.insert(entityUser).values({ entityId, userId: user.id, accessTypeId: ACCESS_TYPE.ADMIN });

  const buildings = Math.max(1, Math.round(BUILDINGS * scale));
  const buildingIds = (
    await db
      .insert(property)
      .values(
        Array.from({ length: buildings }, (_, n) => ({
          entityId,
          propertyTypeId: 2,
          name: `Prédio ${n + 1}`,
          value: '900000.00',
          currencyId: 1,
        })),
      )
      .returning({ id: property.id })
  ).map((row) => row.id);
  const flats: number[] = [];
  await insertAll(
    buildingIds.flatMap((parentPropertyId, b) =>
      Array.from({ length: FLATS_PER_BUILDING }, (_, n) => ({
        entityId,
        parentPropertyId,
        propertyTypeId: 3,
        name: `Fração ${b + 1}.${n + 1}`,
        value: '150000.00',
        currencyId: 1,
      })),
    ),
    async (chunk) =>
      flats.push(
        ...(await db.insert(property).values(chunk).returning({ id: property.id })).map((r) => r.id),
      ),
  );

  const tenants: number[] = [];
  await insertAll(
    Array.from({ length: Math.round(3000 * scale) }, (_, n) => ({ entityId, name: `Inquilino ${n + 1}` })),
    async (chunk) =>
      tenants.push(...(await db.insert(tenant).values(chunk).returning({ id: tenant.id })).map((r) => r.id)),
  );

  // Each flat: a contract 2019-2021 and a current one from 2022; 2 flats in 9 also one of 2015-2018.
  const plans = flats.flatMap((propertyId, n) => [
    ...(n % 9 < 2 ? [{ propertyId, start: [2015, 1] as const, end: noon(2018, 12, 31) }] : []),
    { propertyId, start: [2019, 1] as const, end: noon(2021, 12, 31) },
    { propertyId, start: [2022, 1] as const, end: noon(2027, 12, 31) },
  ]);
  const contractIds: number[] = [];
  await insertAll(
    plans.map(({ propertyId, start, end }, n) => ({
      entityId,
      propertyId,
      currencyId: 1,
      frequencyTypeId: 3,
      frequencyValue: 1,
      amount: (650 + (n % 7) * 50).toFixed(2),
      taxableAmount: (650 + (n % 7) * 50).toFixed(2),
      taxRetention: n % 4 === 0,
      taxRetentionPercentage: n % 4 === 0 ? '25.00' : null,
      startDate: noon(start[0], start[1], 1),
      endDate: end,
    })),
    async (chunk) =>
      contractIds.push(
        ...(await db.insert(contract).values(chunk).returning({ id: contract.id })).map((r) => r.id),
      ),
  );
  await insertAll(
    contractIds.map((contractId, n) => ({
      entityId,
      contractId,
      tenantId: tenants[n % tenants.length] ?? 0,
    })),
    (chunk) => db.insert(contractTenant).values(chunk),
  );

  // A rent a month until today; all paid but the rents of the last two months on one contract in ten.
  const rents = plans.flatMap(({ start, end }, n) => {
    const amount = 650 + (n % 7) * 50;
    const retained = n % 4 === 0 ? amount * 0.25 : 0;
    return [...months(start[0], start[1], end < now ? end : now)].map(([year, month]) => ({
      row: {
        entityId,
        contractId: contractIds[n] ?? 0,
        currencyId: 1,
        paymentPeriodDate: noon(year, month, 15),
        paymentDueDate: noon(year, month, 28),
        amount: amount.toFixed(2),
        retainedAmount: retained ? retained.toFixed(2) : null,
      },
      toPay: amount - retained,
      paid: !(n % 10 === 9 && now.getTime() - noon(year, month, 15).getTime() < 62 * 86_400_000),
    }));
  });
  const rentIds: number[] = [];
  await insertAll(
    rents.map((r) => r.row),
    async (chunk) =>
      rentIds.push(...(await db.insert(rent).values(chunk).returning({ id: rent.id })).map((r) => r.id)),
  );
  await insertAll(
    rents.flatMap((r, n) =>
      r.paid
        ? [
            {
              entityId,
              rentId: rentIds[n] ?? 0,
              currencyId: 1,
              paymentDate: r.row.paymentDueDate,
              amount: r.toPay.toFixed(2),
            },
          ]
        : [],
    ),
    (chunk) => db.insert(payment).values(chunk),
  );

  const owners = [...buildingIds, ...flats];
  await insertAll(
    Array.from({ length: Math.round(20_000 * scale) }, (_, n) => ({
      entityId,
      propertyId: n % 25 === 0 ? null : (owners[n % owners.length] ?? null),
      currencyId: 1,
      date: noon(2019 + (n % 8), (n % 12) + 1, 12),
      amount: (20 + (n % 300)).toFixed(2),
      name: ['IMI', 'Condomínio', 'Seguro', 'Obras', 'Limpeza'][n % 5] ?? 'IMI',
      includeInYield: n % 3 !== 0,
    })),
    (chunk) => db.insert(expense).values(chunk),
  );
}
