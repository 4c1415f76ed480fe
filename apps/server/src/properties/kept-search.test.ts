import { PROPERTY_VIEW_TYPES, PROPERTY_VIEWS, type PropertyViewName } from '@arrenda/core';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createEntity } from '../../test/api-client';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import { noonIn, pick } from '../../test/random-writes';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { address, city, contract, contractTenant, property, propertySearch, tenant } from '../db/schema';
import { contractsOfTenantsMatching, propertiesMatching, propertySearched } from '../db/search';
import { pageHierarchy } from './hierarchy-queries';

/**
 * The property search through the kept words (docs/domain.md "Lists a page at a time") against the
 * search it replaced, one trigram-indexed column at a time, after random sequences of writes to
 * every table the words come from: properties named, coded, retyped, moved between addresses and
 * parents, and deleted; addresses and cities renamed; tenants renamed and given tax numbers; contracts signed
 * with tenants, moved between properties and deleted; tenants linked and unlinked. The writes go
 * straight to the tables: the words are kept by the database, whatever writes the rows.
 */
let server: TestServer;
let db: Db;

beforeAll(async () => {
  server = await startTestServer();
  db = server.app.ctx.db;
});
afterAll(() => server?.close());

/** Words sharing letters, so that searches match several rows and parts of two words. */
const WORDS = ['Santos', 'Silva', 'Sant', 'Augusta', 'Graça', 'Lisboa', '1000-001', '501234567', 'T2', 'Ana'];
const word = fc.constantFrom(...WORDS);
const text = fc.option(fc.tuple(word, fc.nat(99)).map(([base, n]) => `${base} ${n}`));
const index = fc.nat(40);

type Op =
  | { kind: 'addProperty'; name: string | null; code: string | null; address: number | null }
  | { kind: 'renameProperty'; target: number; name: string | null; code: string | null }
  | { kind: 'readdress'; target: number; address: number | null }
  | { kind: 'retype'; target: number; type: number }
  | { kind: 'reparent'; target: number; parent: number | null }
  | { kind: 'deleteProperty'; target: number }
  | { kind: 'addAddress'; street: string; postalCode: string | null; city: number }
  | { kind: 'changeAddress'; target: number; street: string; postalCode: string | null; city: number }
  | { kind: 'renameCity'; target: number; name: string }
  | { kind: 'addTenant'; name: string; fiscalNumber: string | null }
  | { kind: 'renameTenant'; target: number; name: string; fiscalNumber: string | null }
  | { kind: 'addContract'; target: number; tenants: number[] }
  | { kind: 'moveContract'; target: number; property: number }
  | { kind: 'deleteContract'; target: number }
  | { kind: 'link'; contract: number; tenant: number }
  | { kind: 'unlink'; contract: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('addProperty' as const),
      name: text,
      code: text,
      address: fc.option(index),
    }),
  },
  fc.record({ kind: fc.constant('renameProperty' as const), target: index, name: text, code: text }),
  fc.record({ kind: fc.constant('readdress' as const), target: index, address: fc.option(index) }),
  fc.record({ kind: fc.constant('retype' as const), target: index, type: fc.integer({ min: 1, max: 8 }) }),
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('reparent' as const), target: index, parent: fc.option(index) }),
  },
  fc.record({ kind: fc.constant('deleteProperty' as const), target: index }),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('addAddress' as const),
      street: word,
      postalCode: text,
      city: fc.nat(2),
    }),
  },
  fc.record({
    kind: fc.constant('changeAddress' as const),
    target: index,
    street: word,
    postalCode: text,
    city: fc.nat(2),
  }),
  fc.record({ kind: fc.constant('renameCity' as const), target: fc.nat(2), name: word }),
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('addTenant' as const), name: word, fiscalNumber: text }),
  },
  fc.record({ kind: fc.constant('renameTenant' as const), target: index, name: word, fiscalNumber: text }),
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('addContract' as const),
      target: index,
      tenants: fc.array(index, { maxLength: 3 }),
    }),
  },
  fc.record({ kind: fc.constant('moveContract' as const), target: index, property: index }),
  fc.record({ kind: fc.constant('deleteContract' as const), target: index }),
  fc.record({ kind: fc.constant('link' as const), contract: index, tenant: index }),
  fc.record({ kind: fc.constant('unlink' as const), contract: index }),
);

