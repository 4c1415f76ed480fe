import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import {
  ACCESS_TYPE,
  type FileView,
  type LandlordConfirmation,
  MAX_FILE_BYTES,
  type PortalContract,
  type PortalRent,
  type RentView,
} from '@arrenda/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs } from '../../test/api-client';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import { multipartFile } from '../../test/multipart';
import { addRent, linkedTenant, type PortalSetup, portalSetup } from '../../test/portal-fixture';
import { file, paymentConfirmation, users } from '../db/schema';
import { pdfText } from '../receipts/receipt-fixture';
import { receiptPayload } from '../receipts/receipt-routes.matrix';

let server: TestServer;
let setup: PortalSetup;
let ana: Awaited<ReturnType<typeof linkedTenant>>;
let editor: Awaited<ReturnType<typeof signUp>>;
let reader: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  server = await startTestServer();
  setup = await portalSetup(server);
  ana = await linkedTenant(server, setup, setup.ana);
  [editor, reader] = [await signUp(server), await signUp(server)];
  for (const [member, accessTypeId] of [
    [editor, ACCESS_TYPE.EDITOR],
    [reader, ACCESS_TYPE.READ],
  ] as const) {
    const added = await setup.api.call('POST', `${setup.base}/users`, { email: member.email, accessTypeId });
    expect(added.statusCode, added.body).toBe(200);
  }
  // The editor reads Portuguese (the language of the browser it registered with).
  await server.app.ctx.db.update(users).set({ language: 'pt' }).where(eq(users.email, editor.email));
});
afterAll(() => server.close());

const rentsUrl = () => `/portal/contracts/${setup.anaContract}/rents`;
const confirmationsUrl = (rentId: number) => `${rentsUrl()}/${rentId}/confirmations`;
const reviewUrl = (confirmationId: number) => `${setup.base}/paymentConfirmations/${confirmationId}`;

/** A rent of `month` and the tenant's confirmation of paying `amount` of it. */
async function confirmed(month: string, amount = 750, note: string | null = null) {
  const rentId = await addRent(setup.api, setup.anaRents, month);
  const id = await ana.api.create(confirmationsUrl(rentId), { amount, paymentDate: `${month}-27`, note });
  return { rentId, id };
}

async function uploadProof(
  rentId: number,
  confirmationId: number,
  content: Buffer | string,
  name = 'talao.pdf',
) {
  const body = multipartFile(name, content, { contentType: 'application/pdf' });
  return server.app.inject({
    method: 'POST',
    url: `/api${confirmationsUrl(rentId)}/${confirmationId}/proof`,
    headers: { ...ana.headers, ...body.headers },
    payload: body.payload,
  });
}

/** Opens a signed link the way a new browser window does: no bearer token. */
async function opened(api: Api, url: string) {
  const { url: link } = await api.get<{ url: string }>(url);
  return server.app.inject({ method: 'GET', url: link });
}

const rentOf = async (rentId: number) =>
  (await ana.api.get<PortalRent[]>(rentsUrl())).find((rent) => rent.id === rentId);

const landlordRent = (rentId: number) => setup.api.get<RentView>(`${setup.anaRents}/${rentId}`);

const list = (query = '') =>
  setup.api.get<LandlordConfirmation[]>(`${setup.base}/paymentConfirmations${query}`);

