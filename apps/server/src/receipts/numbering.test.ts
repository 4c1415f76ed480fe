import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { invoiceInfoOf, issue, issuedNumber, receiptSetup } from './receipt-fixture';

let server: TestServer;
let setup: Awaited<ReturnType<typeof receiptSetup>>;
let rentId: number;

beforeAll(async () => {
  server = await startTestServer();
  setup = await receiptSetup(server);
  rentId = await setup.addRent('2026-01-15', 750);
});
afterAll(() => server.close());

/** A part payment: the rent has room for each test's payments (numbers do not depend on amounts). */
const newPayment = (paymentDate = '2026-01-20') => setup.addPayment(rentId, 50, paymentDate);
const proposal = async (paymentId: number) =>
  (await invoiceInfoOf(setup.api, setup.pdfUrl(rentId, paymentId))).receiptNumber;

describe('receipt numbers (YYYY/N per entity and year)', () => {
  it('proposes the next number without consuming it, and issues them in sequence', async () => {
    const first = await newPayment();
    const second = await newPayment();
    expect(await proposal(first)).toBe('2026/1');
    expect(await proposal(second)).toBe('2026/1');
    expect(await issuedNumber(setup.api, setup.pdfUrl(rentId, first), { receiptNumber: '2026/1' })).toBe(
      '2026/1',
    );
    expect(await proposal(second)).toBe('2026/2');
    expect(await issuedNumber(setup.api, setup.pdfUrl(rentId, second))).toBe('2026/2');
    // A payment with a receipt in force gets no other (docs/domain.md "Receipts": void it first).
    expect(await proposal(first)).toBe('2026/3');
    expect((await issue(setup.api, setup.pdfUrl(rentId, first))).statusCode).toBe(409);
    expect(await proposal(first)).toBe('2026/3');
  });

  it('counts each year of the payments apart, and each entity apart', async () => {
    const lastYear = await newPayment('2025-12-30');
    expect(await issuedNumber(setup.api, setup.pdfUrl(rentId, lastYear))).toBe('2025/1');
    const other = await receiptSetup(server);
    const otherRent = await other.addRent('2026-01-15', 500);
    const otherPayment = await other.addPayment(otherRent, 250, '2026-01-10');
    expect(await issuedNumber(other.api, other.pdfUrl(otherRent, otherPayment))).toBe('2026/1');
    // The same number in another entity is no conflict.
    const again = await other.addPayment(otherRent, 250, '2026-01-11');
    expect(await issuedNumber(other.api, other.pdfUrl(otherRent, again), { receiptNumber: '2026/2' })).toBe(
      '2026/2',
    );
  });

  it('refuses a number another payment has (409), and a second receipt of the same payment', async () => {
    const taken = await newPayment();
    const url = setup.pdfUrl(rentId, taken);
    const own = await issuedNumber(setup.api, url);
    const response = await issue(setup.api, setup.pdfUrl(rentId, await newPayment()), { receiptNumber: own });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message:
        'This receipt number was already issued for another payment of this entity. Please choose another number.',
      fieldErrors: {
        receiptNumber:
          'This receipt number was already issued for another payment of this entity. Please choose another number.',
      },
    });
    const again = await issue(setup.api, url, { receiptNumber: own });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: `This payment already has receipt N.º ${own}. An issued receipt never changes: void it to issue a new one.`,
    });
  });

  it('keeps the number of a deleted payment taken', async () => {
    const deleted = await newPayment();
    const number = await issuedNumber(setup.api, setup.pdfUrl(rentId, deleted));
    const removed = await setup.api.call('DELETE', `${setup.rents}/${rentId}/payments/${deleted}`);
    expect(removed.statusCode).toBe(204);
    const reuse = await issue(setup.api, setup.pdfUrl(rentId, await newPayment()), { receiptNumber: number });
    expect(reuse.statusCode).toBe(409);
  });

  it("takes the user's own number, and never proposes a series number the user took", async () => {
    const custom = await newPayment();
    expect(await issuedNumber(setup.api, setup.pdfUrl(rentId, custom), { receiptNumber: 'A-17' })).toBe(
      'A-17',
    );
    const jump = await newPayment();
    expect(await issuedNumber(setup.api, setup.pdfUrl(rentId, jump), { receiptNumber: '2026/40' })).toBe(
      '2026/40',
    );
    const next = await newPayment();
    expect(await proposal(next)).toBe('2026/41');
    // A lower free number of the series may still be chosen by hand; the counter stays ahead.
    expect(await issuedNumber(setup.api, setup.pdfUrl(rentId, next), { receiptNumber: '2026/39' })).toBe(
      '2026/39',
    );
    expect(await proposal(await newPayment())).toBe('2026/41');
  });

  it('gives 10 concurrent receipts of different payments 10 distinct numbers of the series', async () => {
    const concurrentRent = await setup.addRent('2026-02-15', 750);
    const paymentIds: number[] = [];
    for (let n = 0; n < 10; n++) paymentIds.push(await setup.addPayment(concurrentRent, 75, '2026-02-10'));
    const first = await invoiceInfoOf(setup.api, setup.pdfUrl(concurrentRent, paymentIds[0] ?? 0));
    const start = Number(first.receiptNumber.split('/')[1]);
    const responses = await Promise.all(
      paymentIds.map((paymentId) => issue(setup.api, setup.pdfUrl(concurrentRent, paymentId))),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const numbers = responses.map((response) => String(response.headers['x-receipt-number']));
    expect(new Set(numbers).size).toBe(10);
    expect(numbers.map((number) => Number(number.split('/')[1])).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, n) => start + n),
    );
  });
});
