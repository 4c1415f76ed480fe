import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import {
  address,
  contract,
  contractTenant,
  entity,
  entityUser,
  expense,
  file,
  payment,
  property,
  receiptCounter,
  rent,
  tenant,
} from '../db/schema';

type Headers = { authorization: string };
let server: TestServer;
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUp(server);
  other = await signUp(server);
});
afterAll(() => server.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const valid = { name: 'Casa da Praia', entityTypeId: 1, countryId: 1 };

async function createEntity(headers: Headers, body: object = valid) {
  const response = await inject('POST', '/api/entities', headers, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

describe('entity validation (docs/product.md#validation)', () => {
  it.each([
    [{ ...valid, name: undefined }, 'name', 'Name is required'],
    [{ ...valid, name: '   ' }, 'name', 'Name is required'],
    [{ ...valid, name: 'x'.repeat(61) }, 'name', 'Cannot contain more than 60 characters'],
    [{ ...valid, legalName: 'x'.repeat(61) }, 'legalName', 'Cannot contain more than 60 characters'],
    [{ ...valid, description: 'x'.repeat(201) }, 'description', 'Cannot contain more than 200 characters'],
    [{ ...valid, financeNumber: 'x'.repeat(21) }, 'financeNumber', 'Cannot contain more than 20 characters'],
    [{ ...valid, phone: 'x'.repeat(21) }, 'phone', 'Cannot contain more than 20 characters'],
    [{ ...valid, address: 'x'.repeat(251) }, 'address', 'Cannot contain more than 250 characters'],
    [{ ...valid, postalCode: 'x'.repeat(31) }, 'postalCode', 'Cannot contain more than 30 characters'],
    [{ ...valid, entityTypeId: undefined }, 'entityTypeId', 'Entity Type is a required field'],
    [{ ...valid, entityTypeId: 99 }, 'entityTypeId', 'Entity Type is a required field'],
    [{ ...valid, entityTypeId: '1' }, 'entityTypeId', 'Entity Type is a required field'],
    [{ ...valid, countryId: undefined }, 'countryId', 'Country is required'],
    [{ ...valid, countryId: 999 }, 'countryId', 'Country is required'],
  ])('refuses %j with the message of %s', async (body, field, message) => {
    const response = await inject('POST', '/api/entities', owner.headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { [field]: message } });
  });

  it.each([
    [
      'financeNumber',
      '123456788',
      'Invalid Portuguese tax number (NIF/NIPC): 9 digits with a valid check digit',
    ],
    ['postalCode', '1100 053', 'A Portuguese postal code is written 1234-567'],
    ['phone', '12345', 'Invalid phone number (outside Portugal, start with + and the country code)'],
  ])('refuses a Portuguese entity whose %s is %s', async (field, value, message) => {
    const response = await inject('POST', '/api/entities', owner.headers, { ...valid, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { [field]: message } });
  });

  it("keeps another country's fiscal number and postal code as typed", async () => {
    const spain = {
      ...valid,
      countryId: 2,
      financeNumber: 'B12345678',
      postalCode: '28001',
      phone: '+34 912 345 678',
    };
    const id = await createEntity(owner.headers, spain);
    const read = await inject('GET', `/api/entities/${id}`, owner.headers);
    expect(read.json()).toMatchObject({ financeNumber: 'B12345678', postalCode: '28001' });
  });

  it('answers in Portuguese when asked', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/entities',
      headers: { ...owner.headers, 'accept-language': 'pt-PT' },
      payload: { entityTypeId: 1, countryId: 1 },
    });
    expect(response.json()).toMatchObject({ fieldErrors: { name: 'O nome é obrigatório' } });
    const nif = await server.app.inject({
      method: 'POST',
      url: '/api/entities',
      headers: { ...owner.headers, 'accept-language': 'pt-PT' },
      payload: { ...valid, financeNumber: '123456788', postalCode: '1100053' },
    });
    expect(nif.json()).toMatchObject({
      fieldErrors: {
        financeNumber:
          'Número de contribuinte (NIF/NIPC) inválido: 9 dígitos com um dígito de controlo válido',
        postalCode: 'Um código postal português escreve-se 1234-567',
      },
    });
  });

  it('accepts the maximum lengths and stores empty text as null', async () => {
    const id = await createEntity(owner.headers, {
      ...valid,
      name: 'n'.repeat(60),
      legalName: '',
      description: 'd'.repeat(200),
      financeNumber: '  ',
      phone: null,
      address: 'a'.repeat(250),
      postalCode: '1000-001',
    });
    const read = await inject('GET', `/api/entities/${id}`, owner.headers);
    expect(read.json()).toMatchObject({
      name: 'n'.repeat(60),
      legalName: null,
      financeNumber: null,
      phone: null,
      postalCode: '1000-001',
      entityType: { id: 1, name: 'Personal' },
      country: { id: 1, name: 'Portugal' },
      accessType: 'ADMIN',
      countProperties: 0,
      files: [],
    });
  });
});