/** The test's own cities (cities are shared by every entity): renaming them touches no other test. */
async function ownCities(): Promise<number[]> {
  const unique = `${Date.now()}-${Math.random()}`;
  const rows = await db
    .insert(city)
    .values([0, 1, 2].map((n) => ({ name: `Vila ${n} ${unique}`, countryId: 1 })))
    .returning({ id: city.id });
  return rows.map((row) => row.id);
}

const idsOf = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows).map((row) => row.id);

async function apply(entityId: number, cities: number[], op: Op) {
  const [properties, addresses, tenants, contracts] = await Promise.all([
    idsOf(
      db
        .select({ id: property.id })
        .from(property)
        .where(eq(property.entityId, entityId))
        .orderBy(property.id),
    ),
    idsOf(
      db.select({ id: address.id }).from(address).where(eq(address.entityId, entityId)).orderBy(address.id),
    ),
    idsOf(db.select({ id: tenant.id }).from(tenant).where(eq(tenant.entityId, entityId)).orderBy(tenant.id)),
    idsOf(
      db
        .select({ id: contract.id })
        .from(contract)
        .where(eq(contract.entityId, entityId))
        .orderBy(contract.id),
    ),
  ]);
  const at = (ids: number[], n: number | null) => (n === null ? null : (pick(ids, n) ?? null));
  const cityAt = (n: number) => cities[n % cities.length] ?? 0;
  switch (op.kind) {
    case 'addProperty':
      await db.insert(property).values({
        entityId,
        propertyTypeId: 3,
        name: op.name,
        code: op.code?.slice(0, 20),
        addressId: at(addresses, op.address),
      });
      return;
    case 'renameProperty': {
      const target = at(properties, op.target);
      if (target !== null)
        await db
          .update(property)
          .set({ name: op.name, code: op.code?.slice(0, 20) })
          .where(eq(property.id, target));
      return;
    }
    case 'readdress': {
      const target = at(properties, op.target);
      if (target !== null)
        await db
          .update(property)
          .set({ addressId: at(addresses, op.address) })
          .where(eq(property.id, target));
      return;
    }
    case 'retype': {
      const target = at(properties, op.target);
      if (target !== null)
        await db.update(property).set({ propertyTypeId: op.type }).where(eq(property.id, target));
      return;
    }
    case 'reparent': {
      // Only under an older property, so that no property ends up inside itself.
      const target = at(properties, op.target);
      const parent = at(properties, op.parent);
      if (target !== null && (parent === null || parent < target))
        await db.update(property).set({ parentPropertyId: parent }).where(eq(property.id, target));
      return;
    }
    case 'deleteProperty': {
      const target = at(properties, op.target);
      if (target !== null) await db.delete(property).where(eq(property.id, target));
      return;
    }
    case 'addAddress':
      await db.insert(address).values({
        entityId,
        street: op.street,
        postalCode: op.postalCode,
        cityId: cityAt(op.city),
        number: '1',
      });
      return;
    case 'changeAddress': {
      const target = at(addresses, op.target);
      if (target !== null)
        await db
          .update(address)
          .set({ street: op.street, postalCode: op.postalCode, cityId: cityAt(op.city) })
          .where(eq(address.id, target));
      return;
    }
    case 'renameCity':
      await db
        .update(city)
        .set({ name: `${op.name} ${cityAt(op.target)}` })
        .where(eq(city.id, cityAt(op.target)));
      return;
    case 'addTenant':
      await db.insert(tenant).values({ entityId, name: op.name, fiscalNumber: op.fiscalNumber });
      return;
    case 'renameTenant': {
      const target = at(tenants, op.target);
      if (target !== null)
        await db
          .update(tenant)
          .set({ name: op.name, fiscalNumber: op.fiscalNumber })
          .where(eq(tenant.id, target));
      return;
    }
    case 'addContract': {
      const target = at(properties, op.target);
      if (target === null) return;
      const [signed] = await db
        .insert(contract)
        .values({
          entityId,
          propertyId: target,
          currencyId: 1,
          frequencyTypeId: 3,
          frequencyValue: 1,
          amount: '650.00',
          startDate: noonIn(-30),
          endDate: noonIn(300),
        })
        .returning({ id: contract.id });
      const chosen = [...new Set(op.tenants.map((n) => at(tenants, n)).filter((id) => id !== null))];
      // One statement for all its tenants, as the contract form writes them.
      if (signed && chosen.length > 0)
        await db
          .insert(contractTenant)
          .values(chosen.map((tenantId) => ({ entityId, contractId: signed.id, tenantId })));
      return;
    }
    case 'moveContract': {
      const target = at(contracts, op.target);
      const moved = at(properties, op.property);
      if (target !== null && moved !== null)
        await db.update(contract).set({ propertyId: moved }).where(eq(contract.id, target));
      return;
    }
    case 'deleteContract': {
      const target = at(contracts, op.target);
      if (target !== null) await db.delete(contract).where(eq(contract.id, target));
      return;
    }
    case 'link': {
      const target = at(contracts, op.contract);
      const linked = at(tenants, op.tenant);
      if (target !== null && linked !== null)
        await db
          .insert(contractTenant)
          .values({ entityId, contractId: target, tenantId: linked })
          .onConflictDoNothing();
      return;
    }
    case 'unlink': {
      const target = at(contracts, op.contract);
      if (target !== null) await db.delete(contractTenant).where(eq(contractTenant.contractId, target));
      return;
    }
  }
}

