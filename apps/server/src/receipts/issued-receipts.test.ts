import type { InvoiceInfo, IssuedReceiptView, RentView } from '@arrenda/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { receipt } from '../db/schema';
import { invoiceInfoOf, issue, issuedNumber, pdfText, receiptSetup } from './receipt-fixture';

let server: TestServer;
let setup: Awaited<ReturnType<typeof receiptSetup>>;

beforeAll(async () => {
  server = await startTestServer();
  setup = await receiptSetup(server, [
    { name: 'Ana Silva', fiscalNumber: '123456789', email: 'ana@inquilino.test' },
  ]);
});
afterAll(() => server.close());

const receiptsOf = (rentId: number, paymentId: number) =>
  setup.api.get<IssuedReceiptView[]>(setup.receiptsUrl(rentId, paymentId));
const download = (rentId: number, paymentId: number, receiptId: number) =>
  setup.api.call('GET', `${setup.receiptsUrl(rentId, paymentId)}/${receiptId}/pdf`);
const paymentView = async (rentId: number) =>
  (await setup.api.get<RentView>(`${setup.rents}/${rentId}`)).payments[0];

/** The receipt form's data as the prefill gives it, ready to post. */
function formOf(info: InvoiceInfo) {
  return {
    landlordName: info.entityLegalName,
    landlordAddress: info.entityAddress,
    landlordPostalCode: info.entityPostalCode,
    landlordPhoneNumber: info.entityPhone,
    landlordTaxNumber: info.entityFinanceNumber,
    landlordCity: info.entityCity,
    propertyAddress: 'Rua Augusta 12, 2Esq, 1100-053 Lisboa',
    propertyArticle: info.propertyArticle,
    propertyFraction: info.propertyFraction,
    tenantTaxNumber: info.tenantFiscalNumber,
    tenantName: info.tenantName,
    tenantAddress: info.tenantAddress,
    tenantPostalCode: info.tenantPostalCode,
    paymentDate: info.paymentDate.slice(0, 10),
    emissionDate: info.emissionDate,
    rentPeriod: info.rentPeriod,
    rentAmount: info.rentAmount,
    extraAmount: info.extraAmount,
    extraDescription: info.extraDescription,
    retainedAmount: info.retainedAmount,
  };
}

