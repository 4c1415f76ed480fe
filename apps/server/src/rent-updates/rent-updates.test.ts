import type { ContractView, EntityFinanceOverview, RentHistoryView, RentView } from '@arrenda/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Api, apiAs, createEntity } from '../../test/api-client';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { validUntil } from '../finance/kept-overview-queries';
import { dailyJobs } from '../jobs/daily-jobs';
import { receiptPayload } from '../receipts/receipt-routes.matrix';

let server: TestServer;
let api: Api;
let entityId: number;
let tenantId: number;

beforeAll(async () => {
  server = await startTestServer();
  api = apiAs(server, (await signUp(server)).headers);
  entityId = await createEntity(api);
  tenantId = await api.create(`/entities/${entityId}/tenants`, {
    name: 'Ana Conceição',
    fiscalNumber: '123456789',
  });
  // The server's today, moved by each test; the clock runs on from there.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
});
afterAll(async () => {
  await server.close();
  vi.useRealTimers();
});

const today = (day: string) => vi.setSystemTime(new Date(`${day}T12:00:00Z`));

/** A contract of 750 € from 1 March 2025 to 28 February 2027, on a flat of its own in Lisbon. */
async function newContract() {
  const base = `/entities/${entityId}`;
  const addressId = await api.create(`${base}/addresses`, {
    street: 'Rua Augusta',
    number: '12',
    postalCode: '1100-053',
    cityId: 1,
  });
  const propertyId = await api.create(`${base}/properties`, { baseInfo: { propertyTypeId: 3, addressId } });
  const contracts = `${base}/properties/${propertyId}/contracts`;
  const contractId = await api.create(contracts, {
    propertyId,
    currencyId: 1,
    frequencyTypeId: 3,
    frequencyValue: 1,
    amount: 750,
    startDate: '2025-03-01',
    endDate: '2027-02-28',
    tenantsId: [tenantId],
  });
  const url = `${contracts}/${contractId}`;
  return { url, history: `${url}/rent-history`, update: `${url}/rent-update` };
}

const letterOf = { letterDate: '2026-01-31', effectiveDate: '2026-03-01', amount: 766.8 };

