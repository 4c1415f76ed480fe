import { ACCESS_TYPE, type EntityFinanceOverview, type ReminderView } from '@arrenda/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs } from '../../test/api-client';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import { dayFrom, remindedEntity } from './reminder-fixture';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function user() {
  const signedUp = await signUp(server);
  return { email: signedUp.email, api: apiAs(server, signedUp.headers) };
}

async function addMember(api: Api, entityId: number, email: string, accessTypeId: number) {
  const response = await api.call('POST', `/entities/${entityId}/users`, { email, accessTypeId });
  expect(response.statusCode, response.body).toBe(200);
}

type Reminded = Awaited<ReturnType<typeof remindedEntity>>;

/**
 * The four reasons of a reminded entity today, oldest first: its first months without rent, the
 * rent overdue since 30 days ago (its oldest), the open renegotiation (until day 20), the end (day 45).
 */
function reasonsOf(entity: Reminded, name: string, now: Date): ReminderView[] {
  const day = (offset: number) => dayFrom(now, offset);
  const item = (code: ReminderView['code'], date: string): ReminderView => ({
    entityId: entity.entityId,
    entityName: name,
    contractId: entity.contractId,
    propertyId: entity.propertyId,
    propertyName: `T2 ${name}`,
    propertyType: { id: 3, name: 'APARTMENT' },
    address: null,
    tenants: [{ id: entity.tenantId, name: 'Ana Silva' }],
    code,
    date,
    rentToPay: null,
  });
  return [
    item('RENT_MISSING', `${day(-400).slice(0, 7)}-15`),
    // Owed: the rents due 30 and 3 days ago (800 each) and what is left of the one due 16 days ago.
    { ...item('RENT_OVERDUE', day(-30)), rentToPay: { rentId: entity.oldest, debt: 2100, currency: 'Euro' } },
    item('RENEGOTIATION_OPEN', day(20)),
    item('CONTRACT_ENDING', day(45)),
  ];
}

describe('GET /api/reminders', () => {
  it("lists the overview's reasons of each of the caller's entities, oldest date first", async () => {
    const now = new Date();
    const owner = await user();
    const sol = await remindedEntity(owner.api, 'Sol', now);
    const lua = await remindedEntity(owner.api, 'Lua', now);

    const reminders = await owner.api.get<ReminderView[]>('/reminders');

    // Same dates in both entities: Lua's first, by name.
    const solReasons = reasonsOf(sol, 'Sol', now);
    const luaReasons = reasonsOf(lua, 'Lua', now);
    expect(reminders).toEqual(luaReasons.flatMap((reason, index) => [reason, solReasons[index]]));

    // What the entity's overview says, item by item.
    const overview = await owner.api.get<EntityFinanceOverview>(`/entities/${sol.entityId}/overview`);
    const contract = overview.contracts.find((item) => item.contractId === sol.contractId);
    expect(
      reminders
        .filter((reminder) => reminder.entityId === sol.entityId)
        .map(({ code, date }) => ({ code, date })),
    ).toEqual(contract?.actions);
  });

  it('lists only the entities where the caller can act (edit right)', async () => {
    const now = new Date();
    const landlord = await user();
    const partner = await user();
    const shared = await remindedEntity(landlord.api, 'Parceria', now);
    const readOnly = await remindedEntity(landlord.api, 'Leitura', now);
    await remindedEntity(landlord.api, 'Alheia', now);
    await addMember(landlord.api, shared.entityId, partner.email, ACCESS_TYPE.EDITOR);
    await addMember(landlord.api, readOnly.entityId, partner.email, ACCESS_TYPE.READ);

    expect(await partner.api.get<ReminderView[]>('/reminders')).toEqual(reasonsOf(shared, 'Parceria', now));
    const all = await landlord.api.get<ReminderView[]>('/reminders');
    expect(new Set(all.map((reminder) => reminder.entityName))).toEqual(
      new Set(['Parceria', 'Leitura', 'Alheia']),
    );
    expect(all).toHaveLength(12);

    const newcomer = await user();
    expect(await newcomer.api.get<ReminderView[]>('/reminders')).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/reminders' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Your session has expired. Please log in again.' });
  });
});
