import type { AtReceiptList, FinanceSummaryTotals, RentView, TaxAmounts, TaxStatement } from '@arrenda/core';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, type Headers } from '../../test/api-client';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { taxYearFixture } from './tax-year-fixture';

let server: TestServer;
let headers: Headers;
let api: Api;
let f: Awaited<ReturnType<typeof taxYearFixture>>;
let statement: TaxStatement;

beforeAll(async () => {
  server = await startTestServer();
  ({ headers } = await signUp(server));
  api = apiAs(server, headers);
  f = await taxYearFixture(api);
  statement = await api.get<TaxStatement>(`${f.base}/taxYear/2025`);
});
afterAll(() => server?.close());

const amounts = (
  received: number,
  retained: number,
  gross: number,
  taxable: number,
  extra = 0,
): TaxAmounts => ({
  received,
  retained,
  gross,
  taxable,
  extra,
});
const none = amounts(0, 0, 0, 0);
/** Twelve months, January first, from the months that have payments. */
const year = (months: Record<number, TaxAmounts>) =>
  Array.from({ length: 12 }, (_, index) => months[index + 1] ?? none);

describe('the annual statement', () => {
  it('adds each property’s payments of the year by the day they were paid, month by month, as computed by hand', () => {
    const [casa, loja] = statement.properties;
    // Casa Azul: January holds December 2024's rent (paid 5 January) and January's; February's rent
    // is paid in two parts, the second in March; December 2025's is paid in 2026 (not in the year).
    expect(casa).toMatchObject({
      propertyId: f.casa,
      name: 'Casa Azul',
      locationCode: '110601',
      locationType: 'U',
      article: '1234',
      fraction: 'B',
      currency: 'EUR',
    });
    expect(casa?.contracts).toEqual([
      {
        contractId: f.casaContract,
        atContractNumber: '123456',
        tenants: [
          { id: f.ana, name: 'Ana Silva', fiscalNumber: '123456789' },
          { id: f.bruno, name: 'Bruno Costa', fiscalNumber: '987654322' },
        ],
        withholdingFiscalNumber: null,
        months: year({
          1: amounts(1600, 0, 1600, 1600),
          2: amounts(500, 0, 500, 500),
          3: amounts(300, 0, 300, 300),
        }),
        totals: amounts(2400, 0, 2400, 2400),
      },
    ]);
    // Loja Centro: 25 % of 1.000 € withheld on each rent, in proportion for a part: 300 € of the
    // 750 € net withheld 100 €, the 450 € rest 150 €; March's 800 € settles a rent of 1.050 €
    // whose taxable part is 1.000 €, the 50 € of charges apart.
    expect(loja?.contracts).toEqual([
      expect.objectContaining({
        withholdingFiscalNumber: '501234560',
        months: year({
          1: amounts(750, 250, 1000, 1000),
          2: amounts(300, 100, 400, 400),
          3: amounts(1250, 400, 1650, 1600, 50),
        }),
        totals: amounts(2300, 750, 3050, 3000, 50),
      }),
    ]);
    expect(casa?.totals).toEqual(amounts(2400, 0, 2400, 2400));
    expect(loja?.totals).toEqual(amounts(2300, 750, 3050, 3000, 50));
  });

  it('lists the expenses in the yield dated in the year per tax category, without the others', () => {
    const [casa, loja] = statement.properties;
    expect(casa?.expenses).toEqual([
      { category: 'CONDOMINIUM', amount: 120.5 },
      { category: 'PROPERTY_TAX', amount: 310.2 },
    ]);
    expect(casa?.expenseTotal).toBe(430.7);
    expect(loja?.expenses).toEqual([
      { category: 'MAINTENANCE', amount: 400 },
      { category: null, amount: 25.1 },
    ]);
    expect(statement.totals).toEqual([
      { currency: 'EUR', ...amounts(4700, 750, 5450, 5400, 50), expenses: 855.8 },
    ]);
  });

  it("meets the finance summary of the same year to the cent, through what was paid across the year's ends", async () => {
    // By rent period the year's rents were paid 2.200 € (Casa: 800 + 800 + 600) and 2.300 € (Loja).
    expect(statement.reconciliation).toEqual([
      {
        currency: 'EUR',
        summaryPaid: 4500,
        summaryRetained: 750,
        summaryExpenses: 955.79,
        paidForOtherYears: 800,
        paidInOtherYears: 600,
        retainedForOtherYears: 0,
        retainedInOtherYears: 0,
        expensesNotInYield: 99.99,
      },
    ]);
    const summary = await api.get<FinanceSummaryTotals>(
      `${f.base}/financeSummary/totals?startDate=2025-01-01&endDate=2025-12-31`,
    );
    const [eur] = summary.totals;
    const [reconciled] = statement.reconciliation;
    expect({ paid: eur?.paid, retained: eur?.retained, expenses: eur?.expenses }).toEqual({
      paid: reconciled?.summaryPaid,
      retained: reconciled?.summaryRetained,
      expenses: reconciled?.summaryExpenses,
    });
  });

  it('fills quadro 4.1 of Anexo F: a line per property and tenant, the expenses in their columns', () => {
    expect(statement.anexoF).toEqual([
      {
        line: 4001,
        propertyId: f.casa,
        currency: 'EUR',
        locationCode: '110601',
        locationType: 'U',
        article: '1234',
        fraction: 'B',
        rents: 2400,
        retained: 0,
        tenantFiscalNumber: '123456789',
        expenses: {
          MAINTENANCE: 0,
          CONDOMINIUM: 120.5,
          STAMP_DUTY: 0,
          PROPERTY_TAX: 310.2,
          MUNICIPAL_FEES: 0,
          OTHER: 0,
        },
      },
      {
        line: 4002,
        propertyId: f.loja,
        currency: 'EUR',
        locationCode: null,
        locationType: null,
        article: '987',
        fraction: null,
        rents: 3000,
        retained: 750,
        tenantFiscalNumber: '501234560',
        expenses: {
          MAINTENANCE: 400,
          CONDOMINIUM: 0,
          STAMP_DUTY: 0,
          PROPERTY_TAX: 0,
          MUNICIPAL_FEES: 0,
          OTHER: 25.1,
        },
      },
    ]);
    expect(statement.landlord).toEqual({ name: 'Senhorios Reunidos, Lda.', fiscalNumber: '503123455' });
  });

  it("names a flat by its own fraction and its building's parish, article and address", async () => {
    const cities = await api.get<{ id: number; name: string }[]>('/lov/countries/1/cities');
    const addressId = await api.create(`${f.base}/addresses`, {
      street: 'Rua da Prata',
      number: '80',
      postalCode: '1100-415',
      cityId: cities.find((city) => city.name === 'Lisboa')?.id,
    });
    const building = await api.create(`${f.base}/properties`, {
      baseInfo: { propertyTypeId: 2, name: 'Prédio da Prata', addressId },
      propertyTaxInformation: { locationCode: '110508', propertyLocationTypeId: 2, articleCode: '555' },
    });
    const flat = await api.create(`${f.base}/properties`, {
      baseInfo: { propertyTypeId: 3, name: '2.º Esq.' },
      parentPropertyId: building,
      propertyTaxInformation: { fractionCode: 'C' },
    });
    const contract = await api.create(`${f.base}/properties/${flat}/contracts`, {
      propertyId: flat,
      currencyId: 1,
      frequencyTypeId: 3,
      frequencyValue: 1,
      tenantsId: [f.bruno],
      amount: 500,
      startDate: '2023-01-01',
      endDate: '2023-12-31',
    });
    const rents = `${f.base}/properties/${flat}/contracts/${contract}/rents`;
    const rent = await api.create(rents, {
      currencyId: 1,
      paymentPeriodDate: '2023-05-15',
      paymentDueDate: '2023-05-08',
      amount: 500,
    });
    await api.create(`${rents}/${rent}/payments`, { currencyId: 1, paymentDate: '2023-05-08', amount: 500 });
    const year = await api.get<TaxStatement>(`${f.base}/taxYear/2023`);
    expect(year.properties).toEqual([
      expect.objectContaining({
        propertyId: flat,
        name: '2.º Esq.',
        address: 'Rua da Prata 80, 1100-415 Lisboa',
        locationCode: '110508',
        locationType: 'U',
        article: '555',
        fraction: 'C',
      }),
    ]);
  });

  it('is empty for a year without payments or expenses', async () => {
    const empty = await api.get<TaxStatement>(`${f.base}/taxYear/2022`);
    expect(empty).toMatchObject({ properties: [], totals: [], reconciliation: [], anexoF: [] });
  });

  it('answers 404 for a path naming no year it keeps', async () => {
    for (const bad of ['1999', '2101', 'abc', '2025.5']) {
      expect((await api.call('GET', `${f.base}/taxYear/${bad}`)).statusCode).toBe(404);
    }
  });
});