async function renameTenant(name: string) {
  const [tenant] = await setup.api.get<{ id: number }[]>(`${setup.base}/tenants`);
  const renamed = await setup.api.call('PUT', `${setup.base}/tenants/${tenant?.id}`, {
    name,
    fiscalNumber: '123456789',
    email: 'ana@inquilino.test',
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
}

describe('an issued receipt never changes', () => {
  it('downloads byte for byte as issued after the data changed, and refuses a second receipt', async () => {
    const rentId = await setup.addRent('2026-01-15', 750);
    const paymentId = await setup.addPayment(rentId, 750, '2026-01-30');
    const issued = await issue(setup.api, setup.pdfUrl(rentId, paymentId));
    expect(issued.statusCode, issued.body).toBe(200);
    const number = String(issued.headers['x-receipt-number']);

    const [listed] = await receiptsOf(rentId, paymentId);
    expect(listed).toMatchObject({ number, voidedAt: null, voidReason: null, sentAt: null });
    expect(await paymentView(rentId)).toMatchObject({
      receipt: { id: listed?.id, number, issuedAt: listed?.issuedAt, sentAt: null },
    });

    await renameTenant('Ana Silva Santos');
    const again = await download(rentId, paymentId, listed?.id ?? 0);
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-receipt-number']).toBe(number);
    expect(again.headers['content-disposition']).toBe(issued.headers['content-disposition']);
    expect(Buffer.compare(again.rawPayload, issued.rawPayload)).toBe(0);

    const second = await issue(setup.api, setup.pdfUrl(rentId, paymentId), { tenantName: 'Outro' });
    expect(second.statusCode).toBe(409);
    expect(await receiptsOf(rentId, paymentId)).toHaveLength(1);
    await renameTenant('Ana Silva');
  });

  it('keeps a receipt issued before documents were kept as it is first downloaded', async () => {
    const rentId = await setup.addRent('2026-02-15', 750);
    const paymentId = await setup.addPayment(rentId, 750, '2026-02-27');
    const [legacy] = await server.app.ctx.db
      .insert(receipt)
      .values({ entityId: setup.entityId, paymentId, number: 'ANTIGO-1' })
      .returning({ id: receipt.id });
    const first = await download(rentId, paymentId, legacy?.id ?? 0);
    expect(first.statusCode).toBe(200);
    expect(await pdfText(first.rawPayload)).toContain('Ana Silva');
    await renameTenant('Ana Maria Silva');
    const later = await download(rentId, paymentId, legacy?.id ?? 0);
    expect(Buffer.compare(later.rawPayload, first.rawPayload)).toBe(0);
    await renameTenant('Ana Silva');
  });
});

describe('voiding a receipt', () => {
  it('keeps the voided receipt, marked void with its reason, and lets the payment get a new number', async () => {
    const rentId = await setup.addRent('2026-03-15', 750);
    const paymentId = await setup.addPayment(rentId, 750, '2026-03-30');
    const first = await issuedNumber(setup.api, setup.pdfUrl(rentId, paymentId));
    const [issued] = await receiptsOf(rentId, paymentId);
    const voidUrl = `${setup.receiptsUrl(rentId, paymentId)}/${issued?.id}/void`;

    const blank = await setup.api.call('POST', voidUrl, { reason: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ fieldErrors: { reason: 'Reason is required' } });

    const voided = await setup.api.call('POST', voidUrl, { reason: 'Valor errado' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({ id: issued?.id, number: first, voidReason: 'Valor errado' });
    expect(voided.json<IssuedReceiptView>().voidedAt).not.toBeNull();
    const twice = await setup.api.call('POST', voidUrl, { reason: 'Outra vez' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'This receipt was already voided.' });
    expect(await paymentView(rentId)).toMatchObject({ receipt: null });

    // Its number stays taken, the payment takes the next one.
    expect(
      (await issue(setup.api, setup.pdfUrl(rentId, paymentId), { receiptNumber: first })).statusCode,
    ).toBe(409);
    const second = await issuedNumber(setup.api, setup.pdfUrl(rentId, paymentId));
    expect(second).not.toBe(first);
    const listed = await receiptsOf(rentId, paymentId);
    expect(listed.map((row) => [row.number, row.voidReason])).toEqual([
      [second, null],
      [first, 'Valor errado'],
    ]);
    expect(await paymentView(rentId)).toMatchObject({ receipt: { number: second } });

    const old = await download(rentId, paymentId, issued?.id ?? 0);
    expect(old.statusCode).toBe(200);
    const text = await pdfText(old.rawPayload);
    expect(text).toContain(`N.º ${first}`);
    expect(text).toContain('ANULADO em');
    expect(text).toContain('Motivo: Valor errado');
  });

  it("answers 404 for a receipt of another payment, and one of another entity's", async () => {
    const rentId = await setup.addRent('2026-04-15', 750);
    const paymentId = await setup.addPayment(rentId, 750, '2026-04-30');
    const otherPayment = await setup.addPayment(await setup.addRent('2026-05-15', 750), 750, '2026-05-30');
    await issuedNumber(setup.api, setup.pdfUrl(rentId, paymentId));
    const [own] = await receiptsOf(rentId, paymentId);
    const wrong = await setup.api.call('GET', `${setup.receiptsUrl(rentId, otherPayment)}/${own?.id}/pdf`);
    expect(wrong.statusCode).toBe(404);
    const stranger = await receiptSetup(server);
    const foreign = await stranger.api.call(
      'POST',
      `${stranger.receiptsUrl(rentId, paymentId)}/${own?.id}/void`,
      { reason: 'x' },
    );
    expect(foreign.statusCode).toBe(404);
    expect((await receiptsOf(rentId, paymentId))[0]?.voidedAt).toBeNull();
  });
});

describe('what the receipt says', () => {
  it('splits the taxable rent from the extra charges, retains on the rent only, and names the tax article', async () => {
    const landlord = await receiptSetup(server, [{ name: 'Ana Silva', fiscalNumber: '123456789' }], {
      entity: { city: 'Lisboa' },
      contract: { amount: 950, extraAmount: 50, extraAmountDescription: 'Condomínio' },
      // The flat's fraction, under the building's article.
      building: { propertyTaxInformation: { articleCode: 'U-1234' } },
      flat: { propertyTaxInformation: { fractionCode: 'B' } },
    });
    // 25 % of the taxable 950 is retained: the tenant pays 1000 - 237.50.
    const rentId = await landlord.addRent('2026-06-15', 1000, 237.5, 950);
    const paymentId = await landlord.addPayment(rentId, 762.5, '2026-06-30');
    const info = await invoiceInfoOf(landlord.api, landlord.pdfUrl(rentId, paymentId));
    expect(info).toMatchObject({
      entityCity: 'Lisboa',
      propertyArticle: 'U-1234',
      propertyFraction: 'B',
      amount: 1000,
      rentAmount: 950,
      extraAmount: 50,
      extraDescription: 'Condomínio',
      retainedAmount: 237.5,
      amountToPay: 762.5,
    });
    const issued = await issue(landlord.api, landlord.pdfUrl(rentId, paymentId), formOf(info));
    expect(issued.statusCode, issued.body).toBe(200);
    const text = await pdfText(issued.rawPayload);
    for (const expected of [
      'Localidade Lisboa',
      'Artigo matricial U-1234',
      'Fração B',
      'Valor da renda 950,00 €',
      'Encargos e despesas (Condomínio) 50,00 €',
      'Retenção na fonte (25,00 %) 237,50 €',
      'Valor recebido 762,50 €',
      'setecentos e sessenta e dois euros e cinquenta cêntimos',
      'referente à renda e aos encargos de junho de 2026',
      'não substitui o recibo de renda eletrónico emitido no Portal das Finanças',
      '(artigo 115.º do Código do IRS)',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('mailing the receipt to the tenants', () => {
  it("mails the PDF from the landlord's name when the entity mails receipts, and records when", async () => {
    const landlord = await receiptSetup(
      server,
      [
        { name: 'Rita Lopes', fiscalNumber: '123456789', email: 'rita@inquilino.test' },
        { name: 'Sem Email' },
      ],
      { entity: { mailReceipts: true } },
    );
    const rentId = await landlord.addRent('2026-07-15', 750);
    const paymentId = await landlord.addPayment(rentId, 750, '2026-07-30');
    const issued = await issue(landlord.api, landlord.pdfUrl(rentId, paymentId));
    expect(issued.statusCode, issued.body).toBe(200);
    const number = String(issued.headers['x-receipt-number']);

    const mail = await server.smtp.waitFor('rita@inquilino.test', /Recibo de renda/);
    expect(mail.subject).toBe(`Recibo de renda N.º ${number} (janeiro de 2026)`);
    expect(mail.from).toBe('"Matrix, Lda." <no-reply@arrenda.test>');
    expect(mail.replyTo).toBe(landlord.email);
    expect(mail.text).toContain(`Junto enviamos o recibo N.º ${number}`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: 'Rua Augusta 12, Lisboa - janeiro de 2026.pdf',
      contentType: 'application/pdf',
    });
    expect(Buffer.compare(mail.attachments[0]?.content ?? Buffer.alloc(0), issued.rawPayload)).toBe(0);

    await server.app.ctx.background.idle();
    const [listed] = await landlord.api.get<IssuedReceiptView[]>(landlord.receiptsUrl(rentId, paymentId));
    expect(listed?.sentAt).not.toBeNull();
    const rent = await landlord.api.get<RentView>(`${landlord.rents}/${rentId}`);
    expect(rent.payments[0]?.receipt?.sentAt).toBe(listed?.sentAt);
  });

  it('sends nothing when the issue says so, whatever the default', async () => {
    const landlord = await receiptSetup(server, [{ name: 'Rui Lopes', email: 'rui@inquilino.test' }], {
      entity: { mailReceipts: true },
    });
    const rentId = await landlord.addRent('2026-08-15', 750);
    const paymentId = await landlord.addPayment(rentId, 750, '2026-08-30');
    const issued = await issue(landlord.api, landlord.pdfUrl(rentId, paymentId), { sendToTenant: false });
    expect(issued.statusCode, issued.body).toBe(200);
    await server.app.ctx.background.idle();
    expect(server.smtp.mails.filter((mail) => mail.to === 'rui@inquilino.test')).toEqual([]);
    const [listed] = await landlord.api.get<IssuedReceiptView[]>(landlord.receiptsUrl(rentId, paymentId));
    expect(listed?.sentAt).toBeNull();
  });
});