/** The separator of the kept words' parts (drizzle/0046_property_search.sql). */
const PART = String.fromCharCode(1);

/** Each property's kept words, as the sorted list of their parts. */
async function keptWords(entityId: number): Promise<Map<number, string[]>> {
  const rows = await db.select().from(propertySearch).where(eq(propertySearch.entityId, entityId));
  return new Map(rows.map((row) => [row.propertyId, row.words.split(PART).sort()]));
}

/** What a searched page chooses and sorts by, as kept beside each property's words. */
interface Chosen {
  sortName: string;
  topLevel: boolean;
  propertyTypeId: number;
  coded: boolean;
}

async function keptChoice(entityId: number): Promise<Map<number, Chosen>> {
  const rows = await db
    .select({
      propertyId: propertySearch.propertyId,
      sortName: propertySearch.sortName,
      topLevel: propertySearch.topLevel,
      propertyTypeId: propertySearch.propertyTypeId,
      coded: propertySearch.coded,
    })
    .from(propertySearch)
    .where(eq(propertySearch.entityId, entityId));
  return new Map(rows.map(({ propertyId, ...chosen }) => [propertyId, chosen]));
}

/** The same from the properties themselves (their sort names are kept and tested on their own). */
async function choiceFromScratch(entityId: number): Promise<Map<number, Chosen>> {
  const rows = await db.select().from(property).where(eq(property.entityId, entityId));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        sortName: row.sortName,
        topLevel: row.parentPropertyId === null,
        propertyTypeId: row.propertyTypeId,
        coded: (row.code ?? '').trim() !== '',
      },
    ]),
  );
}

/** Whether a property is in a view of the list, from its row (docs/product.md's views). */
function inView(view: PropertyViewName, row: Chosen): boolean {
  if (view === 'PARENT_PROPERTIES') return row.topLevel;
  const type = PROPERTY_VIEW_TYPES[view];
  return type === undefined ? row.coded : row.propertyTypeId === type;
}

/** A searched page of the list by name, as the list reads it: the ids of page 1 of 5 rows, and the count. */
async function searchedPage(entityId: number, search: string, view: PropertyViewName | undefined) {
  const page = await pageHierarchy(
    db,
    entityId,
    { view, search },
    { sort: 'name', order: 'asc', limit: 5, offset: 0 },
  );
  return { ids: page.items.map((item) => item.id), total: page.total };
}

/** The same from the column-by-column search, filtered and sorted from the properties' rows. */
async function searchedPageFromScratch(entityId: number, search: string, view: PropertyViewName | undefined) {
  const choice = await choiceFromScratch(entityId);
  const found = (await searchedColumnByColumn(entityId, search))
    .map((id) => ({ id, row: choice.get(id) }))
    .filter((item): item is { id: number; row: Chosen } => item.row !== undefined)
    .filter((item) => view === undefined || inView(view, item.row))
    .sort((a, b) =>
      a.row.sortName < b.row.sortName ? -1 : a.row.sortName > b.row.sortName ? 1 : a.id - b.id,
    );
  return { ids: found.slice(0, 5).map((item) => item.id), total: found.length };
}

/**
 * Each property's words from the raw rows, as docs/domain.md defines them: its name, code, street,
 * postal code and city, and the name and tax number of each tenant of a contract on it (a tenant
 * on two contracts, or two tenants of one name and number, once), in lower case.
 */