describe('entities of a user', () => {
  it('lists only the caller’s entities, sorted by id, with the caller’s access type', async () => {
    const first = await createEntity(other.headers, { ...valid, name: 'B' });
    const second = await createEntity(other.headers, { name: 'A', entityTypeId: 2, countryId: 2 });
    await createEntity(owner.headers, { ...valid, name: 'Not theirs' });
    const list = (await inject('GET', '/api/entities', other.headers)).json<{ id: number; name: string }[]>();
    expect(list.map((e) => e.id)).toEqual([first, second]);
    expect(list[1]).toMatchObject({ name: 'A', entityType: { name: 'Company' }, country: { name: 'Spain' } });
  });

  it('counts the entity’s properties and lists the files of the entity itself, newest first', async () => {
    const id = await createEntity(owner.headers);
    const { db } = server.app.ctx;
    const [house] = await db.insert(property).values({ entityId: id, propertyTypeId: 1 }).returning();
    await db.insert(property).values({ entityId: id, propertyTypeId: 4, parentPropertyId: house?.id });
    await db.insert(file).values([
      {
        entityId: id,
        name: 'old.pdf',
        storageKey: `k-${id}-1`,
        contentType: 'application/pdf',
        size: 1,
        createdAt: new Date('2026-01-01'),
      },
      {
        entityId: id,
        name: 'new.pdf',
        storageKey: `k-${id}-2`,
        contentType: 'application/pdf',
        size: 1,
        createdAt: new Date('2026-02-01'),
      },
      {
        entityId: id,
        propertyId: house?.id,
        name: 'property.pdf',
        storageKey: `k-${id}-3`,
        contentType: 'application/pdf',
        size: 1,
      },
    ]);
    const read = (await inject('GET', `/api/entities/${id}`, owner.headers)).json<{
      countProperties: number;
      files: { name: string }[];
    }>();
    expect(read.countProperties).toBe(2);
    expect(read.files.map((f) => f.name)).toEqual(['new.pdf', 'old.pdf']);
  });

  it('updates the fields and ignores ids and rights sent in the body', async () => {
    const id = await createEntity(owner.headers);
    const response = await inject('PUT', `/api/entities/${id}`, owner.headers, {
      id: 999,
      accessType: 'READ',
      name: 'Renamed',
      entityTypeId: 2,
      countryId: 3,
      legalName: 'Renamed, Lda.',
      financeNumber: '501234560',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      name: 'Renamed',
      legalName: 'Renamed, Lda.',
      financeNumber: '501234560',
      entityType: { name: 'Company' },
      country: { name: 'France' },
      accessType: 'ADMIN',
    });
  });
});

describe("the entity's exemption from the Tax Authority's e-receipts", () => {
  it('is off for a new entity, kept by an edit that leaves it out, and saved as sent', async () => {
    const id = await createEntity(owner.headers);
    const read = async () => (await inject('GET', `/api/entities/${id}`, owner.headers)).json();
    expect((await read()).atReceiptsExempt).toBe(false);
    await inject('PUT', `/api/entities/${id}`, owner.headers, { ...valid, atReceiptsExempt: true });
    expect((await read()).atReceiptsExempt).toBe(true);
    const leftOut = await inject('PUT', `/api/entities/${id}`, owner.headers, {
      ...valid,
      name: 'Casa do Monte',
    });
    expect(leftOut.json()).toMatchObject({ name: 'Casa do Monte', atReceiptsExempt: true });
  });
});