describe('the statutory rent update', () => {
  it('proposes 766,80 € from 1 March 2026 on 31 January 2026 for 750 € since 1 March 2025, and issues it with its letter', async () => {
    today('2026-01-31');
    const contract = await newContract();
    const before = await api.get<RentHistoryView>(contract.history);
    expect(before.proposal).toEqual({
      currentAmount: 750,
      coefficient: 1.0224,
      coefficientYear: 2026,
      aviso: 'Aviso n.º 23174/2025/2',
      newAmount: 766.8,
      effectiveDate: '2026-03-01',
      letterDate: '2026-01-31',
    });
    expect(before.items.map((row) => [row.reason, row.effectiveDate, row.amount])).toEqual([
      ['START', '2025-03-01', 750],
    ]);

    const above = await api.call('POST', contract.update, { ...letterOf, amount: 766.81 });
    expect(above.statusCode, above.body).toBe(400);
    expect(above.json().fieldErrors).toEqual({
      amount:
        "The new rent cannot exceed the coefficient's result unless the contract has its own update clause.",
    });
    const early = await api.call('POST', contract.update, { ...letterOf, letterDate: '2026-02-01' });
    expect(early.statusCode, early.body).toBe(400);
    expect(Object.keys(early.json().fieldErrors)).toEqual(['effectiveDate']);

    const issued = await api.call('POST', contract.update, letterOf);
    expect(issued.statusCode, issued.body).toBe(201);
    const { letterFileId } = issued.json<{ id: number; letterFileId: number }>();
    const link = await api.get<{ url: string }>(`${contract.url}/files/${letterFileId}`);
    const letter = await server.app.inject({ method: 'GET', url: link.url });
    expect(letter.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(letter.rawPayload);
    for (const expected of [
      'Ana Conceição (NIF 123456789)',
      '31 de janeiro de 2026',
      'Rua Augusta 12',
      'coeficiente de 1,0224 fixado para o ano de 2026 pelo Aviso n.º 23174/2025/2',
      'Renda em vigor 750,00 €',
      'Nova renda mensal 766,80 €',
      '(setecentos e sessenta e seis euros e oitenta cêntimos)',
      'Devida a partir de 1 de março de 2026',
    ]) {
      expect(text).toContain(expected);
    }

    const after = await api.get<RentHistoryView>(contract.history);
    expect(after.proposal).toBeNull();
    expect(
      after.items.map((row) => [
        row.reason,
        row.effectiveDate,
        row.amount,
        row.coefficient,
        row.letterFileId,
      ]),
    ).toEqual([
      ['UPDATE', '2026-03-01', 766.8, 1.0224, letterFileId],
      ['START', '2025-03-01', 750, null, null],
    ]);
    const again = await api.call('POST', contract.update, letterOf);
    expect(again.statusCode, again.body).toBe(409);
  });

  it('charges 766,80 € from March 2026 on, leaves the earlier rents and receipts as they were, and puts the rent in force', async () => {
    today('2026-01-31');
    const contract = await newContract();
    expect((await api.call('POST', `${contract.url}/rents/generate`)).statusCode).toBe(201);
    // January's rent, paid, with its receipt issued before the update.
    const january = (await api.get<RentView[]>(`${contract.url}/rents`)).find((rent) =>
      rent.paymentPeriodDate.startsWith('2026-01'),
    );
    const payments = `${contract.url}/rents/${january?.id}/payments`;
    const paymentId = await api.create(payments, { currencyId: 1, paymentDate: '2026-01-08', amount: 750 });
    const receipt = await api.call('POST', `${payments}/${paymentId}/pdf`, {
      ...receiptPayload,
      paymentDate: '2026-01-08',
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    const receiptBytes = async () => {
      const [issued] = await api.get<{ id: number }[]>(`${payments}/${paymentId}/receipts`);
      const pdf = await api.call('GET', `${payments}/${paymentId}/receipts/${issued?.id}/pdf`);
      expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
      return pdf.rawPayload;
    };
    const before = await receiptBytes();
    expect((await api.call('POST', contract.update, letterOf)).statusCode).toBe(201);
    expect((await receiptBytes()).equals(before)).toBe(true);
    today('2026-03-05');
    expect((await api.call('POST', `${contract.url}/rents/generate`)).statusCode).toBe(201);
    const rents = await api.get<RentView[]>(`${contract.url}/rents`);
    const amounts = Object.fromEntries(
      rents.map((rent) => [rent.paymentPeriodDate.slice(0, 7), rent.amount]),
    );
    expect([amounts['2025-03'], amounts['2026-01'], amounts['2026-02'], amounts['2026-03']]).toEqual([
      750, 750, 750, 766.8,
    ]);
    // The daily job puts the new rent in force on the contract.
    expect((await api.get<ContractView>(contract.url)).amount).toBe(750);
    const [job] = dailyJobs(server.app.ctx, false);
    await job?.run(new Date());
    expect((await api.get<ContractView>(contract.url)).amount).toBe(766.8);
  });

  it('is an action of the entity overview until issued', async () => {
    today('2026-01-31');
    const contract = await newContract();
    const actions = async () => {
      const overview = await api.get<EntityFinanceOverview>(`/entities/${entityId}/overview`);
      const item = overview.contracts.find((row) => contract.url.endsWith(`/contracts/${row.contractId}`));
      return item?.actions.filter((action) => action.code === 'RENT_UPDATE_AVAILABLE');
    };
    expect(await actions()).toEqual([{ code: 'RENT_UPDATE_AVAILABLE', date: '2026-03-01' }]);
    expect((await api.call('POST', contract.update, letterOf)).statusCode).toBe(201);
    expect(await actions()).toEqual([]);
  });

  it("keeps the overview row until the proposal's first midnight in Lisbon, or the day a letter's notice reaches January", async () => {
    today('2025-12-20');
    const contract = await newContract();
    const contractId = Number(contract.url.split('/').at(-1));
    const until = async (at: string) =>
      new Date(
        (await validUntil(server.app.ctx.db, [contractId], at)).get(contractId)?.valid_until ?? '',
      ).toISOString();
    // 60 days before the anniversary of 1 March 2025 (winter: Lisbon is on UTC).
    expect(await until('2025-12-30T12:00:00Z')).toBe('2025-12-31T00:00:00.000Z');
    // From 3 December a letter's 30 days reach into the next year, whose coefficient may not be out.
    expect(await until('2026-11-28T12:00:00Z')).toBe('2026-12-01T00:00:00.000Z');
    expect(await until('2026-12-01T12:00:00Z')).toBe('2026-12-03T00:00:00.000Z');
  });

  it('is dismissed for the year', async () => {
    today('2026-01-31');
    const contract = await newContract();
    const dismissed = await api.call('POST', `${contract.update}/dismissals`, { year: 2026 });
    expect(dismissed.statusCode, dismissed.body).toBe(204);
    const history = await api.get<RentHistoryView>(contract.history);
    expect([history.proposal, history.dismissedYears]).toEqual([null, [2026]]);
    expect((await api.call('POST', contract.update, letterOf)).statusCode).toBe(409);
  });

  it('takes a free amount under the contract own clause, with a note saying which', async () => {
    today('2026-01-31');
    const contract = await newContract();
    const noNote = await api.call('POST', contract.update, { ...letterOf, amount: 800, ownClause: true });
    expect(noNote.statusCode, noNote.body).toBe(400);
    expect(Object.keys(noNote.json().fieldErrors)).toEqual(['note']);
    const clause = await api.call('POST', contract.update, {
      ...letterOf,
      amount: 800,
      ownClause: true,
      note: 'Cláusula 5.ª do contrato.',
    });
    expect(clause.statusCode, clause.body).toBe(201);
  });
});

describe('the rent history', () => {
  it('keeps a renegotiated rent, changed or deleted until a rent charged at it is paid (409 after)', async () => {
    today('2026-03-05');
    const contract = await newContract();
    const added = await api.call('POST', contract.history, { effectiveDate: '2026-04-01', amount: 780 });
    expect(added.statusCode, added.body).toBe(201);
    const rowId = added.json<{ id: number }>().id;
    const taken = await api.call('POST', contract.history, { effectiveDate: '2026-04-01', amount: 790 });
    expect(taken.statusCode).toBe(409);
    const edited = await api.call('PUT', `${contract.history}/${rowId}`, {
      effectiveDate: '2026-04-01',
      amount: 785,
    });
    expect(edited.statusCode, edited.body).toBe(200);

    today('2026-04-10');
    expect((await api.call('POST', `${contract.url}/rents/generate`)).statusCode).toBe(201);
    const april = (await api.get<RentView[]>(`${contract.url}/rents`)).find((rent) =>
      rent.paymentPeriodDate.startsWith('2026-04'),
    );
    expect(april?.amount).toBe(785);
    const paid = await api.call('POST', `${contract.url}/rents/${april?.id}/payments`, {
      currencyId: 1,
      paymentDate: '2026-04-05',
      amount: 100,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const history = await api.get<RentHistoryView>(contract.history);
    expect(history.items.map((row) => [row.reason, row.locked])).toEqual([
      ['RENEGOTIATION', true],
      ['START', false],
    ]);
    const refused = await api.call('PUT', `${contract.history}/${rowId}`, {
      effectiveDate: '2026-04-01',
      amount: 800,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe('A paid rent was charged at this rent: it can no longer be changed.');
    expect((await api.call('DELETE', `${contract.history}/${rowId}`)).statusCode).toBe(409);
    const start = history.items[1]?.id;
    expect((await api.call('DELETE', `${contract.history}/${start}`)).statusCode).toBe(409);
  });

  it('goes back to the first terms when its only change is deleted, the contract with it', async () => {
    today('2026-03-05');
    const contract = await newContract();
    const added = await api.call('POST', contract.history, { effectiveDate: '2026-03-01', amount: 700 });
    expect(added.statusCode, added.body).toBe(201);
    expect((await api.get<ContractView>(contract.url)).amount).toBe(700);
    const rowId = added.json<{ id: number }>().id;
    expect((await api.call('DELETE', `${contract.history}/${rowId}`)).statusCode).toBe(204);
    expect((await api.get<ContractView>(contract.url)).amount).toBe(750);
    const [job] = dailyJobs(server.app.ctx, false);
    await job?.run(new Date());
    expect((await api.get<ContractView>(contract.url)).amount).toBe(750);
  });
});
