import { ACCESS_TYPE, PROPERTY_TYPE } from '@arrenda/core';
import { and, asc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import { hashPassword } from '../apps/server/src/auth/passwords';
import type { Db } from '../apps/server/src/db/client';
import {
  address,
  city,
  contract,
  contractTenant,
  entity,
  entityUser,
  payment,
  property,
  propertyDetails,
  rent,
  tenant,
  users,
} from '../apps/server/src/db/schema';
import { refreshOverview } from '../apps/server/src/finance/kept-overview';
import { foldPeriodTotals } from '../apps/server/src/finance/period-totals-queries';

/**
 * The bench user of one scale: each scale has its own portfolio. The `-p2` names the portfolio's
 * shape (buildings, houses, bedrooms, addresses, named tenants): a database seeded with an older
 * shape keeps it under the old address, and this shape is seeded beside it.
 */
export const benchEmail = (scale: number) => `bench+${String(scale).replace('.', '_')}-p3@arrenda.test`;
export const BENCH_PASSWORD = 'Bench-Portfolio-2026';
/** The amount of the payments the bench creates; the seed's payments are never this small. */
export const BENCH_PAYMENT = 0.01;

/**
 * The portfolio at scale 1 (issue 24: 1,000 properties, 2,000 contracts, ~100,000 rents, ~20,000
 * expenses; scale 10 is ten times each): 80 buildings of 9 apartments, one building in 8 with an
 * apartment let by the room (5 bedrooms), 150 houses.
 */
const BUILDINGS = 80;
const APARTMENTS_PER_BUILDING = 9;
const HOUSES = 150;
const BEDROOMS_PER_ROOMED_APARTMENT = 5;
const TENANTS = 3000;
const EXPENSES = 20_000;

/** Rows per multi-row INSERT: a statement's triggers run once for all of them. */
const CHUNK = 5000;
async function insertAll<T, R>(rows: T[], insert: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < rows.length; start += CHUNK)
    out.push(...(await insert(rows.slice(start, start + CHUNK))));
  return out;
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

const STREETS = [
  'Rua Augusta',
  'Avenida da Liberdade',
  'Rua de Santa Catarina',
  'Rua do Carmo',
  'Avenida dos Aliados',
  'Rua Garrett',
  'Rua da Prata',
  'Rua do Ouro',
  'Avenida da República',
  'Rua Miguel Bombarda',
  'Rua de Cedofeita',
  'Rua Ferreira Borges',
  'Avenida Fernão de Magalhães',
  'Rua Sá da Bandeira',
  'Rua das Flores',
  'Rua de Camões',
  'Avenida Almirante Reis',
  'Rua Castilho',
  'Rua Braamcamp',
  'Avenida de Roma',
  'Rua Morais Soares',
  'Rua Visconde de Valmor',
  'Rua Alexandre Herculano',
  'Rua Conde de Redondo',
  'Avenida Guerra Junqueiro',
  'Rua Actor Taborda',
  'Rua Pascoal de Melo',
  'Rua Gomes Freire',
  'Rua Tomás Ribeiro',
  'Avenida Elias Garcia',
] as const;
const CITIES = [
  'Lisboa',
  'Porto',
  'Braga',
  'Coimbra',
  'Aveiro',
  'Faro',
  'Setúbal',
  'Évora',
  'Viseu',
  'Leiria',
  'Funchal',
  'Sintra',
  'Cascais',
  'Almada',
  'Oeiras',
  'Matosinhos',
  'Guimarães',
  'Amadora',
] as const;
const FIRST_NAMES = [
  'Ana',
  'João',
  'Maria',
  'Pedro',
  'Inês',
  'Rui',
  'Sofia',
  'Miguel',
  'Beatriz',
  'Tiago',
  'Carla',
  'Nuno',
  'Marta',
  'Paulo',
  'Rita',
  'Luís',
  'Joana',
  'André',
  'Catarina',
  'Hugo',
  'Filipa',
  'Diogo',
  'Helena',
  'Bruno',
  'Rosa',
  'Vasco',
  'Teresa',
  'Jorge',
  'Leonor',
  'Ricardo',
  'Clara',
] as const;
const SURNAMES = [
  'Silva',
  'Santos',
  'Ferreira',
  'Pereira',
  'Oliveira',
  'Costa',
  'Rodrigues',
  'Martins',
  'Jesus',
  'Sousa',
  'Fernandes',
  'Gonçalves',
  'Gomes',
  'Lopes',
  'Marques',
  'Alves',
  'Almeida',
  'Ribeiro',
  'Pinto',
  'Carvalho',
  'Teixeira',
  'Moreira',
  'Correia',
  'Mendes',
  'Nunes',
  'Soares',
  'Vieira',
  'Monteiro',
  'Cardoso',
  'Rocha',
  'Neves',
  'Coelho',
  'Cruz',
] as const;
/** A tenant's name: first name, then two surnames, in every combination before one repeats. */
const tenantName = (n: number) =>
  `${pick(FIRST_NAMES, n)} ${pick(SURNAMES, Math.floor(n / FIRST_NAMES.length))} ${pick(SURNAMES, n * 7)}`;

/**
 * What the bench searches for: a street some addresses have; a tenant's first name and surname (3
 * tenants at 1×, 30 at 10×: what a user looking for one person types); and a surname alone, which two
 * tenants in 33 carry, first or second (1,465 properties at 10×): a search that fills many pages.
 */
export const SEARCH_STREET = 'Castilho';
export const SEARCH_TENANT = tenantName(40).split(' ').slice(0, 2).join(' ');
export const SEARCH_SURNAME = 'Santos';

export interface Portfolio {
  entityId: number;
  contractId: number;
  propertyId: number;
  rentId: number;
  /** Unpaid rents of different contracts, for payments that do not wait for one another. */
  unpaid: { propertyId: number; contractId: number; rentId: number }[];
  /** Whether this call seeded the portfolio (rather than finding it seeded). */
  created: boolean;
}

/** How many unpaid rents `unpaid` holds at most: one per contract. */
const UNPAID_SAMPLE = 200;

/**
 * The bench portfolio through the app's own schema (its triggers keep the figures): 1 entity,
 * `scale` × (80 buildings of 9 apartments, 10 of them let by the room, 150 houses; 3,000 named
 * tenants with tax numbers; 2,000 contracts with a rent a month, paid but the last two months of one
 * contract in ten, a receipt for three payments in four; 20,000 expenses). Reused when it is there
 * already.
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
  return { ...(await sample(db, email)), created: !existing };
}

/**
 * A contract running today (a typical one to read) and its oldest rent with something left to pay
 * (to pay on: a payment above what is left is refused); and unpaid rents of other contracts.
 */
async function sample(db: Db, email: string): Promise<Omit<Portfolio, 'created'>> {
  const [user] = await db
    .select({ entityId: entityUser.entityId })
    .from(entityUser)
    .innerJoin(users, eq(users.id, entityUser.userId))
    .where(eq(users.email, email));
  if (!user) throw new Error(`no bench user ${email}`);
  const unpaid = await db
    .selectDistinctOn([contract.id], {
      propertyId: contract.propertyId,
      contractId: contract.id,
      rentId: rent.id,
    })
    .from(contract)
    .innerJoin(rent, eq(rent.contractId, contract.id))
    .where(
      and(
        eq(contract.entityId, user.entityId),
        eq(rent.entityId, user.entityId),
        lte(contract.startDate, sql`now()`),
        gte(contract.endDate, sql`now()`),
        gt(rent.amountToPay, '0'),
      ),
    )
    .orderBy(asc(contract.id), asc(rent.paymentPeriodDate))
    .limit(UNPAID_SAMPLE);
  const [first] = unpaid;
  if (!first) throw new Error('bench portfolio has no current contract with a rent to pay');
  await removeBenchPayments(
    db,
    unpaid.map((row) => row.rentId),
  );
  return { entityId: user.entityId, ...first, unpaid };
}

/** The payments the bench made (BENCH_PAYMENT), so that every run reads the same rents. */
export async function removeBenchPayments(db: Db, rentIds: number | number[]) {
  const ids = Array.isArray(rentIds) ? rentIds : [rentIds];
  await db
    .delete(payment)
    .where(and(inArray(payment.rentId, ids), eq(payment.amount, BENCH_PAYMENT.toFixed(2))));
}

const timed = async <T>(label: string, step: () => Promise<T>) => {
  const started = Date.now();
  const result = await step();
  console.log(`  seed: ${label} in ${Date.now() - started} ms`);
  return result;
};

interface PropertyPlan {
  typeId: number;
  name: string;
  /** Index of the parent in the plan, inserted before it. */
  parent: number | null;
  value: number | null;
  /** Address: street index, door number, floor; none for a bedroom. */
  address: { street: number; number: number; floor: string | null; city: number } | null;
  bedrooms: number | null;
}

/** The property tree at `scale`: buildings and their apartments, some let by the room, and houses. */
function planProperties(scale: number): PropertyPlan[] {
  const plans: PropertyPlan[] = [];
  const buildings = Math.max(1, Math.round(BUILDINGS * scale));
  for (let b = 0; b < buildings; b++) {
    const street = (b * 7) % STREETS.length;
    const number = 1 + ((b * 13) % 240);
    const cityIndex = b % CITIES.length;
    const buildingIndex = plans.length;
    plans.push({
      typeId: PROPERTY_TYPE.BUILDING,
      name: `Edifício ${pick(STREETS, street).replace(/^(Rua|Avenida) (d[aeo]s? )?/, '')} ${number}`,
      parent: null,
      value: null,
      address: { street, number, floor: null, city: cityIndex },
      bedrooms: null,
    });
    for (let a = 0; a < APARTMENTS_PER_BUILDING; a++) {
      const floor = Math.floor(a / 2);
      const side = a % 2 === 0 ? 'Esq' : 'Dto';
      const apartmentIndex = plans.length;
      const roomed = b % 8 === 0 && a === 1;
      plans.push({
        typeId: PROPERTY_TYPE.APARTMENT,
        name: `${floor === 0 ? 'R/C' : `${floor}.º`} ${side}`,
        parent: buildingIndex,
        value: 90_000 + ((b * 37 + a * 11) % 230) * 1000,
        address: { street, number, floor: floor === 0 ? 'RC' : `${floor}${side[0]}`, city: cityIndex },
        bedrooms: roomed ? BEDROOMS_PER_ROOMED_APARTMENT : 1 + ((b + a) % 4),
      });
      if (!roomed) continue;
      for (let r = 0; r < BEDROOMS_PER_ROOMED_APARTMENT; r++) {
        plans.push({
          typeId: PROPERTY_TYPE.BEDROOM,
          name: `Quarto ${r + 1}`,
          parent: apartmentIndex,
          value: null,
          address: null,
          bedrooms: null,
        });
      }
    }
  }
  for (let h = 0; h < Math.round(HOUSES * scale); h++) {
    const street = (h * 11 + 3) % STREETS.length;
    plans.push({
      typeId: PROPERTY_TYPE.HOUSE,
      name: `Moradia ${pick(STREETS, street).replace(/^(Rua|Avenida) (d[aeo]s? )?/, '')} ${h + 1}`,
      parent: null,
      value: 180_000 + ((h * 53) % 270) * 1000,
      address: { street, number: 1 + ((h * 17) % 400), floor: null, city: (h * 5) % CITIES.length },
      bedrooms: 2 + (h % 4),
    });
  }
  return plans;
}

/** A tax number of 9 digits (Portuguese NIF-like), distinct per tenant. */
const fiscalNumber = (entityId: number, n: number) =>
  String(200_000_000 + ((entityId * 1_000_003 + n * 7919) % 700_000_000));

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

  const cities = await db
    .select({ id: city.id, name: city.name })
    .from(city)
    .where(and(eq(city.countryId, 1), inArray(city.name, [...CITIES])));
  const cityIds = CITIES.map((name) => cities.find((row) => row.name === name)?.id ?? cities[0]?.id);
  if (cityIds.some((id) => id === undefined)) throw new Error('no Portuguese cities in the database');

  const plans = planProperties(scale);
  const addressed = plans.flatMap((plan, n) => (plan.address ? [{ n, address: plan.address }] : []));
  const addressIds = new Map<number, number>();
  await timed(`${addressed.length} addresses`, async () => {
    const ids = await insertAll(addressed, (chunk) =>
      db
        .insert(address)
        .values(
          chunk.map(({ address: a }) => ({
            entityId,
            street: pick(STREETS, a.street),
            number: String(a.number),
            floor: a.floor,
            postalCode: `${1000 + ((a.street * 97 + a.number) % 8000)}-${String(100 + (a.number % 900)).padStart(3, '0')}`,
            cityId: cityIds[a.city] ?? 0,
          })),
        )
        .returning({ id: address.id }),
    );
    for (const [k, row] of ids.entries()) addressIds.set(addressed[k]?.n ?? -1, row.id);
  });

  // Parents before children: one INSERT per level of the tree, in chunks.
  const propertyIds: number[] = [];
  await timed(`${plans.length} properties`, async () => {
    for (const level of [0, 1, 2]) {
      const depth = (n: number): number => {
        const parent = plans[n]?.parent;
        return parent === null || parent === undefined ? 0 : 1 + depth(parent);
      };
      const indexes = plans.map((_, n) => n).filter((n) => depth(n) === level);
      const ids = await insertAll(indexes, (chunk) =>
        db
          .insert(property)
          .values(
            chunk.map((n) => {
              const plan = plans[n] as PropertyPlan;
              return {
                entityId,
                parentPropertyId: plan.parent === null ? null : (propertyIds[plan.parent] ?? null),
                addressId: addressIds.get(n) ?? null,
                propertyTypeId: plan.typeId,
                name: plan.name,
                value: plan.value === null ? null : plan.value.toFixed(2),
                currencyId: 1,
              };
            }),
          )
          .returning({ id: property.id }),
      );
      ids.forEach((row, k) => {
        propertyIds[indexes[k] ?? -1] = row.id;
      });
    }
    const detailed = plans.flatMap((plan, n) =>
      plan.bedrooms === null ? [] : [{ propertyId: propertyIds[n] ?? 0, numBedrooms: plan.bedrooms }],
    );
    await insertAll(detailed, (chunk) =>
      db.insert(propertyDetails).values(chunk).returning({ id: propertyDetails.propertyId }),
    );
  });

  const tenantIds = await timed(`${Math.round(TENANTS * scale)} tenants`, async () =>
    (
      await insertAll(
        Array.from({ length: Math.round(TENANTS * scale) }, (_, n) => ({
          entityId,
          name: tenantName(n),
          fiscalNumber: fiscalNumber(entityId, n),
          email: `inquilino${n + 1}@example.pt`,
          phone: `9${String(10_000_000 + ((n * 7_919) % 89_999_999)).padStart(8, '0')}`,
        })),
        (chunk) => db.insert(tenant).values(chunk).returning({ id: tenant.id }),
      )
    ).map((row) => row.id),
  );

  // Each let unit (house, apartment not let by the room, bedroom): a contract 2019-2021 and a
  // current one 2022-2027; 18 units in 91 also one of 2013-2018.
  const parents = new Set(plans.flatMap((plan) => (plan.parent === null ? [] : [plan.parent])));
  const units = plans.flatMap((plan, n) => (parents.has(n) ? [] : [{ plan, id: propertyIds[n] ?? 0 }]));
  const noon = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day, 12));
  const contracts = units.flatMap(({ plan, id }, n) => {
    const base =
      plan.typeId === PROPERTY_TYPE.BEDROOM ? 350 : plan.typeId === PROPERTY_TYPE.HOUSE ? 950 : 650;
    return [
      ...(n % 91 < 18 ? [{ propertyId: id, base, start: noon(2013, 1, 1), end: noon(2018, 12, 31) }] : []),
      { propertyId: id, base: base + 25, start: noon(2019, 1, 1), end: noon(2021, 12, 31) },
      { propertyId: id, base: base + 75, start: noon(2022, 1, 1), end: noon(2027, 12, 31) },
    ];
  });
  const contractIds = await timed(`${contracts.length} contracts`, async () => {
    const ids = (
      await insertAll(contracts, (chunk) =>
        db
          .insert(contract)
          .values(
            chunk.map((c, k) => {
              const amount = (c.base + (k % 7) * 25).toFixed(2);
              const retained = (c.propertyId + k) % 4 === 0;
              return {
                entityId,
                propertyId: c.propertyId,
                currencyId: 1,
                frequencyTypeId: 3,
                frequencyValue: 1,
                amount,
                taxableAmount: amount,
                taxRetention: retained,
                taxRetentionPercentage: retained ? '25.00' : null,
                startDate: c.start,
                endDate: c.end,
              };
            }),
          )
          .returning({ id: contract.id }),
      )
    ).map((row) => row.id);
    // One tenant a contract; one current contract in three has a second.
    const links = ids.flatMap((contractId, n) => [
      { entityId, contractId, tenantId: pick(tenantIds, n) },
      ...(n % 3 === 2 ? [{ entityId, contractId, tenantId: pick(tenantIds, n + contracts.length) }] : []),
    ]);
    await insertAll(links, (chunk) =>
      db.insert(contractTenant).values(chunk).returning({ id: contractTenant.contractId }),
    );
    return ids;
  });

  // Rents and payments in the database: a rent a month, on the 15th, from the contract's start until
  // today or its end; paid on its due date but the last two months of the contracts of one property in ten. One
  // statement per 1,000 contracts.
  const batches: [number, number][] = [];
  for (let k = 0; k < contractIds.length; k += 1000) {
    batches.push([contractIds[k] ?? 0, contractIds[Math.min(k + 999, contractIds.length - 1)] ?? 0]);
  }
  await timed('rents', async () => {
    for (const [from, to] of batches) {
      await db.execute(sql`
        insert into rent (entity_id, contract_id, currency_id, payment_period_date, payment_due_date, amount, retained_amount)
        select c.entity_id, c.id, c.currency_id, m at time zone 'UTC', (m + interval '13 days') at time zone 'UTC',
          c.amount, case when c.tax_retention then round(c.amount * c.tax_retention_percentage / 100, 2) end
        from contract c,
          generate_series(
            date_trunc('month', c.start_date at time zone 'UTC') + interval '14 days 12 hours',
            (least(c.end_date, now()) at time zone 'UTC') - interval '1 microsecond',
            interval '1 month') as m
        where c.entity_id = ${entityId} and c.id between ${from} and ${to}
        order by c.id, m`);
    }
  });
  await timed('payments', async () => {
    for (const [from, to] of batches) {
      await db.execute(sql`
        insert into payment (entity_id, rent_id, currency_id, payment_date, amount)
        select r.entity_id, r.id, r.currency_id, r.payment_due_date, r.amount_to_pay
        from rent r
        join contract c on c.id = r.contract_id
        where r.entity_id = ${entityId} and r.contract_id between ${from} and ${to}
          and not (c.property_id % 10 = 9 and r.payment_period_date > now() - interval '62 days')
        order by r.id`);
    }
  });

  // Receipts as a landlord issues them: three payments in four get one, numbered in the entity's
  // series of the payment's year, the counters left at the last; one in twenty of those was voided
  // and issued again (two receipts for the payment, the newer in force).
  await timed('receipts', async () => {
    await db.execute(sql`
      insert into receipt (entity_id, payment_id, number, created_at, voided_at, void_reason)
      select p.entity_id, p.id,
        extract(year from p.payment_date)::int || '/' || row_number() over (
          partition by extract(year from p.payment_date) order by p.id, v.voided desc),
        p.payment_date, case when v.voided then p.payment_date end, case when v.voided then 'Valor errado' end
      from payment p
      cross join lateral (select false as voided union all select true where p.id % 20 = 1) v
      where p.entity_id = ${entityId} and p.id % 4 <> 0`);
    await db.execute(sql`
      insert into receipt_counter (entity_id, year, last_number)
      select ${entityId}, split_part(number, '/', 1)::int, max(split_part(number, '/', 2)::int)
      from receipt where entity_id = ${entityId}
      group by 2`);
  });

  // Expenses on the properties in turn (one in 25 on the entity itself), over 2019-2026.
  await timed(`${Math.round(EXPENSES * scale)} expenses`, () =>
    db.execute(sql`
      with owners as (select array_agg(id order by id) as ids from property where entity_id = ${entityId})
      insert into expense (entity_id, property_id, currency_id, date, amount, name, include_in_yield)
      select ${entityId}, case when n % 25 = 0 then null else owners.ids[1 + n % cardinality(owners.ids)] end, 1,
        make_timestamptz(2019 + n % 8, 1 + n % 12, 12, 12, 0, 0, 'UTC'), 20 + n % 300,
        (array['IMI', 'Condomínio', 'Seguro', 'Obras', 'Limpeza'])[1 + n % 5], n % 3 <> 0
      from owners, generate_series(0, ${Math.round(EXPENSES * scale) - 1}) as n`),
  );
  // The overview rows as the first read leaves them: the planner's statistics below must see kept
  // rows, not the freshly seeded ones all marked out of date (they would pass for the usual case).
  // Computing them needs statistics of the seeded rents and payments first: without them the
  // planner takes a million rents for a few and the computation runs for hours.
  await db.execute(sql`analyze`);
  await timed('overview figures', () => refreshOverview(db, entityId));
  // The period totals of a million payments folded, as the hourly job leaves them.
  await timed('period totals', () => foldPeriodTotals(db, entityId));
}
