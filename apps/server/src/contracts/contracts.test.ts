import type { ContractOverview, ContractView } from '@arrenda/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, createEntity } from '../../test/api-client';
import { contractPayload } from '../../test/authorization';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import { payment, rent } from '../db/schema';

let server: TestServer;
let api: Api;
let stranger: Api;
let entityId: number;
let ana: number;
let rui: number;

beforeAll(async () => {
  server = await startTestServer();
  api = apiAs(server, (await signUp(server)).headers);
  stranger = apiAs(server, (await signUp(server)).headers);
  entityId = await createEntity(api);
  ana = await api.create(`/entities/${entityId}/tenants`, { name: 'Ana' });
  rui = await api.create(`/entities/${entityId}/tenants`, { name: 'Rui' });
});
afterAll(() => server.close());

const newProperty = (propertyTypeId: number, name: string, parentPropertyId?: number) =>
  api.create(`/entities/${entityId}/properties`, { baseInfo: { propertyTypeId, name }, parentPropertyId });
const contractsOf = (propertyId: number) => `/entities/${entityId}/properties/${propertyId}/contracts`;
const thisYear = new Date().getUTCFullYear();

describe('create and read', () => {
  it('stores the days at 10:00 and 16:00 and derives the amounts in cents', async () => {
    const flat = await newProperty(3, 'T2');
    const id = await api.create(contractsOf(flat), {
      ...contractPayload(flat, rui, thisYear),
      tenantsId: [rui, ana, rui],
      amount: 1000.1,
      extraAmount: 50.2,
      extraAmountDescription: 'Condomínio',
      taxableAmount: 1000.1,
      taxRetention: true,
      taxRetentionPercentage: 25,
      guarantee: 2000,
      startDateRenegotiationPeriod: `${thisYear}-10-01`,
      endDateRenegotiationPeriod: `${thisYear}-10-31T23:00:00.000Z`,
    });
    const view = await api.get<ContractOverview>(`${contractsOf(flat)}/${id}/overview`);
    expect(view).toMatchObject({
      id,
      propertyId: flat,
      property: { id: flat, name: 'T2', propertyTypeId: 3, address: null },
      startDate: `${thisYear}-01-01T10:00:00.000Z`,
      endDate: `${thisYear}-12-31T16:00:00.000Z`,
      startDateRenegotiationPeriod: `${thisYear}-10-01T10:00:00.000Z`,
      endDateRenegotiationPeriod: `${thisYear}-10-31T16:00:00.000Z`,
      tenants: [
        { id: ana, name: 'Ana' },
        { id: rui, name: 'Rui' },
      ],
      currency: 'Euro',
      amount: 1000.1,
      extraAmount: 50.2,
      extraAmountDescription: 'Condomínio',
      taxableAmount: 1000.1,
      taxRetentionPercentage: 25,
      totalAmount: 1050.3,
      retainedAmount: 250.03,
      amountAfterTaxes: 800.27,
      untaxedAmount: 50.2,
      guarantee: 2000,
      debt: 0,
      lastPaymentPeriod: null,
      current: true,
      files: [],
    });
  });

  it('takes the amount as taxable without one, and keeps no description without an extra amount', async () => {
    const flat = await newProperty(3, 'T0');
    const id = await api.create(contractsOf(flat), {
      ...contractPayload(flat, ana, thisYear),
      extraAmountDescription: 'Água',
    });
    expect(await api.get<ContractView>(`${contractsOf(flat)}/${id}`)).toMatchObject({
      taxableAmount: 750,
      extraAmount: null,
      extraAmountDescription: null,
      retainedAmount: 0,
      amountAfterTaxes: 750,
      untaxedAmount: 0,
    });
  });
});

