import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, createEntity, type Headers } from '../../test/api-client';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import { issue } from '../receipts/receipt-fixture';
import { csvFile, textCell } from './csv';

let server: TestServer;
let headers: Headers;
let api: Api;
let f: Awaited<ReturnType<typeof fixture>>;

/**
 * The hand-written fixture around the period January - February 2026: a named building with an
 * address (no contract, an expense), an unnamed apartment inside it without an address of its own
 * (a contract with 25 % retention, tenants '=1+2' and Ana), and a garage without address (a
 * contract with João). Each kind has a record just before and just after the period.
 */
async function fixture() {
  const entityId = await createEntity(api);
  const base = `/entities/${entityId}`;
  const cities = await api.get<{ id: number; name: string }[]>('/lov/countries/1/cities');
  const lisboa = cities.find((city) => city.name === 'Lisboa')?.id;
  const addressId = await api.create(`${base}/addresses`, {
    street: 'Rua Augusta',
    number: '12',
    floor: '2Esq',
    postalCode: '1100-053',
    cityId: lisboa,
  });
  const building = await api.create(`${base}/properties`, {
    baseInfo: { propertyTypeId: 2, name: 'Prédio "Sol"; Lisboa', addressId },
  });
  const flat = await api.create(`${base}/properties`, {
    baseInfo: { propertyTypeId: 3 },
    parentPropertyId: building,
  });
  const garage = await api.create(`${base}/properties`, {
    baseInfo: { propertyTypeId: 5, name: 'Garagem Ç' },
  });
  const formula = await api.create(`${base}/tenants`, { name: '=1+2' });
  const ana = await api.create(`${base}/tenants`, { name: 'Ana Silva' });
  const joao = await api.create(`${base}/tenants`, { name: 'João Gonçalves' });
  const contract = (propertyId: number, tenantsId: number[], fields: object = {}) =>
    api.create(`${base}/properties/${propertyId}/contracts`, {
      propertyId,
      currencyId: 1,
      frequencyTypeId: 3,
      frequencyValue: 1,
      tenantsId,
      amount: 1000,
      startDate: '2025-01-01',
      endDate: '2026-12-31',
      ...fields,
    });
  const flatContract = await contract(flat, [formula, ana], {
    taxRetention: true,
    taxableAmount: 1000,
    taxRetentionPercentage: 25,
  });
  const garageContract = await contract(garage, [joao]);
  const rents = (propertyId: number, contractId: number) =>
    `${base}/properties/${propertyId}/contracts/${contractId}/rents`;
  const rent = (propertyId: number, contractId: number, month: string, fields: object) =>
    api.create(rents(propertyId, contractId), {
      currencyId: 1,
      paymentPeriodDate: `${month}-15`,
      paymentDueDate: `${month}-08`,
      ...fields,
    });
  const pay = (propertyId: number, contractId: number, rentId: number, fields: object) =>
    api.create(`${rents(propertyId, contractId)}/${rentId}/payments`, { currencyId: 1, ...fields });

  const flatDec = await rent(flat, flatContract, '2025-12', { amount: 1000, retainedAmount: 250 });
  await pay(flat, flatContract, flatDec, { paymentDate: '2025-12-31', amount: 750 });
  const flatJan = await rent(flat, flatContract, '2026-01', { amount: 1000, retainedAmount: 250 });
  const janPayment = await pay(flat, flatContract, flatJan, {
    paymentDate: '2026-01-31',
    amount: 750,
    description: 'Transferência; ref "A"\nlinha 2',
  });
  const flatFeb = await rent(flat, flatContract, '2026-02', { amount: 1000, retainedAmount: 250 });
  const febPayment = await pay(flat, flatContract, flatFeb, {
    paymentDate: '2026-02-28',
    amount: 100,
    taxableAmount: 80,
    description: '-desconto',
  });
  await pay(flat, flatContract, flatFeb, { paymentDate: '2026-03-01', amount: 50 });
  await rent(garage, garageContract, '2026-02', { amount: 1234.56, taxableAmount: 1200 });
  await rent(garage, garageContract, '2026-03', { amount: 1234.56 });

  // Two receipts for the January payment, the first voided; the February one's only receipt
  // voided: the export names the receipt in force, none for February.
  const issueThenVoid = async (payment: string, receiptNumber: string) => {
    const issued = await issue(api, `${payment}/pdf`, { receiptNumber });
    expect(issued.statusCode, issued.body).toBe(200);
    const [voided] = await api.get<{ id: number }[]>(`${payment}/receipts`);
    const voiding = await api.call('POST', `${payment}/receipts/${voided?.id}/void`, { reason: 'Erro' });
    expect(voiding.statusCode, voiding.body).toBe(200);
  };
  const janUrl = `${rents(flat, flatContract)}/${flatJan}/payments/${janPayment}`;
  await issueThenVoid(janUrl, 'R-1');
  const second = await issue(api, `${janUrl}/pdf`, { receiptNumber: '2026/7' });
  expect(second.statusCode, second.body).toBe(200);
  await issueThenVoid(`${rents(flat, flatContract)}/${flatFeb}/payments/${febPayment}`, 'R-2');

  const expense = (propertyId: number | null, date: string, fields: object) =>
    api.create(`${base}/expenses`, { propertyId, currencyId: 1, date, ...fields });
  await expense(flat, '2025-12-31', { name: 'Antes', amount: 10 });
  await expense(building, '2026-01-01', { name: 'IMI', description: '@conta', amount: 300.05 });
  await expense(null, '2026-02-28', {
    name: 'Contabilista',
    description: 'Serviços de fevereiro',
    amount: 99.99,
    includeInYield: false,
  });
  await expense(null, '2026-03-01', { name: 'Depois', amount: 5 });
  return { entityId, flatContract, garageContract };
}