async function wordsFromScratch(entityId: number): Promise<Map<number, string[]>> {
  const [properties, addresses, cities, contracts, links, tenants] = await Promise.all([
    db.select().from(property).where(eq(property.entityId, entityId)),
    db.select().from(address).where(eq(address.entityId, entityId)),
    db.select().from(city),
    db.select().from(contract).where(eq(contract.entityId, entityId)),
    db.select().from(contractTenant).where(eq(contractTenant.entityId, entityId)),
    db.select().from(tenant).where(eq(tenant.entityId, entityId)),
  ]);
  const words = new Map<number, string[]>();
  for (const row of properties) {
    const place = addresses.find((item) => item.id === row.addressId);
    const town = cities.find((item) => item.id === place?.cityId);
    const people = new Set<string>();
    for (const signed of contracts.filter((item) => item.propertyId === row.id)) {
      for (const link of links.filter((item) => item.contractId === signed.id)) {
        const person = tenants.find((item) => item.id === link.tenantId);
        if (person) people.add([person.name, person.fiscalNumber].filter((part) => part !== null).join(PART));
      }
    }
    const parts = [row.name, row.code, place?.street, place?.postalCode, town?.name, ...people];
    words.set(
      row.id,
      parts
        .filter((part) => part !== null && part !== undefined)
        .join(PART)
        .toLowerCase()
        .split(PART)
        .sort(),
    );
  }
  return words;
}

/**
 * The properties the search finds as it was found before the words were kept, with the searches the
 * contract lists still use: each column through its own index, the tenants through the contracts
 * on the property.
 */