describe('automatic rents', () => {
  it('keeps the choice as sent, off when left out, and saves it with an update', async () => {
    const flat = await newProperty(3, 'T3');
    const url = (id: number) => `${contractsOf(flat)}/${id}`;
    const off = await api.create(contractsOf(flat), contractPayload(flat, ana, 2040));
    expect((await api.get<ContractView>(url(off))).automaticRents).toBe(false);
    const on = await api.create(contractsOf(flat), {
      ...contractPayload(flat, ana, 2041),
      automaticRents: true,
    });
    expect((await api.get<ContractView>(url(on))).automaticRents).toBe(true);
    const listed = await api.get<ContractView[]>(contractsOf(flat));
    expect(listed.map((item) => [item.id, item.automaticRents])).toEqual([
      [on, true],
      [off, false],
    ]);

    const turnedOn = await api.call('PUT', url(off), {
      ...contractPayload(flat, ana, 2040),
      automaticRents: true,
    });
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    expect(turnedOn.json<ContractView>().automaticRents).toBe(true);
    // The product's payload has no such field: an update that leaves it out keeps the setting.
    const leftOut = await api.call('PUT', url(on), { ...contractPayload(flat, ana, 2041), amount: 760 });
    expect(leftOut.json<ContractView>()).toMatchObject({ automaticRents: true, amount: 760 });
    const turnedOff = await api.call('PUT', url(on), {
      ...contractPayload(flat, ana, 2041),
      automaticRents: false,
    });
    expect(turnedOff.json<ContractView>().automaticRents).toBe(false);
    const refused = await api.call('POST', contractsOf(flat), {
      ...contractPayload(flat, ana, 2042),
      automaticRents: 'yes',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fieldErrors: { automaticRents: 'Invalid value' } });
  });
});

describe("the contract's number at the Tax Authority", () => {
  it('keeps it as typed, through an update that leaves it out, and empties it on an empty text', async () => {
    const flat = await newProperty(3, 'T4');
    const url = (id: number) => `${contractsOf(flat)}/${id}`;
    const id = await api.create(contractsOf(flat), {
      ...contractPayload(flat, ana, 2043),
      atContractNumber: ' 98765 ',
    });
    expect((await api.get<ContractView>(url(id))).atContractNumber).toBe('98765');
    const leftOut = await api.call('PUT', url(id), { ...contractPayload(flat, ana, 2043), amount: 700 });
    expect(leftOut.json<ContractView>()).toMatchObject({ atContractNumber: '98765', amount: 700 });
    const emptied = await api.call('PUT', url(id), {
      ...contractPayload(flat, ana, 2043),
      atContractNumber: '',
    });
    expect(emptied.json<ContractView>().atContractNumber).toBeNull();
    const long = await api.call('POST', contractsOf(flat), {
      ...contractPayload(flat, ana, 2044),
      atContractNumber: '1'.repeat(31),
    });
    expect(long.json()).toMatchObject({
      fieldErrors: { atContractNumber: 'Cannot contain more than 30 characters' },
    });
  });
});

describe('submit checks (docs/product.md#validation)', () => {
  const refused = async (payload: object) => {
    const flat = await newProperty(3, 'Checks');
    const response = await api.call('POST', contractsOf(flat), { ...contractPayload(flat, ana), ...payload });
    expect(response.statusCode, response.body).toBe(400);
    return response.json<{ fieldErrors: Record<string, string> }>().fieldErrors;
  };

  it('refuses a total (amount + extra amount) that no rent could hold', async () => {
    expect(await refused({ amount: 999_999_999_999.99, extraAmount: 0.01 })).toEqual({
      extraAmount: 'Cannot be more than 999999999999.99',
    });
  });

  it('names the missing fields', async () => {
    expect(
      await refused({
        currencyId: null,
        frequencyTypeId: '',
        frequencyValue: null,
        amount: null,
        startDate: '',
        endDate: null,
        tenantsId: [],
      }),
    ).toEqual({
      currencyId: 'Currency is required',
      frequencyTypeId: 'Frequency Type is required',
      frequencyValue: 'Frequency Value is required',
      amount: 'Amount is required',
      startDate: 'Start Date is required',
      endDate: 'End Date is required',
      tenantsId: 'Tenant is missing',
    });
  });

  it('asks for the taxable amount with retention, suggesting the total', async () => {
    expect(await refused({ extraAmount: 50.5, taxRetention: true, taxRetentionPercentage: 25 })).toEqual({
      taxableAmount:
        'The taxable amount is required when the contract has tax retention. Suggested taxable amount: 800.5.',
    });
  });

  it('checks the order of the dates and the renegotiation period', async () => {
    expect(await refused({ startDate: '2027-01-01', endDate: '2026-01-01' })).toEqual({
      startDate: 'must be before End Date',
      endDate: 'must be after Start Date',
    });
    expect(
      await refused({ startDateRenegotiationPeriod: '2026-11-01', endDateRenegotiationPeriod: '2026-10-01' }),
    ).toEqual({
      startDateRenegotiationPeriod: 'must be before the End of Renegotiation Date',
      endDateRenegotiationPeriod: 'must be after the Start of Renegotiation Date',
    });
    expect(await refused({ startDateRenegotiationPeriod: '2025-12-31' })).toEqual({
      startDateRenegotiationPeriod: 'must be during the contract',
    });
  });

  it('refuses negative amounts, decimals in the frequency and unknown lookups and tenants', async () => {
    expect(await refused({ amount: -1, frequencyValue: 1.5, guarantee: 'abc' })).toEqual({
      amount: 'Must be a positive number',
      frequencyValue: 'Cannot contain decimal numbers',
      guarantee: 'Invalid number',
    });
    expect(await refused({ amount: 'abc', frequencyValue: 'x' })).toEqual({
      amount: 'Invalid number',
      frequencyValue: 'Invalid number',
    });
    expect(await refused({ currencyId: 999 })).toEqual({ currencyId: 'This value does not exist.' });
    const foreignEntity = await createEntity(stranger, 'Alheia');
    const foreignTenant = await stranger.create(`/entities/${foreignEntity}/tenants`, { name: 'Outro' });
    expect(await refused({ tenantsId: [ana, foreignTenant] })).toEqual({ tenantsId: 'Tenant not found.' });
  });

  it('keeps the property of a contract', async () => {
    const flat = await newProperty(3, 'Fixed');
    const other = await newProperty(3, 'Other');
    const mismatch = await api.call('POST', contractsOf(flat), contractPayload(other, ana));
    expect(mismatch.statusCode).toBe(400);
    const id = await api.create(contractsOf(flat), contractPayload(flat, ana));
    const moved = await api.call('PUT', `${contractsOf(flat)}/${id}`, contractPayload(other, ana));
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({
      fieldErrors: { propertyId: 'The property of a contract cannot be changed.' },
    });
    expect((await api.call('GET', `${contractsOf(other)}/${id}`)).statusCode).toBe(404);
  });
});