const storedFiles = async () =>
  (await readdir(server.config.dataDir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile() && /files/.test(entry.parentPath))
    .map((entry) => entry.name);

describe('confirming a payment', () => {
  it('records it as pending and mails the entity users who may accept it, in their language', async () => {
    const { rentId, id } = await confirmed('2026-02', 750, 'Transferência MB Way');
    const rent = await rentOf(rentId);
    expect(rent?.confirmations).toEqual([
      {
        id,
        amount: 750,
        paymentDate: '2026-02-27T12:00:00.000Z',
        note: 'Transferência MB Way',
        status: 'PENDING',
        reason: null,
        createdAt: expect.any(String),
        decidedAt: null,
        proof: null,
      },
    ]);
    const contracts = await ana.api.get<PortalContract[]>('/portal/contracts');
    expect(contracts.find((contract) => contract.id === setup.anaContract)?.pendingConfirmations).toBe(1);

    const owner = await server.smtp.waitFor(setup.landlord.email, /confirmed a payment/);
    expect(owner.subject).toBe('Arrenda: Ana Silva confirmed a payment');
    expect(owner.text).toContain(
      'Ana Silva says they paid €750.00 on 27/02/2026 for the February 2026 rent (T1 Esquerdo, Rua Augusta 12, 1100-053 Lisboa).',
    );
    expect(owner.text).toContain('Note: Transferência MB Way');
    expect(owner.text).toContain(`http://localhost:3000/entities/${setup.entityId}`);
    const inPortuguese = await server.smtp.waitFor(editor.email, /confirmou um pagamento/);
    expect(inPortuguese.text).toContain('Ana Silva indica que pagou 750,00');
    expect(inPortuguese.text).toContain('fevereiro de 2026');
    await server.app.ctx.mailer.idle();
    expect(
      server.smtp.mails.filter((mail) => mail.to === reader.email && /payment/.test(mail.subject)),
    ).toEqual([]);
  });

  it('refuses bad amounts and dates, and a rent with nothing left to pay', async () => {
    const rentId = await addRent(setup.api, setup.anaRents, '2026-03');
    for (const [payload, field, message] of [
      [{ paymentDate: '2026-03-01' }, 'amount', 'Amount is required'],
      [{ amount: 0, paymentDate: '2026-03-01' }, 'amount', 'Must be a positive number'],
      [{ amount: 1.005, paymentDate: '2026-03-01' }, 'amount', 'Cannot have more than 2 decimal places'],
      [{ amount: '750', paymentDate: '2026-03-01' }, 'amount', expect.any(String)],
      [{ amount: 750 }, 'paymentDate', 'Payment Date is required'],
      [{ amount: 750, paymentDate: '2026-02-30' }, 'paymentDate', 'Invalid date'],
    ] as const) {
      const response = await ana.api.call('POST', confirmationsUrl(rentId), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors).toEqual({ [field]: message });
    }
    await setup.api.create(`${setup.anaRents}/${rentId}/payments`, {
      currencyId: 1,
      paymentDate: '2026-03-05',
      amount: 750,
    });
    const paid = await ana.api.call('POST', confirmationsUrl(rentId), {
      amount: 750,
      paymentDate: '2026-03-05',
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({ message: 'This rent is already paid.' });
    expect((await rentOf(rentId))?.confirmations).toEqual([]);
  });
});

describe('the proof of a confirmation', () => {
  it('uploads, opens for the tenant and the landlord, and a new upload replaces it', async () => {
    const { rentId, id } = await confirmed('2026-04');
    const content = randomBytes(2048);
    const uploaded = await uploadProof(rentId, id, content, 'extrato.pdf');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const proof = uploaded.json<FileView>();
    expect(proof.name).toBe('extrato.pdf');
    expect((await rentOf(rentId))?.confirmations[0]?.proof).toEqual({ id: proof.id, name: 'extrato.pdf' });

    const forTenant = await opened(ana.api, `${confirmationsUrl(rentId)}/${id}/proof`);
    expect(forTenant.statusCode).toBe(200);
    expect(forTenant.rawPayload.equals(content)).toBe(true);
    const forLandlord = await opened(setup.api, `${reviewUrl(id)}/proof`);
    expect(forLandlord.rawPayload.equals(content)).toBe(true);
    const readerLink = await apiAs(server, reader.headers).call('GET', `${reviewUrl(id)}/proof`);
    expect(readerLink.statusCode).toBe(200);

    const [first] = await server.app.ctx.db
      .select({ key: file.storageKey })
      .from(file)
      .where(eq(file.id, proof.id));
    expect(await storedFiles()).toContain(first?.key);
    const replaced = await uploadProof(rentId, id, 'segunda', 'talao.jpg');
    expect(replaced.statusCode).toBe(201);
    // The earlier proof's stored bytes are swept after the answer.
    await expect.poll(() => storedFiles(), { timeout: 5_000 }).not.toContain(first?.key);
    expect((await rentOf(rentId))?.confirmations[0]?.proof?.name).toBe('talao.jpg');
    const rows = await server.app.ctx.db
      .select({ id: file.id })
      .from(file)
      .where(eq(file.confirmationId, id));
    expect(rows).toEqual([{ id: replaced.json<FileView>().id }]);
    expect((await opened(ana.api, `${confirmationsUrl(rentId)}/${id}/proof`)).body).toBe('segunda');
    // The proof is the confirmation's own: it is not one of the entity's files.
    const ownerFile = await setup.api.call('GET', `${setup.base}/files/${proof.id}`);
    expect(ownerFile.statusCode).toBe(404);
    const entity = await setup.api.get<{ files: FileView[] }>(setup.base);
    expect(entity.files.map((item) => item.name)).not.toContain('talao.jpg');
  });

  it('refuses one byte more than 10 MB with 413 and keeps nothing; 404 without a proof', async () => {
    const { rentId, id } = await confirmed('2026-05');
    const none = await ana.api.call('GET', `${confirmationsUrl(rentId)}/${id}/proof`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'File not found.' });
    const before = await storedFiles();
    const tooLarge = await uploadProof(rentId, id, randomBytes(MAX_FILE_BYTES + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: 'File cannot have more than 10 MB.' });
    expect(await storedFiles()).toEqual(before);
    expect((await rentOf(rentId))?.confirmations[0]?.proof).toBeNull();
    const json = await ana.api.call('POST', `${confirmationsUrl(rentId)}/${id}/proof`, { file: 'x' });
    expect(json.statusCode).toBe(415);
  });
});

describe("the landlord's review", () => {
  it('lists pending confirmations first, then the newest, filtered by status and contract', async () => {
    const first = await confirmed('2026-06', 700, 'Parte');
    const second = await confirmed('2026-07');
    await setup.api.call('POST', `${reviewUrl(first.id)}/reject`, { reason: 'Não recebido' });
    const all = await list();
    const pending = all.filter((item) => item.status === 'PENDING');
    expect(all.slice(0, pending.length)).toEqual(pending);
    expect(pending[0]?.id).toBe(second.id);
    expect(pending[0]).toEqual({
      id: second.id,
      amount: 750,
      paymentDate: '2026-07-27T12:00:00.000Z',
      note: null,
      status: 'PENDING',
      reason: null,
      createdAt: expect.any(String),
      decidedAt: null,
      proof: null,
      propertyId: setup.flatA,
      propertyName: 'T1 Esquerdo',
      propertyType: { id: 3, name: expect.any(String) },
      contractId: setup.anaContract,
      rentId: second.rentId,
      paymentPeriodDate: '2026-07-15T12:00:00.000Z',
      currency: 'Euro',
      rentAmountToPay: 750,
      tenantName: 'Ana Silva',
      tenantEmail: ana.email,
      paymentId: null,
    });
    const rejected = await list('?status=REJECTED');
    expect(rejected.map((item) => item.id)).toEqual([first.id]);
    expect(rejected[0]?.reason).toBe('Não recebido');
    expect(await list(`?contractId=${setup.ruiContract}`)).toEqual([]);
    expect((await list(`?contractId=${setup.anaContract}&status=PENDING`)).map((item) => item.id)).toContain(
      second.id,
    );
    const badStatus = await setup.api.call('GET', `${setup.base}/paymentConfirmations?status=MAYBE`);
    expect(badStatus.statusCode).toBe(400);
  });

  it('accepts: the payment is added to the rent with the date, amount and note, and the tenant is mailed', async () => {
    const { rentId, id } = await confirmed('2026-08', 500, 'Primeira parte');
    const accepted = await setup.api.call('POST', `${reviewUrl(id)}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const paymentId = accepted.json<{ id: number }>().id;
    const rent = await landlordRent(rentId);
    expect(rent.payments).toEqual([
      {
        id: paymentId,
        currencyId: 1,
        currency: 'Euro',
        paymentDate: '2026-08-27T12:00:00.000Z',
        amount: 500,
        taxableAmount: null,
        description: 'Primeira parte',
        receipt: null,
        atReceiptNumber: null,
      },
    ]);
    expect(rent.amountToPay).toBe(250);
    const seen = await rentOf(rentId);
    expect(seen?.amountToPay).toBe(250);
    expect(seen?.confirmations[0]).toMatchObject({ status: 'ACCEPTED', decidedAt: expect.any(String) });
    expect((await list('?status=ACCEPTED')).find((item) => item.id === id)).toMatchObject({
      paymentId,
      rentAmountToPay: 250,
    });

    const mail = await server.smtp.waitFor(ana.email, /accepted/);
    expect(mail.subject).toBe('Arrenda: your payment was accepted');
    expect(mail.text).toContain('Imóveis Silva, Lda. accepted your payment of €500.00 on 27/08/2026');
    expect(mail.text).toContain('http://localhost:3000/portal');

    // Decided: no second decision, no withdrawal, no new proof.
    for (const [method, url, payload] of [
      ['POST', `${reviewUrl(id)}/accept`, undefined],
      ['POST', `${reviewUrl(id)}/reject`, { reason: 'Tarde' }],
    ] as const) {
      const again = await setup.api.call(method, url, payload);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        message: 'This payment confirmation was already accepted or rejected.',
      });
    }
    expect((await ana.api.call('DELETE', `${confirmationsUrl(rentId)}/${id}`)).statusCode).toBe(409);
    expect((await uploadProof(rentId, id, 'tarde')).statusCode).toBe(409);
    expect((await landlordRent(rentId)).payments).toHaveLength(1);
  });

  it('makes one payment of two concurrent accepts', async () => {
    const { rentId, id } = await confirmed('2026-09');
    const answers = await Promise.all([
      setup.api.call('POST', `${reviewUrl(id)}/accept`),
      setup.api.call('POST', `${reviewUrl(id)}/accept`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await landlordRent(rentId)).payments).toHaveLength(1);
  });

  it('refuses a payment above what is left to pay, saying what is left, and keeps it pending', async () => {
    const { rentId, id } = await confirmed('2026-10', 750);
    // Paid in part meanwhile by the landlord; a second confirmation of the tenant's.
    await setup.api.create(`${setup.anaRents}/${rentId}/payments`, {
      currencyId: 1,
      paymentDate: '2026-10-01',
      amount: 500,
    });
    const rest = await ana.api.create(confirmationsUrl(rentId), { amount: 250, paymentDate: '2026-10-02' });
    const refused = await setup.api.call('POST', `${reviewUrl(id)}/accept`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message:
        'This payment is more than what is left to pay on the rent (€250.00). Reject the confirmation, or add the payment on the rent with the right amount.',
      fieldErrors: { amount: 'The amount cannot exceed what is left to pay (€250.00)' },
    });
    const inPortuguese = await server.app.inject({
      method: 'POST',
      url: `/api${reviewUrl(id)}/accept`,
      headers: { ...setup.landlord.headers, 'accept-language': 'pt' },
    });
    expect(inPortuguese.json().message).toBe(
      'Este pagamento é superior ao que falta pagar na renda (250,00\u00a0€). Rejeite a confirmação ou registe o pagamento na renda com o valor certo.',
    );
    expect((await rentOf(rentId))?.confirmations.find((item) => item.id === id)?.status).toBe('PENDING');
    expect((await landlordRent(rentId)).payments).toHaveLength(1);

    // What fits is accepted; then the rent is paid, and the first confirmation is refused with 0.
    expect((await setup.api.call('POST', `${reviewUrl(rest)}/accept`)).statusCode).toBe(201);
    const paid = await setup.api.call('POST', `${reviewUrl(id)}/accept`);
    expect(paid.json().fieldErrors).toEqual({
      amount: 'The amount cannot exceed what is left to pay (€0.00)',
    });
    expect(await landlordRent(rentId)).toMatchObject({ amountPaid: 750, amountToPay: 0 });
  });

  it('rejects with a reason, which the tenant sees and is mailed', async () => {
    const { rentId, id } = await confirmed('2026-11');
    for (const payload of [{}, { reason: '   ' }]) {
      const refused = await setup.api.call('POST', `${reviewUrl(id)}/reject`, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors).toEqual({ reason: 'Reason is required' });
    }
    await server.app.ctx.mailer.idle();
    const earlier = server.smtp.mails.filter(
      (mail) => mail.to === ana.email && /rejected/.test(mail.subject),
    );
    const rejected = await setup.api.call('POST', `${reviewUrl(id)}/reject`, {
      reason: 'O valor não entrou na conta',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<LandlordConfirmation>()).toMatchObject({
      id,
      status: 'REJECTED',
      reason: 'O valor não entrou na conta',
      paymentId: null,
      decidedAt: expect.any(String),
    });
    expect((await rentOf(rentId))?.confirmations[0]).toMatchObject({
      status: 'REJECTED',
      reason: 'O valor não entrou na conta',
    });
    expect((await landlordRent(rentId)).payments).toEqual([]);
    const mail = await server.smtp.waitFor(ana.email, /rejected/, { skip: earlier.length });
    expect(mail.text).toContain('Reason: O valor não entrou na conta');
  });

  it('answers 404 for a confirmation of another entity, like a missing one', async () => {
    const { id } = await confirmed('2026-12');
    const other = await portalSetup(server);
    const missing = await other.api.call('POST', `${other.base}/paymentConfirmations/999999/accept`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Payment confirmation not found.' });
    for (const action of ['accept', 'proof']) {
      const response = await other.api.call(
        action === 'proof' ? 'GET' : 'POST',
        `${other.base}/paymentConfirmations/${id}/${action}`,
      );
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(missing.body);
    }
    expect(await other.api.get<unknown[]>(`${other.base}/paymentConfirmations`)).toEqual([]);
  });
});

describe("the tenant's own actions", () => {
  it('withdraws a pending confirmation, with its proof', async () => {
    const { rentId, id } = await confirmed('2027-01');
    expect((await uploadProof(rentId, id, 'prova')).statusCode).toBe(201);
    const withdrawn = await ana.api.call('DELETE', `${confirmationsUrl(rentId)}/${id}`);
    expect(withdrawn.statusCode).toBe(204);
    expect((await rentOf(rentId))?.confirmations).toEqual([]);
    expect((await list()).map((item) => item.id)).not.toContain(id);
    expect(await server.app.ctx.db.select().from(file).where(eq(file.confirmationId, id))).toEqual([]);
    const again = await ana.api.call('DELETE', `${confirmationsUrl(rentId)}/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Payment confirmation not found.' });
  });

  it('downloads the receipt of a payment once the landlord has issued it, as issued', async () => {
    const { rentId, id } = await confirmed('2027-02');
    const paymentId = (await setup.api.call('POST', `${reviewUrl(id)}/accept`)).json<{ id: number }>().id;
    const receiptUrl = `${rentsUrl()}/${rentId}/payments/${paymentId}/receipt`;
    const notYet = await ana.api.call('GET', receiptUrl);
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json()).toEqual({ message: 'No receipt has been issued for this payment yet.' });
    expect((await rentOf(rentId))?.payments[0]?.receiptNumber).toBeNull();

    const issued = await setup.api.call('POST', `${setup.anaRents}/${rentId}/payments/${paymentId}/pdf`, {
      ...receiptPayload,
      paymentDate: '2027-02-27',
      rentPeriod: 'fevereiro de 2027',
      landlordName: 'Imóveis Silva, Lda.',
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const number = String(issued.headers['x-receipt-number']);
    expect((await rentOf(rentId))?.payments[0]?.receiptNumber).toBe(number);

    const receipt = await ana.api.call('GET', receiptUrl);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['x-receipt-number']).toBe(number);
    expect(receipt.headers['content-disposition']).toContain('fevereiro de 2027.pdf');
    const text = await pdfText(receipt.rawPayload);
    for (const expected of [
      'Recibo de renda',
      `N.º ${number}`,
      'Imóveis Silva, Lda.',
      'Ana Silva',
      '750,00 €',
    ]) {
      expect(text).toContain(expected);
    }
    // The very document the landlord issued (docs/domain.md "Receipts").
    expect(Buffer.compare(receipt.rawPayload, issued.rawPayload)).toBe(0);

    const foreign = await ana.api.call('GET', `${rentsUrl()}/${rentId}/payments/999999/receipt`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Payment not found.' });
  });

  it("loses a rent's confirmations and their proofs when the landlord deletes the rent", async () => {
    const { rentId, id } = await confirmed('2027-03');
    const proof = (await uploadProof(rentId, id, 'apagar')).json<FileView>();
    const key = (
      await server.app.ctx.db.select({ key: file.storageKey }).from(file).where(eq(file.id, proof.id))
    )[0]?.key;
    expect(await storedFiles()).toContain(key);
    const deleted = await setup.api.call('DELETE', `${setup.anaRents}/${rentId}`);
    expect(deleted.statusCode).toBe(204);
    const db = server.app.ctx.db;
    expect(await db.select().from(paymentConfirmation).where(eq(paymentConfirmation.id, id))).toEqual([]);
    expect(await db.select().from(file).where(eq(file.id, proof.id))).toEqual([]);
    await expect.poll(storedFiles, { timeout: 5000 }).not.toContain(key);
  });
});
