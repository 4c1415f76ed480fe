import type { ExpenseDetail, ExpenseView } from '@arrenda/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, createEntity } from '../../test/api-client';
import { expensePayload } from '../../test/authorization';
import { signUp, startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let api: Api;

beforeAll(async () => {
  server = await startTestServer();
  api = apiAs(server, (await signUp(server)).headers);
});
afterAll(() => server.close());

/** An entity with a building and an apartment inside it. */
async function portfolio() {
  const entityId = await createEntity(api);
  const base = `/entities/${entityId}`;
  const buildingId = await api.create(`${base}/properties`, {
    baseInfo: { propertyTypeId: 2, name: 'Prédio', value: 200000, currencyId: 1 },
  });
  const flatId = await api.create(`${base}/properties`, {
    baseInfo: { propertyTypeId: 3, name: 'T2' },
    parentPropertyId: buildingId,
  });
  return { entityId, base, expenses: `${base}/expenses`, buildingId, flatId };
}

describe('expenses', () => {
  it('creates, lists by date descending, reads, updates and deletes an expense', async () => {
    const { expenses, flatId } = await portfolio();
    const older = await api.create(expenses, { ...expensePayload, propertyId: flatId, date: '2026-01-05' });
    const newer = await api.create(expenses, {
      ...expensePayload,
      propertyId: flatId,
      date: '2026-02-05T00:00:00.000Z',
      name: 'Condomínio',
      description: '  ',
      amount: 45.1,
    });
    const global = await api.create(expenses, { ...expensePayload, propertyId: null, name: 'Contabilista' });

    const ofFlat = await api.get<ExpenseView[]>(`${expenses}?propertyId=${flatId}`);
    expect(ofFlat.map((expense) => expense.id)).toEqual([newer, older]);
    expect(ofFlat[0]).toEqual({
      id: newer,
      version: 1,
      propertyId: flatId,
      propertyName: 'T2',
      currencyId: 1,
      currency: { name: expect.any(String) },
      date: '2026-02-05',
      amount: 45.1,
      name: 'Condomínio',
      description: null,
      includeInYield: true,
      taxCategory: null,
    });
    const all = await api.get<ExpenseView[]>(expenses);
    expect(all.map((expense) => expense.id)).toEqual([global, newer, older]);
    expect(all[0]).toMatchObject({ propertyId: null, propertyName: null });

    const read = await api.get<ExpenseDetail>(`${expenses}/${older}`);
    expect(read).toMatchObject({ id: older, date: '2026-01-05', amount: 120.5, name: 'IMI', files: [] });

    const updated = await api.call('PUT', `${expenses}/${older}`, {
      ...expensePayload,
      propertyId: null,
      amount: 99.99,
      includeInYield: false,
      description: 'Pago por transferência',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      id: older,
      propertyId: null,
      amount: 99.99,
      includeInYield: false,
      description: 'Pago por transferência',
    });

    expect((await api.call('DELETE', `${expenses}/${older}`)).statusCode).toBe(204);
    expect((await api.call('GET', `${expenses}/${older}`)).json()).toEqual({ message: 'Expense not found.' });
    expect((await api.call('DELETE', `${expenses}/${older}`)).statusCode).toBe(404);
  });

  it("keeps the IRS return's category, through an edit that leaves it out, and refuses one it does not know", async () => {
    const { expenses, buildingId } = await portfolio();
    const id = await api.create(expenses, {
      ...expensePayload,
      propertyId: buildingId,
      taxCategory: 'PROPERTY_TAX',
    });
    expect((await api.get<ExpenseDetail>(`${expenses}/${id}`)).taxCategory).toBe('PROPERTY_TAX');
    const kept = await api.call('PUT', `${expenses}/${id}`, {
      ...expensePayload,
      propertyId: buildingId,
      version: 1,
    });
    expect(kept.json()).toMatchObject({ taxCategory: 'PROPERTY_TAX' });
    const cleared = await api.call('PUT', `${expenses}/${id}`, {
      ...expensePayload,
      propertyId: buildingId,
      taxCategory: null,
      version: 2,
    });
    expect(cleared.json()).toMatchObject({ taxCategory: null });
    const unknown = await api.call('POST', expenses, { ...expensePayload, taxCategory: 'HOLIDAYS' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ taxCategory: 'Invalid value' });
  });

  it('keeps includeInYield true when the form leaves it out', async () => {
    const { expenses, buildingId } = await portfolio();
    const { includeInYield: _omitted, ...payload } = expensePayload;
    const id = await api.create(expenses, { ...payload, propertyId: buildingId });
    expect((await api.get<ExpenseDetail>(`${expenses}/${id}`)).includeInYield).toBe(true);
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: 'x'.repeat(51) }, 'name', 'Cannot contain more than 50 characters'],
    [{ amount: 0 }, 'amount', 'Must be a positive number'],
    [{ amount: -3 }, 'amount', 'Must be a positive number'],
    [{ amount: '12' }, 'amount', 'Invalid number'],
    [{ amount: 'abc' }, 'amount', 'Invalid number'],
    [{ amount: undefined }, 'amount', 'Amount is required'],
    [{ amount: 1.005 }, 'amount', 'Cannot have more than 2 decimal places'],
    [{ amount: null }, 'amount', 'Amount is required'],
    [{ date: '' }, 'date', 'Date is required'],
    [{ date: '2026-02-30' }, 'date', 'Invalid date'],
    [{ date: '2026-11-25<script>' }, 'date', 'Invalid date'],
    [{ date: '0000-02-01' }, 'date', 'Date must be between 1900 and 2199'],
    [{ description: 'IMI\u0000' }, 'description', 'Must not contain control characters'],
    [{ currencyId: null }, 'currencyId', 'Currency is required'],
    [{ description: 'x'.repeat(256) }, 'description', 'Cannot contain more than 255 characters'],
  ])('refuses %o under the field %s', async (change, field, message) => {
    const { expenses } = await portfolio();
    const response = await api.call('POST', expenses, { ...expensePayload, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ [field]: message });
    expect(await api.get<ExpenseView[]>(expenses)).toEqual([]);
  });

  it("refuses another entity's property and an unknown currency, on create and on update", async () => {
    const mine = await portfolio();
    const theirs = await portfolio();
    const foreign = await api.call('POST', mine.expenses, { ...expensePayload, propertyId: theirs.flatId });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors).toEqual({ propertyId: 'Property not found.' });
    const currency = await api.call('POST', mine.expenses, { ...expensePayload, currencyId: 999 });
    expect(currency.json().fieldErrors).toEqual({ currencyId: 'This value does not exist.' });

    const id = await api.create(mine.expenses, { ...expensePayload, propertyId: mine.flatId });
    const moved = await api.call('PUT', `${mine.expenses}/${id}`, {
      ...expensePayload,
      propertyId: theirs.flatId,
    });
    expect(moved.statusCode).toBe(400);
    expect((await api.get<ExpenseDetail>(`${mine.expenses}/${id}`)).propertyId).toBe(mine.flatId);
    // Another entity's expense id is not found through this entity.
    const other = await api.create(theirs.expenses, expensePayload);
    expect((await api.call('GET', `${mine.expenses}/${other}`)).statusCode).toBe(404);
    expect((await api.call('PUT', `${mine.expenses}/${other}`, expensePayload)).statusCode).toBe(404);
    expect((await api.call('DELETE', `${mine.expenses}/${other}`)).statusCode).toBe(404);
    expect(await api.get<ExpenseView[]>(theirs.expenses)).toHaveLength(1);
  });

  it("counts expenses included in yield into the property tree's figures, and deletes them with the property", async () => {
    const { base, expenses, buildingId, flatId } = await portfolio();
    const year = new Date().getUTCFullYear();
    await api.create(expenses, {
      ...expensePayload,
      propertyId: flatId,
      amount: 100.1,
      date: `${year}-01-10`,
    });
    await api.create(expenses, {
      ...expensePayload,
      propertyId: buildingId,
      amount: 0.2,
      date: `${year - 1}-06-01`,
    });
    await api.create(expenses, { ...expensePayload, propertyId: flatId, amount: 50, includeInYield: false });
    await api.create(expenses, { ...expensePayload, propertyId: null, amount: 1000 });
    type Item = { id: number; expensesAmountHierarchy: number; expensesAmountYearHierarchy: number };
    const [building] = await api.get<Item[]>(`${base}/properties`);
    expect(building).toMatchObject({
      id: buildingId,
      expensesAmountHierarchy: 100.3,
      expensesAmountYearHierarchy: 100.1,
    });

    expect((await api.call('DELETE', `${base}/properties/${flatId}`)).statusCode).toBe(204);
    expect((await api.get<ExpenseView[]>(expenses)).map((expense) => expense.amount)).toEqual([1000, 0.2]);
  });
});