describe('conflicts in the property tree (docs/domain.md)', () => {
  it('refuses overlaps with the property, its ancestors and descendants, never with siblings', async () => {
    const building = await newProperty(2, 'Prédio');
    const flat = await newProperty(3, '1Esq', building);
    const bedroom = await newProperty(4, 'Quarto 1', flat);
    const otherFlat = await newProperty(3, '1Dto', building);
    const onFlat = await api.create(contractsOf(flat), contractPayload(flat, ana, 2026));

    const expectConflict = async (propertyId: number, payload: object, conflicts: object[]) => {
      const response = await api.call('POST', contractsOf(propertyId), payload);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({
        message:
          'This contract overlaps another contract on the same property, or on a property inside it or around it.',
        conflicts,
      });
    };
    const overlap = { ...contractPayload(flat, rui, 2026), startDate: '2026-06-01', endDate: '2027-05-31' };
    await expectConflict(flat, overlap, [{ propertyId: flat, contractId: onFlat }]);
    await expectConflict(bedroom, { ...overlap, propertyId: bedroom }, [
      { propertyId: flat, contractId: onFlat },
    ]);
    await expectConflict(building, { ...overlap, propertyId: building }, [
      { propertyId: flat, contractId: onFlat },
    ]);
    // The last day of one and the first of the next share the day: still an overlap.
    await expectConflict(bedroom, { ...contractPayload(bedroom, rui, 2027), startDate: '2026-12-31' }, [
      { propertyId: flat, contractId: onFlat },
    ]);

    // A sibling, and the bedroom from the day after, are free.
    await api.create(contractsOf(otherFlat), contractPayload(otherFlat, rui, 2026));
    const onBedroom = await api.create(contractsOf(bedroom), contractPayload(bedroom, rui, 2027));

    // An update never conflicts with itself, but does with the bedroom's next year.
    const same = await api.call('PUT', `${contractsOf(flat)}/${onFlat}`, {
      ...contractPayload(flat, ana, 2026),
    });
    expect(same.statusCode, same.body).toBe(200);
    const longer = await api.call('PUT', `${contractsOf(flat)}/${onFlat}`, {
      ...contractPayload(flat, ana, 2026),
      endDate: '2027-03-31',
    });
    expect(longer.statusCode).toBe(409);
    expect(longer.json()).toMatchObject({ conflicts: [{ propertyId: bedroom, contractId: onBedroom }] });
  });
});