describe("the statement's files", () => {
  /** The file as a spreadsheet reads it: quoted cells kept whole. */
  const cells = (body: string, separator: string) =>
    Papa.parse<string[]>(body.replace(/^\uFEFF/, ''), { delimiter: separator, skipEmptyLines: true }).data;

  it('writes a CSV whose amounts a spreadsheet reads as numbers in either language', async () => {
    for (const [language, separator, decimal] of [
      ['en', ',', '.'],
      ['pt', ';', ','],
    ] as const) {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api${f.base}/taxYear/2025/csv`,
        headers: { ...headers, 'accept-language': language },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const [header, ...rows] = cells(response.body, separator);
      const column = (name: string) => header?.indexOf(name) ?? -1;
      const received = column(language === 'en' ? 'Received' : 'Recebido');
      const month = column(language === 'en' ? 'Month' : 'Mês');
      expect(received).toBeGreaterThan(0);
      // Casa Azul's three months, Loja Centro's three, then the four expense lines in the yield.
      expect(rows).toHaveLength(10);
      const january = rows.find(
        (row) => row[0] === 'Casa Azul' && row[month] === (language === 'en' ? '2025-01' : '01-2025'),
      );
      expect(january?.[received]).toBe(`1600${decimal}00`);
      const numbers = rows.flatMap((row) => row.slice(received, received + 5)).filter(Boolean);
      expect(numbers.length).toBeGreaterThan(0);
      for (const number of numbers)
        expect(number).toMatch(language === 'en' ? /^\d+\.\d{2}$/ : /^\d+,\d{2}$/);
      const total = rows.reduce(
        (sum, row) => sum + Math.round(Number((row[received] || '0').replace(',', '.')) * 100),
        0,
      );
      expect(total).toBe(470_000);
    }
  });

  it('prints the statement in Portuguese as PDF', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api${f.base}/taxYear/2025/pdf`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Mapa anual de rendas 2025',
      'Senhorios Reunidos, Lda.',
      'NIF 503123455',
      'Casa Azul',
      'freguesia 110601, tipo U, artigo 1234, fração B',
      'Ana Silva (NIF 123456789), Bruno Costa (NIF 987654322) · contrato AT n.º 123456',
      'janeiro de 2025 1.600,00 € 0,00 € 1.600,00 € 1.600,00 € 0,00 €',
      'março de 2025 1.250,00 € 400,00 € 1.650,00 € 1.600,00 € 50,00 €',
      'Condomínio 120,50 €',
      'Sem categoria 25,10 €',
      'EUR 4.700,00 € 750,00 € 5.450,00 € 5.400,00 € 50,00 €',
      '4002 987 3.000,00 € 750,00 € 501234560',
      'Arrenda',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe("the statement's PDF of a large portfolio", () => {
  it('is refused above 200 properties, pointing to the CSV, which still answers', async () => {
    const entityId = await api.create('/entities', { name: 'Gestora', entityTypeId: 2, countryId: 1 });
    const base = `/entities/${entityId}`;
    for (let n = 0; n <= 200; n++) {
      const propertyId = await api.create(`${base}/properties`, {
        baseInfo: { propertyTypeId: 3, name: `T${n}` },
      });
      await api.create(`${base}/expenses`, {
        propertyId,
        currencyId: 1,
        date: '2025-02-01',
        amount: 1,
        name: 'IMI',
      });
    }
    const refused = await api.call('GET', `${base}/taxYear/2025/pdf`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'This statement lists 201 properties: a PDF holds at most 200. Download the CSV instead.',
    );
    expect((await api.call('GET', `${base}/taxYear/2025/csv`)).statusCode).toBe(200);
  });
});

describe("the tenant's yearly declaration", () => {
  it("lists the company's payments with the tax it withheld, signed by the landlord", async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api${f.base}/tenants/${f.empresa}/declarations/2025`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('Declara');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Declaração de rendas recebidas 2025',
      'Senhorios Reunidos, Lda., NIF 503123455',
      'recebeu de Empresa Lda, NIF 501234560, no ano de 2025',
      '2.300,00 € (dois mil e trezentos euros)',
      'retido na fonte pelo arrendatário o imposto de 750,00 €, num total de rendas de 3.050,00 €',
      '10-01-2025 janeiro de 2025',
      '01-03-2025 fevereiro de 2025',
      'Total 2.300,00 € 750,00 € 3.050,00 €',
      'O senhorio',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("gives a co-tenant the contract's payments of the year, with the other tenant named", async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api${f.base}/tenants/${f.ana}/declarations/2025`,
      headers,
    });
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Contrato em conjunto com: Bruno Costa');
    expect(text).toContain('05-01-2025 dezembro de 2024');
    expect(text).toContain('Total 2.400,00 € 0,00 € 2.400,00 €');
    expect(text).not.toContain('04-01-2026');
  });

  it('answers 404 with a message for a year without payments, and for a tenant of another entity', async () => {
    const empty = await api.call('GET', `${f.base}/tenants/${f.ana}/declarations/2024`);
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe('No payments were received from this tenant in 2024.');
    const other = await apiAs(server, (await signUp(server)).headers).call(
      'GET',
      `${f.base}/tenants/${f.ana}/declarations/2025`,
    );
    expect(other.statusCode).toBe(404);
  });
});

describe('the e-receipt trail', () => {
  const trail = (month: string, all = false) =>
    api.get<AtReceiptList>(`${f.base}/atReceipts?month=${month}${all ? '&all=true' : ''}`);

  it("lists the month's payments without an e-receipt number with the portal form's fields", async () => {
    const february = await trail('2025-02');
    expect(february).toMatchObject({
      total: 2,
      missing: 2,
      exempt: false,
      landlordFiscalNumber: '503123455',
    });
    expect(february.items.map((row) => row.paymentId)).toEqual([f.casaFebPayment, f.lojaFebPayment]);
    expect(february.items[1]).toEqual({
      paymentId: f.lojaFebPayment,
      rentId: expect.any(Number),
      contractId: f.lojaContract,
      propertyId: f.loja,
      propertyName: 'Loja Centro',
      propertyType: { id: 4, name: expect.any(String) },
      tenants: [{ id: f.empresa, name: 'Empresa Lda', fiscalNumber: '501234560' }],
      atContractNumber: null,
      periodStart: '2025-02-01',
      periodEnd: '2025-02-28',
      currency: 'EUR',
      amount: 400,
      retained: 100,
      received: 300,
      paymentDate: '2025-02-12',
      atReceiptNumber: null,
    });
  });

  it('drops a payment from the missing ones once its number is recorded; all=true shows it with its number', async () => {
    const url = `${f.base}/atReceipts/${f.casaFebPayment}`;
    expect((await api.call('PUT', url, { number: ' 17 ' })).statusCode).toBe(204);
    const february = await trail('2025-02');
    expect(february).toMatchObject({ total: 1, missing: 1 });
    expect(february.items.map((row) => row.paymentId)).toEqual([f.lojaFebPayment]);
    const all = await trail('2025-02', true);
    expect(all.total).toBe(2);
    const recorded = all.items.find((row) => row.paymentId === f.casaFebPayment);
    expect(recorded?.atReceiptNumber).toBe('17');
    // The rent's payments show it too.
    const rent = await api.get<RentView>(
      `${f.base}/properties/${f.casa}/contracts/${f.casaContract}/rents/${recorded?.rentId}`,
    );
    expect(rent.payments.map((payment) => payment.atReceiptNumber)).toEqual(['17', null]);
    // The declaration prints it beside the payment.
    const declaration = await server.app.inject({
      method: 'GET',
      url: `/api${f.base}/tenants/${f.ana}/declarations/2025`,
      headers,
    });
    expect(await pdfText(declaration.rawPayload)).toContain('10-02-2025 fevereiro de 2025 — 17 500,00 €');
    expect((await api.call('DELETE', url)).statusCode).toBe(204);
    expect((await trail('2025-02')).missing).toBe(2);
  });

  it('refuses a blank or odd number with the message under number, and another entity’s payment with 404', async () => {
    const url = `${f.base}/atReceipts/${f.lojaFebPayment}`;
    const blank = await api.call('PUT', url, { number: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({ number: 'The e-receipt number is required' });
    const odd = await api.call('PUT', url, { number: '12<script>' });
    expect(odd.statusCode).toBe(400);
    const stranger = apiAs(server, (await signUp(server)).headers);
    const own = await stranger.create('/entities', { name: 'Outra', entityTypeId: 1, countryId: 1 });
    expect(
      (await stranger.call('PUT', `/entities/${own}/atReceipts/${f.lojaFebPayment}`, { number: '1' }))
        .statusCode,
    ).toBe(404);
  });
});
