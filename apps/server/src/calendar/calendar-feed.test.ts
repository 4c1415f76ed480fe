import type { CalendarFeedLink, CalendarFeedView } from '@arrenda/core';
import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Api, apiAs, createEntity } from '../../test/api-client';
import { signUp, startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A contract of 750 € from 1 March 2025 to 28 February 2027, due on `rentDueDay` (the 31st), renegotiated in its last month. */
async function newContract(api: Api, rentDueDay = 31) {
  const entityId = await createEntity(api);
  const base = `/entities/${entityId}`;
  const propertyId = await api.create(`${base}/properties`, {
    baseInfo: { propertyTypeId: 3, name: 'T1 Alfama' },
  });
  const tenantId = await api.create(`${base}/tenants`, { name: 'Joana Pires' });
  const contractId = await api.create(`${base}/properties/${propertyId}/contracts`, {
    propertyId,
    currencyId: 1,
    frequencyTypeId: 3,
    frequencyValue: 1,
    amount: 750,
    rentDueDay,
    startDate: '2025-03-01',
    endDate: '2027-02-28',
    startDateRenegotiationPeriod: '2027-01-01',
    endDateRenegotiationPeriod: '2027-01-31',
    tenantsId: [tenantId],
  });
  return { contractId, url: `${base}/properties/${propertyId}/contracts/${contractId}` };
}

/** The feed at its address, parsed by ical.js (an independent reader of RFC 5545), its events by UID. */
async function feedAt(url: string) {
  const response = await server.app.inject({ method: 'GET', url: new URL(url).pathname });
  if (response.statusCode !== 200)
    return { status: response.statusCode, events: new Map<string, ICAL.Event>() };
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  return { status: 200, events: new Map(events.map((event) => [event.uid, event])) };
}

const dayOf = (time: ICAL.Time) => time.toString().slice(0, 10);

describe('the calendar feed', () => {
  it("lists the contracts' ends, renegotiations, due days and rent updates, under stable UIDs, once turned on", async () => {
    const owner = apiAs(server, (await signUp(server)).headers);
    const { contractId, url } = await newContract(owner);
    const stranger = apiAs(server, (await signUp(server)).headers);
    const other = await newContract(stranger);
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-01-31T12:00:00Z'));

    expect(await owner.get<CalendarFeedView>('/profile/calendar')).toEqual({
      enabled: false,
      createdAt: null,
    });
    const turnedOn = await owner.call('POST', '/profile/calendar');
    expect(turnedOn.statusCode, turnedOn.body).toBe(201);
    const link = turnedOn.json<CalendarFeedLink>();
    expect(link.url).toMatch(new RegExp(`^${server.config.appUrl}/api/calendar/[\\w-]{43}\\.ics$`));
    expect((await owner.get<CalendarFeedView>('/profile/calendar')).enabled).toBe(true);

    const { events } = await feedAt(link.url);
    const event = (uid: string) => {
      const found = events.get(`${uid}@arrenda`);
      if (!found) throw new Error(`${uid} missing from ${[...events.keys()].join(', ')}`);
      return found;
    };
    expect(dayOf(event(`contract-end-${contractId}`).startDate)).toBe('2027-02-28');
    expect(event(`contract-end-${contractId}`).summary).toBe('Contract ends: T1 Alfama (Joana Pires)');
    expect(event(`contract-end-${contractId}`).description).toContain(`${server.config.appUrl}${url}`);
    const renegotiation = event(`renegotiation-${contractId}`);
    expect([dayOf(renegotiation.startDate), dayOf(renegotiation.endDate)]).toEqual([
      '2027-01-01',
      '2027-02-01',
    ]);
    expect(dayOf(event(`rent-update-${contractId}-2026`).startDate)).toBe('2026-03-01');
    expect(dayOf(event(`rent-update-letter-${contractId}-2026`).startDate)).toBe('2026-01-31');
    // The due days: the 31st, else the month's last day; the first on or after the start.
    const due = event(`rent-due-${contractId}`);
    expect(due.isRecurring()).toBe(true);
    const iterator = due.iterator();
    const firstDays = Array.from({ length: 13 }, () => dayOf(iterator.next()));
    expect(firstDays).toEqual([
      '2025-03-31',
      '2025-04-30',
      '2025-05-31',
      '2025-06-30',
      '2025-07-31',
      '2025-08-31',
      '2025-09-30',
      '2025-10-31',
      '2025-11-30',
      '2025-12-31',
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
    ]);
    expect(events.has(`contract-end-${other.contractId}@arrenda`)).toBe(false);
    expect(events.has(`rent-due-${other.contractId}@arrenda`)).toBe(false);
    // Due on the 30th: every month's 30th but February's, and February's last day.
    const thirtieth = await newContract(owner, 30);
    const days = async (uid: string, count: number) => {
      const dates = (await feedAt(link.url)).events.get(`${uid}@arrenda`)?.iterator();
      return Array.from({ length: count }, () => (dates ? dayOf(dates.next()) : ''));
    };
    expect(await days(`rent-due-${thirtieth.contractId}`, 12)).toEqual([
      '2025-03-30',
      '2025-04-30',
      '2025-05-30',
      '2025-06-30',
      '2025-07-30',
      '2025-08-30',
      '2025-09-30',
      '2025-10-30',
      '2025-11-30',
      '2025-12-30',
      '2026-01-30',
      '2026-03-30',
    ]);
    expect(await days(`rent-due-${thirtieth.contractId}-february`, 2)).toEqual(['2026-02-28', '2027-02-28']);

    // An issued update adds the new rent's day; the proposal's events go.
    const issued = await owner.call('POST', `${url}/rent-update`, {
      letterDate: '2026-01-31',
      effectiveDate: '2026-03-01',
      amount: 766.8,
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const after = (await feedAt(link.url)).events;
    const change = [...after.values()].find((item) => item.uid.startsWith('rent-change-'));
    expect(change && [dayOf(change.startDate), change.summary]).toEqual([
      '2026-03-01',
      'New rent of €766.80 from today: T1 Alfama (Joana Pires)',
    ]);
    expect(after.has(`rent-update-${contractId}-2026@arrenda`)).toBe(false);
  });

  it('is renewed under a new address, the old one answering 404, and turned off', async () => {
    const owner = apiAs(server, (await signUp(server)).headers);
    await newContract(owner);
    const first = (await owner.call('POST', '/profile/calendar')).json<CalendarFeedLink>();
    expect((await feedAt(first.url)).status).toBe(200);
    const second = (await owner.call('POST', '/profile/calendar')).json<CalendarFeedLink>();
    expect(second.url).not.toBe(first.url);
    expect((await feedAt(first.url)).status).toBe(404);
    expect((await feedAt(second.url)).status).toBe(200);
    expect((await owner.call('DELETE', '/profile/calendar')).statusCode).toBe(204);
    expect((await feedAt(second.url)).status).toBe(404);
    expect(await owner.get<CalendarFeedView>('/profile/calendar')).toEqual({
      enabled: false,
      createdAt: null,
    });
    const unknown = await server.app.inject({ method: 'GET', url: '/api/calendar/not-a-token.ics' });
    expect(unknown.statusCode).toBe(404);
  });
});