describe('lists, debt and delete', () => {
  it('lists all, active and per-property contracts, with the debt of rents already due', async () => {
    const { db } = server.app.ctx;
    const flat = await newProperty(3, 'Debt');
    const old = await api.create(contractsOf(flat), contractPayload(flat, ana, thisYear - 3));
    const running = await api.create(contractsOf(flat), contractPayload(flat, ana, thisYear));
    const due = new Date(Date.UTC(thisYear - 3, 0, 31, 12));
    const [late] = await db
      .insert(rent)
      .values({
        entityId,
        contractId: old,
        currencyId: 1,
        paymentDueDate: due,
        paymentPeriodDate: new Date(Date.UTC(thisYear - 3, 0, 15, 12)),
        amount: '1000.00',
        retainedAmount: '250.10',
      })
      .returning({ id: rent.id });
    if (!late) throw new Error('rent not created');
    await db
      .insert(payment)
      .values({ entityId, rentId: late.id, currencyId: 1, paymentDate: due, amount: '300.30' });
    // A rent not yet due is no debt.
    await db.insert(rent).values({
      entityId,
      contractId: old,
      currencyId: 1,
      paymentDueDate: new Date(Date.UTC(thisYear + 1, 0, 31, 12)),
      paymentPeriodDate: new Date(Date.UTC(thisYear - 3, 1, 15, 12)),
      amount: '1000.00',
    });

    const ofFlat = await api.get<ContractView[]>(contractsOf(flat));
    expect(ofFlat.map((contract) => [contract.id, contract.debt, contract.current])).toEqual([
      [running, 0, true],
      [old, 449.6, false],
    ]);
    expect(ofFlat[1]?.lastPaymentPeriod).toBe(`${thisYear - 3}-02-15T12:00:00.000Z`);
    const all = await api.get<ContractView[]>(`/entities/${entityId}/contracts`);
    expect(all.map((contract) => contract.id)).toEqual(expect.arrayContaining([old, running]));
    const active = await api.get<ContractView[]>(`/entities/${entityId}/activeContracts`);
    expect(active.map((contract) => contract.id)).toContain(running);
    expect(active.map((contract) => contract.id)).not.toContain(old);

    // Deleting the contract deletes its rents and payments.
    expect((await api.call('DELETE', `${contractsOf(flat)}/${old}`)).statusCode).toBe(204);
    expect(await db.select().from(rent).where(eq(rent.contractId, old))).toEqual([]);
    expect(await db.select().from(payment).where(eq(payment.rentId, late.id))).toEqual([]);
    expect((await api.call('GET', `${contractsOf(flat)}/${old}`)).statusCode).toBe(404);
  });

  it('answers 404 for contracts and properties of another entity', async () => {
    const foreignEntity = await createEntity(stranger, 'Outra');
    const foreignFlat = await stranger.create(`/entities/${foreignEntity}/properties`, {
      baseInfo: { propertyTypeId: 3 },
    });
    const foreignTenant = await stranger.create(`/entities/${foreignEntity}/tenants`, { name: 'X' });
    const foreignContract = await stranger.create(
      `/entities/${foreignEntity}/properties/${foreignFlat}/contracts`,
      contractPayload(foreignFlat, foreignTenant),
    );
    expect((await api.call('GET', contractsOf(foreignFlat))).statusCode).toBe(404);
    expect(
      (await api.call('POST', contractsOf(foreignFlat), contractPayload(foreignFlat, ana))).statusCode,
    ).toBe(404);
    expect((await api.call('GET', `${contractsOf(foreignFlat)}/${foreignContract}`)).statusCode).toBe(404);
    expect((await api.call('DELETE', `${contractsOf(foreignFlat)}/${foreignContract}`)).statusCode).toBe(404);
    const mine = await api.get<ContractView[]>(`/entities/${entityId}/contracts`);
    expect(mine.map((contract) => contract.id)).not.toContain(foreignContract);
  });
});

describe('rent warnings', () => {
  it('names the months without a rent and the months with two', async () => {
    const { db } = server.app.ctx;
    const flat = await newProperty(3, 'Warnings');
    const id = await api.create(contractsOf(flat), {
      ...contractPayload(flat, ana, 2024),
      startDate: '2024-10-20',
      endDate: '2025-01-31',
    });
    const at = (month: number, year = 2024) => new Date(Date.UTC(year, month, 15, 12));
    const rentRow = (period: Date) => ({
      entityId,
      contractId: id,
      currencyId: 1,
      paymentDueDate: period,
      paymentPeriodDate: period,
      amount: '750.00',
    });
    await db.insert(rent).values([rentRow(at(9)), rentRow(at(11)), rentRow(at(11)), rentRow(at(0, 2025))]);
    const view = await api.get<ContractOverview>(`${contractsOf(flat)}/${id}/overview`);
    expect(view.rentWarnings).toEqual({ missing: ['2024-11'], duplicates: ['2024-12'] });
  });
});
