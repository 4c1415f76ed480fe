import { todayInPortugal } from '@arrenda/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { invoiceInfoOf, issue, pdfText, receiptSetup } from './receipt-fixture';

let server: TestServer;
let setup: Awaited<ReturnType<typeof receiptSetup>>;

beforeAll(async () => {
  server = await startTestServer();
  setup = await receiptSetup(server, [
    { name: 'Ana Silva', fiscalNumber: '123456789' },
    { name: 'Rui Costa', fiscalNumber: '987654322', address: 'Av. da Liberdade 1', postalCode: '1250-096' },
  ]);
});
afterAll(() => server.close());

describe('GET .../payments/{paymentId}/pdf (the receipt form prefill)', () => {
  it('gives the landlord, the property, the tenants, the period, today and the next number', async () => {
    const rentId = await setup.addRent('2026-01-15', 1000, 250);
    const paymentId = await setup.addPayment(rentId, 750, '2026-02-03');
    const info = await invoiceInfoOf(setup.api, setup.pdfUrl(rentId, paymentId));
    expect(info).toEqual({
      entityLegalName: 'Imóveis Silva, Lda.',
      entityAddress: 'Rua do Ouro 100',
      entityPostalCode: '1100-060',
      entityPhone: '213456789',
      entityFinanceNumber: '509999999',
      entityCity: null,
      propertyArticle: null,
      propertyFraction: null,
      // The apartment has no address of its own: its building's.
      propertyAddress: {
        street: 'Rua Augusta',
        number: '12',
        floor: '2Esq',
        mailBox: null,
        postalCode: '1100-053',
        city: 'Lisboa',
      },
      tenantName: 'Ana Silva, Rui Costa',
      tenantFiscalNumber: '123456789, 987654322',
      // The first tenant with an address of their own.
      tenantAddress: 'Av. da Liberdade 1',
      tenantPostalCode: '1250-096',
      tenantEmails: [],
      mailReceipts: false,
      paymentDate: '2026-02-03T12:00:00.000Z',
      paymentPeriodDate: '2026-01-15T12:00:00.000Z',
      // The net payment plus the retained tax it covers.
      amount: 1000,
      taxableAmount: null,
      retainedAmount: 250,
      receiptNumber: '2026/1',
      rentPeriod: 'janeiro de 2026',
      rentAmount: 1000,
      extraAmount: null,
      extraDescription: null,
      amountToPay: 750,
      emissionDate: todayInPortugal(),
    });
  });

  it("takes the payment's taxable amount as the rent and the rest as extra charges, else all as rent", async () => {
    // Room for both payments: without retention, the rent's amount plays no part in the receipt's.
    const rentId = await setup.addRent('2026-03-15', 1600);
    const withTaxable = await setup.addPayment(rentId, 800, '2026-03-05', 700);
    const withoutTaxable = await setup.addPayment(rentId, 800, '2026-03-06');
    expect(await invoiceInfoOf(setup.api, setup.pdfUrl(rentId, withTaxable))).toMatchObject({
      amount: 800,
      taxableAmount: 700,
      retainedAmount: null,
      rentAmount: 700,
      extraAmount: 100,
      amountToPay: 800,
      rentPeriod: 'março de 2026',
    });
    expect(await invoiceInfoOf(setup.api, setup.pdfUrl(rentId, withoutTaxable))).toMatchObject({
      amount: 800,
      taxableAmount: null,
      rentAmount: 800,
      extraAmount: null,
      amountToPay: 800,
    });
  });

  it('keeps the amount as the rent when there is a retained amount, whatever the taxable amount', async () => {
    const rentId = await setup.addRent('2026-04-15', 1000, 250);
    const half = await setup.addPayment(rentId, 375, '2026-04-02', 500);
    expect(await invoiceInfoOf(setup.api, setup.pdfUrl(rentId, half))).toMatchObject({
      amount: 500,
      taxableAmount: 500,
      retainedAmount: 125,
      rentAmount: 500,
      amountToPay: 375,
    });
  });

  it("falls back to the property's address for tenants without one", async () => {
    const other = await receiptSetup(server, [{ name: 'Sofia Lopes' }]);
    const rentId = await other.addRent('2026-01-15', 500);
    const paymentId = await other.addPayment(rentId, 500, '2026-01-10');
    expect(await invoiceInfoOf(other.api, other.pdfUrl(rentId, paymentId))).toMatchObject({
      tenantName: 'Sofia Lopes',
      tenantFiscalNumber: null,
      tenantAddress: 'Rua Augusta 12, 2Esq, Lisboa',
      tenantPostalCode: '1100-053',
    });
  });

  it('answers 404 for a payment outside the path, and for a payment of another entity', async () => {
    const rentId = await setup.addRent('2026-05-15', 500);
    const otherRent = await setup.addRent('2026-06-15', 500);
    const paymentId = await setup.addPayment(rentId, 500, '2026-05-10');
    const wrongRent = await setup.api.call('GET', setup.pdfUrl(otherRent, paymentId));
    expect(wrongRent.statusCode).toBe(404);
    expect(wrongRent.json()).toEqual({ message: 'Payment not found.' });
    const stranger = await receiptSetup(server);
    const noAccess = await stranger.api.call('GET', setup.pdfUrl(rentId, paymentId));
    expect(noAccess.statusCode).toBe(404);
    expect(noAccess.json()).toEqual({ message: 'Entity not found.' });
    const foreignIds = await stranger.api.call('GET', stranger.pdfUrl(rentId, paymentId));
    expect(foreignIds.statusCode).toBe(404);
    expect(foreignIds.json()).toEqual({ message: 'Payment not found.' });
  });
});