describe('deleting an entity', () => {
  it('deletes everything it owns in one go and leaves other entities alone', async () => {
    const { db } = server.app.ctx;
    const seed = async (entityId: number) => {
      const [addr] = await db
        .insert(address)
        .values({ entityId, street: 'Rua A', cityId: 1, number: '1' })
        .returning();
      const [prop] = await db
        .insert(property)
        .values({ entityId, propertyTypeId: 3, addressId: addr?.id })
        .returning();
      const [ten] = await db.insert(tenant).values({ entityId, name: 'Ana' }).returning();
      const [con] = await db
        .insert(contract)
        .values({
          entityId,
          propertyId: prop!.id,
          currencyId: 1,
          frequencyTypeId: 3,
          frequencyValue: 1,
          amount: '750.00',
          startDate: new Date('2026-01-01T10:00:00Z'),
          endDate: new Date('2026-12-31T16:00:00Z'),
        })
        .returning();
      await db.insert(contractTenant).values({ entityId, contractId: con!.id, tenantId: ten!.id });
      const [r] = await db
        .insert(rent)
        .values({
          entityId,
          contractId: con!.id,
          currencyId: 1,
          amount: '750.00',
          paymentDueDate: new Date('2026-01-31T12:00:00Z'),
          paymentPeriodDate: new Date('2026-01-15T12:00:00Z'),
        })
        .returning();
      await db
        .insert(payment)
        .values({ entityId, rentId: r!.id, currencyId: 1, amount: '750.00', paymentDate: new Date() });
      await db.insert(expense).values({
        entityId,
        propertyId: prop!.id,
        currencyId: 1,
        date: new Date(),
        amount: '10.00',
        name: 'IMI',
      });
      await db.insert(file).values({
        entityId,
        contractId: con!.id,
        name: 'c.pdf',
        storageKey: `del-${entityId}`,
        contentType: 'application/pdf',
        size: 1,
      });
      await db.insert(receiptCounter).values({ entityId, year: 2026, lastNumber: 3 });
    };
    const doomed = await createEntity(owner.headers);
    const kept = await createEntity(owner.headers);
    await seed(doomed);
    await seed(kept);

    const response = await inject('DELETE', `/api/entities/${doomed}`, owner.headers);
    expect(response.statusCode).toBe(204);
    expect((await inject('GET', `/api/entities/${doomed}`, owner.headers)).statusCode).toBe(404);
    for (const table of [
      entityUser,
      address,
      property,
      tenant,
      contract,
      contractTenant,
      rent,
      payment,
      expense,
      file,
      receiptCounter,
    ]) {
      expect(await db.select().from(table).where(eq(table.entityId, doomed))).toHaveLength(0);
      expect((await db.select().from(table).where(eq(table.entityId, kept))).length).toBeGreaterThan(0);
    }
    expect(await db.select().from(entity).where(eq(entity.id, doomed))).toHaveLength(0);
  });
});