beforeAll(async () => {
  server = await startTestServer();
  headers = (await signUp(server)).headers;
  api = apiAs(server, headers);
  f = await fixture();
}, 120_000);
afterAll(() => server.close());

const download = (kind: string, query: string, language = 'en', entityId = f.entityId) =>
  server.app.inject({
    method: 'GET',
    url: `/api/entities/${entityId}/export/${kind}?${query}`,
    headers: { ...headers, 'accept-language': language },
  });

const JAN_FEB = 'startDate=2026-01-20&endDate=2026-02-03';
const BOM = '\uFEFF';
/** The expected file: the byte order mark, then the lines ended by CRLF. */
const csv = (...lines: string[]) => BOM + lines.map((line) => `${line}\r\n`).join('');

describe('CSV export', () => {
  it('answers the rents of the period in English: commas, decimal points, ISO days, quoted text', async () => {
    const response = await download('rents', JAN_FEB);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="arrenda-rents-2026-01-2026-02.csv"; filename*=UTF-8''arrenda-rents-2026-01-2026-02.csv`,
    );
    const { flatContract: a, garageContract: b } = f;
    expect(response.body).toBe(
      csv(
        'Property,Address,Tenants,Contract,Period,Due date,Currency,Amount,Retained,Taxable,Paid,To pay,Status',
        `Apartment,"Rua Augusta 12, 2Esq, 1100-053 Lisboa","'=1+2, Ana Silva",${a},2026-01,2026-01-08,EUR,1000.00,250.00,1000.00,750.00,0.00,Paid`,
        `Apartment,"Rua Augusta 12, 2Esq, 1100-053 Lisboa","'=1+2, Ana Silva",${a},2026-02,2026-02-08,EUR,1000.00,250.00,1000.00,150.00,600.00,Partly paid`,
        `Garagem Ç,,João Gonçalves,${b},2026-02,2026-02-08,EUR,1234.56,0.00,1200.00,0.00,1234.56,Unpaid`,
      ),
    );
  });

  it('answers them in Portuguese: semicolons, decimal commas, dd-MM-yyyy days, translated words', async () => {
    const response = await download('rents', JAN_FEB, 'pt-PT,pt;q=0.9');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      'filename="arrenda-rendas-2026-01-2026-02.csv"',
    );
    const { flatContract: a, garageContract: b } = f;
    expect(response.body).toBe(
      csv(
        'Imóvel;Morada;Inquilinos;Contrato;Período;Data limite;Moeda;Valor;Retido;Tributável;Pago;A pagar;Estado',
        `Apartamento;Rua Augusta 12, 2Esq, 1100-053 Lisboa;'=1+2, Ana Silva;${a};01-2026;08-01-2026;EUR;1000,00;250,00;1000,00;750,00;0,00;Paga`,
        `Apartamento;Rua Augusta 12, 2Esq, 1100-053 Lisboa;'=1+2, Ana Silva;${a};02-2026;08-02-2026;EUR;1000,00;250,00;1000,00;150,00;600,00;Paga em parte`,
        `Garagem Ç;;João Gonçalves;${b};02-2026;08-02-2026;EUR;1234,56;0,00;1200,00;0,00;1234,56;Por pagar`,
      ),
    );
  });

  it('answers the payments dated in the period with the number of their receipt in force', async () => {
    const a = f.flatContract;
    const en = await download('payments', JAN_FEB);
    expect(en.statusCode, en.body).toBe(200);
    expect(en.body).toBe(
      csv(
        'Payment date,Property,Address,Tenants,Contract,Rent period,Currency,Amount,Taxable amount,Description,Receipt number',
        `2026-01-31,Apartment,"Rua Augusta 12, 2Esq, 1100-053 Lisboa","'=1+2, Ana Silva",${a},2026-01,EUR,750.00,,"Transferência; ref ""A""\nlinha 2",2026/7`,
        `2026-02-28,Apartment,"Rua Augusta 12, 2Esq, 1100-053 Lisboa","'=1+2, Ana Silva",${a},2026-02,EUR,100.00,80.00,'-desconto,`,
      ),
    );
    const pt = await download('payments', JAN_FEB, 'pt');
    expect(pt.headers['content-disposition']).toContain('filename="arrenda-pagamentos-2026-01-2026-02.csv"');
    expect(pt.body).toBe(
      csv(
        'Data de pagamento;Imóvel;Morada;Inquilinos;Contrato;Período da renda;Moeda;Valor;Valor tributável;Descrição;Número do recibo',
        `31-01-2026;Apartamento;Rua Augusta 12, 2Esq, 1100-053 Lisboa;'=1+2, Ana Silva;${a};01-2026;EUR;750,00;;"Transferência; ref ""A""\nlinha 2";2026/7`,
        `28-02-2026;Apartamento;Rua Augusta 12, 2Esq, 1100-053 Lisboa;'=1+2, Ana Silva;${a};02-2026;EUR;100,00;80,00;'-desconto;`,
      ),
    );
  });

  it('answers the expenses dated in the period, the entity’s own without a property', async () => {
    const en = await download('expenses', JAN_FEB);
    expect(en.statusCode, en.body).toBe(200);
    expect(en.body).toBe(
      csv(
        'Date,Property,Address,Name,Description,Currency,Amount,Included in yield',
        `2026-01-01,"Prédio ""Sol""; Lisboa","Rua Augusta 12, 2Esq, 1100-053 Lisboa",IMI,'@conta,EUR,300.05,Yes`,
        '2026-02-28,,,Contabilista,Serviços de fevereiro,EUR,99.99,No',
      ),
    );
    const pt = await download('expenses', JAN_FEB, 'pt');
    expect(pt.headers['content-disposition']).toContain('filename="arrenda-despesas-2026-01-2026-02.csv"');
    expect(pt.body).toBe(
      csv(
        'Data;Imóvel;Morada;Nome;Descrição;Moeda;Valor;Incluída na rentabilidade',
        `01-01-2026;"Prédio ""Sol""; Lisboa";Rua Augusta 12, 2Esq, 1100-053 Lisboa;IMI;'@conta;EUR;300,05;Sim`,
        '28-02-2026;;;Contabilista;Serviços de fevereiro;EUR;99,99;Não',
      ),
    );
  });

  it('covers whole months: the last day before the first month and the first after the last stay out', async () => {
    const december = await download('payments', 'startDate=2025-12-31T23:00:00.000Z&endDate=2025-12-01');
    expect(
      december.body
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.slice(0, 10)),
    ).toEqual(['2025-12-31']);
    const march = await download('expenses', 'startDate=2026-03-01&endDate=2026-03-31');
    expect(march.body.split('\r\n').slice(1, -1)).toEqual(['2026-03-01,,,Depois,,EUR,5.00,Yes']);
    const rentsOfMarch = await download('rents', 'startDate=2026-03-15&endDate=2026-03-15');
    expect(
      rentsOfMarch.body
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[4]),
    ).toEqual(['2026-03']);
  });

  it('answers only the header row for a period without records', async () => {
    const response = await download('expenses', 'startDate=2020-01-01&endDate=2020-12-31');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      csv('Date,Property,Address,Name,Description,Currency,Amount,Included in yield'),
    );
  });

  it('refuses a period ending before it starts and a missing day (400), and an unknown kind (404)', async () => {
    const reversed = await download('rents', 'startDate=2026-02-01&endDate=2026-01-31', 'pt');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      fieldErrors: { endDate: 'Erro: a data "De" (02/2026) não pode ser posterior à data "Até" (01/2026)' },
    });
    const missing = await download('rents', 'startDate=2026-02-01');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fieldErrors: { endDate: expect.any(String) } });
    const unknown = await download('tenants', JAN_FEB);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Not found.' });
  });

  it('answers 404 for an entity of another user, without revealing it', async () => {
    const other = apiAs(server, (await signUp(server)).headers);
    const foreign = await createEntity(other);
    const response = await download('payments', JAN_FEB, 'en', foreign);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Entity not found.' });
  });

  it('keeps every formula start as text and quotes line ends of either kind', () => {
    expect(['=A1', '+351', '-5', '@SUM(A1)', '\tx', '\rx', 'a=b', '', null].map(textCell)).toEqual([
      "'=A1",
      "'+351",
      "'-5",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
      'a=b',
      '',
      '',
    ]);
    expect(csvFile([['a\rb', 'c;d', 'e,f']], ',').toString('utf8')).toBe('\uFEFF"a\rb",c;d,"e,f"\r\n');
  });
});