async function searchedColumnByColumn(entityId: number, search: string): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select own.id from ${propertiesMatching(entityId, search)} as own
    union select c.property_id from contract c
      where c.entity_id = ${entityId} and c.id in ${contractsOfTenantsMatching(entityId, search)}
    order by 1`,
  );
  return rows.map((row) => row.id);
}

async function searchedThroughKeptWords(entityId: number, search: string): Promise<number[]> {
  return idsOf(
    db
      .select({ id: property.id })
      .from(property)
      .where(and(eq(property.entityId, entityId), propertySearched(property.id, entityId, search)))
      .orderBy(property.id),
  );
}

/** Searches: parts of the words in any case, and the end of one word run into the start of another. */
const searchArb = fc.oneof(
  fc
    .tuple(word, fc.nat(9), fc.integer({ min: 1, max: 6 }), fc.boolean())
    .map(([base, from, length, upper]) => {
      const part = base.slice(from % base.length, (from % base.length) + length);
      return upper ? part.toUpperCase() : part.toLowerCase();
    }),
  fc.tuple(word, word).map(([first, second]) => `${first.slice(-2)}${second.slice(0, 2)}`),
  fc.tuple(word, fc.nat(99)).map(([base, n]) => `${base} ${n}`),
);

describe('kept property search words', () => {
  it('hold the words and sort names of the rows after each of any sequence of writes, and find (and page by view) what the column-by-column search found', async () => {
    const api = apiAs(server, (await signUp(server)).headers);
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { minLength: 20, maxLength: 40 }),
        fc.array(fc.tuple(searchArb, fc.option(fc.constantFrom(...PROPERTY_VIEWS))), {
          minLength: 1,
          maxLength: 6,
        }),
        async (ops, searches) => {
          const entityId = await createEntity(api);
          const cities = await ownCities();
          for (const op of ops) {
            await apply(entityId, cities, op);
            expect(await keptWords(entityId)).toEqual(await wordsFromScratch(entityId));
            expect(await keptChoice(entityId)).toEqual(await choiceFromScratch(entityId));
          }
          for (const [search, view] of searches) {
            expect(await searchedThroughKeptWords(entityId, search)).toEqual(
              await searchedColumnByColumn(entityId, search),
            );
            expect(await searchedPage(entityId, search, view ?? undefined)).toEqual(
              await searchedPageFromScratch(entityId, search, view ?? undefined),
            );
          }
        },
      ),
      { numRuns: 25 },
    );
    // Twenty-five portfolios of up to forty writes each, compared after every write: about 25 s on
    // the embedded database alone, more beside the other test files on two cores.
  }, 120_000);

  it("choose a view's searched page by the kept level, type and tax code, sorted by the kept name", async () => {
    const api = apiAs(server, (await signUp(server)).headers);
    const entityId = await createEntity(api);
    const cities = await ownCities();
    for (const op of [
      { kind: 'addProperty', name: 'Santos B', code: null, address: null },
      { kind: 'addProperty', name: 'Santos A', code: 'U-1', address: null },
      { kind: 'addProperty', name: 'Silva', code: null, address: null },
      { kind: 'retype', target: 0, type: 2 },
      { kind: 'reparent', target: 1, parent: 0 },
    ] satisfies Op[])
      await apply(entityId, cities, op);
    const [building, apartment] = await idsOf(
      db
        .select({ id: property.id })
        .from(property)
        .where(eq(property.entityId, entityId))
        .orderBy(property.id),
    );
    expect(await searchedPage(entityId, 'santos', undefined)).toEqual({
      ids: [apartment, building],
      total: 2,
    });
    expect(await searchedPage(entityId, 'santos', 'PARENT_PROPERTIES')).toEqual({
      ids: [building],
      total: 1,
    });
    expect(await searchedPage(entityId, 'santos', 'APARTMENTS')).toEqual({ ids: [apartment], total: 1 });
    expect(await searchedPage(entityId, 'santos', 'BUILDINGS')).toEqual({ ids: [building], total: 1 });
    expect(await searchedPage(entityId, 'santos', 'TAXES')).toEqual({ ids: [apartment], total: 1 });
    // Renamed, the building sorts first; moved to the top, the apartment is a parent property.
    await apply(entityId, cities, { kind: 'renameProperty', target: 0, name: 'Santos 0', code: null });
    await apply(entityId, cities, { kind: 'reparent', target: 1, parent: null });
    expect(await searchedPage(entityId, 'santos', 'PARENT_PROPERTIES')).toEqual({
      ids: [building, apartment],
      total: 2,
    });
  });

  it("hold both of two transactions changing one property's words at once", async () => {
    const api = apiAs(server, (await signUp(server)).headers);
    const entityId = await createEntity(api);
    const cities = await ownCities();
    for (const op of [
      { kind: 'addAddress', street: 'Augusta', postalCode: null, city: 0 },
      { kind: 'addProperty', name: 'Casa Azul', code: null, address: 0 },
      { kind: 'addTenant', name: 'Marta Reis', fiscalNumber: null },
      { kind: 'addContract', target: 0, tenants: [0] },
    ] satisfies Op[])
      await apply(entityId, cities, op);
    const [marta] = await idsOf(
      db.select({ id: tenant.id }).from(tenant).where(eq(tenant.entityId, entityId)),
    );
    let commit = () => {};
    const held = new Promise<void>((resolve) => {
      commit = resolve;
    });
    // The city's new name holds the property's words until it commits; the tenant is renamed
    // meanwhile, by a statement that no other kept row makes wait.
    const renamingCity = db.transaction(async (tx) => {
      await tx
        .update(city)
        .set({ name: `Sintra ${cities[0]}` })
        .where(eq(city.id, cities[0] ?? 0));
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const renamingTenant = db
      .update(tenant)
      .set({ name: 'Marta Sousa' })
      .where(eq(tenant.id, marta ?? 0))
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await Promise.all([renamingCity, renamingTenant]);
    expect([...(await keptWords(entityId)).values()]).toEqual([
      ['augusta', 'casa azul', 'marta sousa', `sintra ${cities[0]}`],
    ]);
  });

  it('follow a tenant renamed through the API to every property of its contracts', async () => {
    const api = apiAs(server, (await signUp(server)).headers);
    const entityId = await createEntity(api);
    const cities = await ownCities();
    for (const op of [
      { kind: 'addProperty', name: 'Casa Azul', code: null, address: null },
      { kind: 'addProperty', name: 'Casa Verde', code: null, address: null },
      { kind: 'addTenant', name: 'Marta Reis', fiscalNumber: null },
      { kind: 'addContract', target: 0, tenants: [0] },
      { kind: 'addContract', target: 1, tenants: [0] },
    ] satisfies Op[])
      await apply(entityId, cities, op);
    const [marta] = await idsOf(
      db.select({ id: tenant.id }).from(tenant).where(eq(tenant.entityId, entityId)),
    );
    const names = async (search: string) => {
      const page = await api.get<{ items: { name: string }[] }>(
        `/entities/${entityId}/properties?page=1&sort=name&search=${encodeURIComponent(search)}`,
      );
      return page.items.map((item) => item.name);
    };
    expect(await names('reis')).toEqual(['Casa Azul', 'Casa Verde']);
    const renamed = await api.call('PUT', `/entities/${entityId}/tenants/${marta}`, {
      version: 1,
      name: 'Marta Lobo',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await names('reis')).toEqual([]);
    expect(await names('lobo')).toEqual(['Casa Azul', 'Casa Verde']);
  });
});