describe('sharing an entity', () => {
  const users = (id: number, headers: Headers = owner.headers) =>
    inject('GET', `/api/entities/${id}/users`, headers).then((r) =>
      r.json<{ id: number; email: string; accessType: string }[]>(),
    );

  it('adds a user by e-mail (any case), says the invitation was sent, and lists the member', async () => {
    const id = await createEntity(owner.headers);
    const response = await inject('POST', `/api/entities/${id}/users`, owner.headers, {
      email: other.email.toUpperCase(),
      accessTypeId: 4,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: `Invitation sent to ${other.email}.` });
    expect(await users(id)).toEqual([
      expect.objectContaining({ email: owner.email, accessType: 'ADMIN' }),
      expect.objectContaining({ email: other.email, accessType: 'READ', firstName: null, lastName: null }),
    ]);
    const seen = (await inject('GET', '/api/entities', other.headers)).json<
      { id: number; accessType: string }[]
    >();
    expect(seen.find((e) => e.id === id)?.accessType).toBe('READ');
  });

  it('refuses a member twice', async () => {
    const id = await createEntity(owner.headers);
    await inject('POST', `/api/entities/${id}/users`, owner.headers, { email: other.email, accessTypeId: 4 });
    const twice = await inject('POST', `/api/entities/${id}/users`, owner.headers, {
      email: other.email,
      accessTypeId: 2,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      fieldErrors: { email: 'This user already has access to the entity.' },
    });
    expect((await users(id)).find((u) => u.email === other.email)?.accessType).toBe('READ');
  });

  it.each([
    [{ accessTypeId: 4 }, 'email', 'Email is required'],
    [{ email: 'not-an-email', accessTypeId: 4 }, 'email', 'Must be a valid email'],
    [{ email: 'a@b.pt' }, 'accessTypeId', 'Access Type is a required field'],
    [{ email: 'a@b.pt', accessTypeId: 9 }, 'accessTypeId', 'Access Type is a required field'],
  ])('validates the add-user payload %j', async (body, field, message) => {
    const id = await createEntity(owner.headers);
    const response = await inject('POST', `/api/entities/${id}/users`, owner.headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { [field]: message } });
  });

  it('keeps at least one ADMIN: the last one cannot be demoted or removed', async () => {
    const id = await createEntity(owner.headers);
    const [me] = await users(id);
    const demote = await inject('PUT', `/api/entities/${id}/users/${me!.id}`, owner.headers, {
      accessTypeId: 2,
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ message: 'An entity must keep at least one admin.' });
    const remove = await inject('DELETE', `/api/entities/${id}/users/${me!.id}`, owner.headers);
    expect(remove.statusCode).toBe(409);
    expect(await users(id)).toEqual([expect.objectContaining({ id: me!.id, accessType: 'ADMIN' })]);

    await inject('POST', `/api/entities/${id}/users`, owner.headers, { email: other.email, accessTypeId: 1 });
    const now = await inject('PUT', `/api/entities/${id}/users/${me!.id}`, owner.headers, {
      accessTypeId: 3,
    });
    expect(now.statusCode).toBe(200);
    expect(now.json<{ email: string; accessType: string }[]>().map((u) => [u.email, u.accessType])).toEqual([
      [owner.email, 'EDITOR'],
      [other.email, 'ADMIN'],
    ]);
  });

  it('reads rights from the database on every call: a demoted user loses them at once', async () => {
    const id = await createEntity(owner.headers);
    await inject('POST', `/api/entities/${id}/users`, owner.headers, { email: other.email, accessTypeId: 1 });
    const list = await users(id);
    const otherId = list.find((u) => u.email === other.email)!.id;
    expect((await inject('PUT', `/api/entities/${id}`, other.headers, valid)).statusCode).toBe(200);
    await inject('PUT', `/api/entities/${id}/users/${otherId}`, owner.headers, { accessTypeId: 4 });
    expect((await inject('PUT', `/api/entities/${id}`, other.headers, valid)).statusCode).toBe(403);
    const removed = await inject('DELETE', `/api/entities/${id}/users/${otherId}`, owner.headers);
    expect(removed.json<{ email: string }[]>().map((u) => u.email)).toEqual([owner.email]);
    expect((await inject('GET', `/api/entities/${id}`, other.headers)).statusCode).toBe(404);
  });

  it('answers 404 for a user who is no member, and for a member of another entity', async () => {
    const id = await createEntity(owner.headers);
    const foreign = await createEntity(other.headers);
    const [otherMember] = await users(foreign, other.headers);
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await inject(
        method,
        `/api/entities/${id}/users/${otherMember!.id}`,
        owner.headers,
        method === 'PUT' ? { accessTypeId: 4 } : undefined,
      );
      expect(response.statusCode).toBe(404);
    }
    expect(await users(foreign, other.headers)).toEqual([expect.objectContaining({ accessType: 'ADMIN' })]);
  });

  it('never ends without an ADMIN when two admins demote each other at the same time', async () => {
    const id = await createEntity(owner.headers);
    await inject('POST', `/api/entities/${id}/users`, owner.headers, { email: other.email, accessTypeId: 1 });
    const list = await users(id);
    const ownerId = list.find((u) => u.email === owner.email)!.id;
    const otherId = list.find((u) => u.email === other.email)!.id;
    const results = await Promise.all([
      inject('PUT', `/api/entities/${id}/users/${otherId}`, owner.headers, { accessTypeId: 4 }),
      inject('PUT', `/api/entities/${id}/users/${ownerId}`, other.headers, { accessTypeId: 4 }),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 403 || s === 409)).toBe(true);
    const admins = (await db_members(id)).filter((m) => m.accessTypeId === 1);
    expect(admins).toHaveLength(1);
  });
});

const db_members = (entityId: number) =>
  server.app.ctx.db.select().from(entityUser).where(eq(entityUser.entityId, entityId));