describe('POST .../payments/{paymentId}/pdf (the receipt)', () => {
  it('answers the Portuguese receipt as a PDF download named after the property and the period', async () => {
    const rentId = await setup.addRent('2026-07-15', 1645.12, 411.28);
    const paymentId = await setup.addPayment(rentId, 1233.84, '2026-07-30');
    const response = await issue(setup.api, setup.pdfUrl(rentId, paymentId), {
      landlordName: 'Imóveis Silva, Lda.',
      propertyAddress: 'Rua Augusta 12, 2Esq, 1100-053 Lisboa',
      tenantName: 'Ana Silva',
      tenantTaxNumber: '123456789',
      paymentDate: '2026-07-30',
      emissionDate: '2026-07-31',
      rentPeriod: 'julho de 2026',
      rentAmount: 1645.12,
      retainedAmount: 411.28,
      // Never trusted: computed by the server.
      amountToPay: 1,
      amountToPayText: 'um euro',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Rua Augusta 12, 2Esq, 1100-053 Lisboa - julho de 2026.pdf"; ` +
        `filename*=UTF-8''Rua%20Augusta%2012%2C%202Esq%2C%201100-053%20Lisboa%20-%20julho%20de%202026.pdf`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Recibo de renda',
      `N.º ${response.headers['x-receipt-number']}`,
      'Senhorio',
      'Imóveis Silva, Lda.',
      'Rua do Ouro 1',
      '1100-060 Lisboa',
      '210000000',
      'NIF 500000000',
      'Inquilino',
      'Ana Silva',
      '123456789',
      'Imóvel arrendado Rua Augusta 12, 2Esq, 1100-053 Lisboa',
      'Período da renda julho de 2026',
      'Data do pagamento 30-07-2026',
      'Data de emissão 31-07-2026',
      'Valor da renda 1.645,12 €',
      'Retenção na fonte (25,00 %) 411,28 €',
      'Valor recebido 1.233,84 €',
      'mil duzentos e trinta e três euros e oitenta e quatro cêntimos',
      'indemnização igual a 20 % do que for devido',
      '(artigo 1041.º, n.º 1, do Código Civil)',
      'Arrenda · support@arrenda.test',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('um euro');
    expect(text).not.toContain('50 %');
  });

  it('prints no retention line without a retained amount', async () => {
    const rentId = await setup.addRent('2026-08-15', 16);
    const paymentId = await setup.addPayment(rentId, 16, '2026-08-01');
    const response = await issue(setup.api, setup.pdfUrl(rentId, paymentId), { rentAmount: 16 });
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Valor recebido 16,00 €');
    expect(text).toContain('(dezasseis euros)');
    expect(text).not.toContain('Retenção');
  });

  it("answers the product's messages for missing data and refuses impossible amounts", async () => {
    const rentId = await setup.addRent('2026-09-15', 500);
    const paymentId = await setup.addPayment(rentId, 500, '2026-09-01');
    const url = setup.pdfUrl(rentId, paymentId);
    const proposed = (await invoiceInfoOf(setup.api, url)).receiptNumber;
    const empty = await setup.api.call('POST', url, { landlordName: ' ', rentAmount: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      fieldErrors: {
        landlordName: 'Landlord Name is required',
        tenantTaxNumber: 'Tenant Tax Number is required',
        paymentDate: 'Payment Date is required',
        emissionDate: 'Emission Date is required',
        rentPeriod: 'Rent Period is required',
        rentAmount: 'Rent Amount is required',
      },
    });
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ rentAmount: 0 }, 'rentAmount', 'Must be a positive number'],
      [{ rentAmount: 1e9 }, 'rentAmount', 'Cannot be more than 999999999.99'],
      [{ rentAmount: '500' }, 'rentAmount', 'Invalid number'],
      [{ rentAmount: 500, retainedAmount: 500.01 }, 'retainedAmount', 'Cannot be more than the Rent Amount'],
      [{ retainedAmount: -1 }, 'retainedAmount', 'Must be a positive number'],
      [
        { receiptNumber: '2026/<1>' },
        'receiptNumber',
        'Use only letters, digits, spaces and the characters / - .',
      ],
      [
        { landlordPhoneNumber: '1'.repeat(21) },
        'landlordPhoneNumber',
        'Cannot contain more than 20 characters',
      ],
    ];
    for (const [changes, field, message] of refusals) {
      const response = await issue(setup.api, url, changes);
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors[field]).toBe(message);
    }
    // Nothing was issued: the form still proposes the same number.
    expect((await invoiceInfoOf(setup.api, url)).receiptNumber).toBe(proposed);
  });

  it('writes the largest amount in words, and in Portuguese for a Portuguese caller', async () => {
    const rentId = await setup.addRent('2026-10-15', 500);
    const paymentId = await setup.addPayment(rentId, 500, '2026-10-01');
    const response = await issue(setup.api, setup.pdfUrl(rentId, paymentId), {
      rentAmount: 999_999_999.99,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await pdfText(response.rawPayload)).toContain(
      'novecentos e noventa e nove milhões, novecentos e noventa e nove mil novecentos e noventa e nove euros',
    );
    const refused = await server.app.inject({
      method: 'POST',
      url: `/api${setup.pdfUrl(rentId, paymentId)}`,
      headers: { ...setup.headers, 'accept-language': 'pt-PT' },
      payload: { rentAmount: 1 },
    });
    expect(refused.json()).toMatchObject({
      fieldErrors: { landlordName: 'O nome do senhorio é obrigatório' },
    });
  });
});
