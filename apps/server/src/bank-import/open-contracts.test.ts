import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, createEntity } from '../../test/api-client';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import { suggestPayments } from './match';
import { parseOfxStatement } from './parse-ofx';
import { openContracts } from './queries';

let server: TestServer;
let api: Api;

beforeAll(async () => {
  server = await startTestServer();
  api = apiAs(server, (await signUp(server)).headers);
});
afterAll(() => server?.close());

describe("the entity's open rents", () => {
  it('are read with their tenants and what is left on them, net of the retained tax, and matched to a statement', async () => {
    const entityId = await createEntity(api);
    const base = `/entities/${entityId}`;
    const flat = await api.create(`${base}/properties`, { baseInfo: { propertyTypeId: 3, name: 'T1' } });
    const ana = await api.create(`${base}/tenants`, { name: 'Ana Silva', fiscalNumber: '123456789' });
    const contract = await api.create(`${base}/properties/${flat}/contracts`, {
      propertyId: flat,
      currencyId: 1,
      frequencyTypeId: 3,
      frequencyValue: 1,
      tenantsId: [ana],
      amount: 1000,
      taxableAmount: 1000,
      taxRetention: true,
      taxRetentionPercentage: 25,
      atContractNumber: '555',
      startDate: '2026-01-01',
      endDate: '2027-12-31',
    });
    const rents = `${base}/properties/${flat}/contracts/${contract}/rents`;
    const rent = (month: string) =>
      api.create(rents, {
        currencyId: 1,
        paymentPeriodDate: `${month}-15`,
        paymentDueDate: `${month}-01`,
        amount: 1000,
        retainedAmount: 250,
      });
    const october = await rent('2026-10');
    await api.create(`${rents}/${october}/payments`, {
      currencyId: 1,
      paymentDate: '2026-10-02',
      amount: 750,
    });
    const november = await rent('2026-11');
    await api.create(`${rents}/${november}/payments`, {
      currencyId: 1,
      paymentDate: '2026-11-01',
      amount: 100,
    });
    const december = await rent('2026-12');

    const open = await openContracts(server.app.ctx.db, entityId);
    expect(open).toEqual([
      {
        contractId: contract,
        atContractNumber: '555',
        tenants: [{ name: 'Ana Silva', fiscalNumber: '123456789' }],
        rents: [
          { rentId: november, contractId: contract, dueDate: '2026-11-01', leftCents: 65_000 },
          { rentId: december, contractId: contract, dueDate: '2026-12-01', leftCents: 75_000 },
        ],
      },
    ]);
    // The OFX's 750 € from ANA SILVA on 2 November: the rent of 650 € left does not fit, nor both.
    const lines = parseOfxStatement(
      readFileSync(path.join(import.meta.dirname, 'fixtures/statement.ofx'), 'latin1'),
    );
    expect(suggestPayments(lines, open)).toEqual([
      {
        line: 1,
        contractId: contract,
        rents: [{ rentId: december, amountCents: 75_000 }],
        reasons: ['name', 'amount'],
        confidence: 80,
      },
    ]);
  });
});
