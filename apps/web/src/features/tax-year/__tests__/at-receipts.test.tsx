import type { AtReceiptRow } from '@arrenda/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AtReceiptsView } from '@/features/tax-year/components/at-receipts-view';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import { mockApi, type QueryAnswer, Reply, renderWithProviders, startSession } from '@/testing/render';
import { atList, atRow } from './tax-year-fixtures';

const TRAIL = '/entities/1/atReceipts';
const PAYMENT = `${TRAIL}/501`;

/** The clipboard's writes (jsdom has none). */
let copied: string[];

/**
 * The trail as the server answers it: the month's rows still without a number (all of them with
 * all=true), a page of 10, those recorded by a PUT (`recorded`) holding their number.
 */
function trail(rows: AtReceiptRow[], recorded: Map<number, string> = new Map()): QueryAnswer {
  return (query) => {
    const current = rows.map((row) => ({
      ...row,
      atReceiptNumber: recorded.get(row.paymentId) ?? row.atReceiptNumber,
    }));
    const shown =
      query.get('all') === 'true' ? current : current.filter((row) => row.atReceiptNumber === null);
    const page = Number(query.get('page') ?? 1);
    return atList(shown.slice((page - 1) * 10, page * 10), {
      total: shown.length,
      missing: current.filter((row) => row.atReceiptNumber === null).length,
    });
  };
}

const renderTrail = (path = '/entities/1/taxYear?tab=atReceipts') =>
  renderWithProviders(<AtReceiptsView entityId={1} defaultMonth="2026-03" />, path);

/** The card of a payment, by its list item. */
const cardOf = async (index = 0) => within((await screen.findAllByRole('listitem'))[index] as HTMLElement);

const requests = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

describe('AT e-receipt trail', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    startSession();
    sessionStore.update({ accessMap: { 1: 'ADMIN' } });
    copied = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: vi.fn(async (text: string) => {
          copied.push(text);
        }),
      },
    });
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks for the month's payments without a number and shows the form's fields in its order", async () => {
    const fetchMock = mockApi({
      [TRAIL]: trail([atRow(501), atRow(502, { atReceiptNumber: '77' })]),
    });
    renderTrail();
    expect(await screen.findByText('1 payment of March 2026 still has no AT e-receipt number.')).toBeTruthy();
    expect(requests(fetchMock)).toContain(`GET /api${TRAIL}?month=2026-03&page=1&pageSize=10`);
    const card = await cardOf();
    expect(card.getByRole('heading', { name: 'T1 Alfama · Joana Pires' })).toBeTruthy();
    expect(card.getByText('Rent of March 2026 · €600.00 received on 8 Mar 2026')).toBeTruthy();
    const fields = card.getAllByRole('term').map((term) => term.textContent);
    expect(fields).toEqual([
      'Landlord NIF',
      'Tenant NIF',
      'Contract number',
      'Period',
      'Amount (rent)',
      'Retention',
      'Payment date',
    ]);
    expect(card.getAllByRole('definition').map((value) => value.textContent?.trim())).toEqual([
      '509876544',
      '234567899',
      '123456',
      '1 Mar 2026 – 31 Mar 2026',
      '€800.00',
      '€200.00',
      '8 Mar 2026',
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('copies each field as the form takes it, and says so', async () => {
    mockApi({ [TRAIL]: trail([atRow(501)]) });
    renderTrail();
    const card = await cardOf();
    for (const name of [
      'Copy landlord NIF',
      'Copy tenant NIF',
      'Copy contract number',
      'Copy period start',
      'Copy period end',
      'Copy amount',
      'Copy retention',
      'Copy payment date',
    ]) {
      fireEvent.click(card.getByRole('button', { name }));
    }
    await waitFor(() =>
      expect(copied).toEqual([
        '509876544',
        '234567899',
        '123456',
        '2026-03-01',
        '2026-03-31',
        '800.00',
        '200.00',
        '2026-03-08',
      ]),
    );
    expect((await screen.findAllByText('Copied')).length).toBeGreaterThan(0);
  });

  it('copies amounts with a decimal comma in Portuguese, and each NIF of a contract with several tenants', async () => {
    await i18n.changeLanguage('pt');
    mockApi({
      [TRAIL]: trail([
        atRow(501, {
          amount: 1234.5,
          tenants: [
            { id: 3, name: 'Joana Pires', fiscalNumber: '234567899' },
            { id: 4, name: 'Rui Pinto', fiscalNumber: '245678900' },
          ],
        }),
      ]),
    });
    renderTrail();
    const card = await cardOf();
    expect(card.getByText('NIF dos inquilinos')).toBeTruthy();
    expect(card.getByText('01/03/2026 – 31/03/2026')).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Copiar valor' }));
    fireEvent.click(card.getByRole('button', { name: 'Copiar o NIF de Rui Pinto' }));
    await waitFor(() => expect(copied).toEqual(['1234,50', '245678900']));
    expect((await screen.findAllByText('Copiado')).length).toBeGreaterThan(0);
  });

  it('tells when the browser refuses to copy', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    mockApi({ [TRAIL]: trail([atRow(501)]) });
    renderTrail();
    fireEvent.click((await cardOf()).getByRole('button', { name: 'Copy landlord NIF' }));
    expect(
      await screen.findByText('The browser did not allow copying. Select the text and copy it by hand.'),
    ).toBeTruthy();
  });

  it('records the e-receipt number, and the payment leaves the missing ones', async () => {
    const recorded = new Map<number, string>();
    const fetchMock = mockApi({
      [TRAIL]: trail([atRow(501)], recorded),
      [`PUT ${PAYMENT}`]: new Reply(204, null),
    });
    renderTrail();
    const card = await cardOf();
    fireEvent.change(card.getByLabelText('AT e-receipt number'), { target: { value: ' 2026/123 ' } });
    recorded.set(501, '2026/123');
    fireEvent.click(card.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('E-receipt number saved')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe(`/api${PAYMENT}`);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ number: '2026/123' });
    expect(await screen.findByText('Every payment of March 2026 has its AT e-receipt number.')).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('checks the number before sending it, and shows the server’s refusal under it', async () => {
    const fetchMock = mockApi({
      [TRAIL]: trail([atRow(501)]),
      [`PUT ${PAYMENT}`]: new Reply(400, {
        message: 'Invalid data.',
        fieldErrors: { number: 'Use only letters, digits, spaces and the characters / - .' },
      }),
    });
    renderTrail();
    const card = await cardOf();
    fireEvent.click(card.getByRole('button', { name: 'Save' }));
    expect(await card.findByText('The e-receipt number is required')).toBeTruthy();
    expect(requests(fetchMock).some((request) => request.startsWith('PUT'))).toBe(false);

    fireEvent.change(card.getByLabelText('AT e-receipt number'), { target: { value: 'A1' } });
    fireEvent.click(card.getByRole('button', { name: 'Save' }));
    expect(await card.findByText('Use only letters, digits, spaces and the characters / - .')).toBeTruthy();
    expect(card.getByLabelText('AT e-receipt number').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a conflict as a toast', async () => {
    mockApi({
      [TRAIL]: trail([atRow(501)]),
      [`PUT ${PAYMENT}`]: new Reply(409, {
        message: 'This payment already has an e-receipt number. Changing it needs the edit right.',
      }),
    });
    renderTrail();
    const card = await cardOf();
    fireEvent.change(card.getByLabelText('AT e-receipt number'), { target: { value: 'A1' } });
    fireEvent.click(card.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'This payment already has an e-receipt number. Changing it needs the edit right.',
      ),
    ).toBeTruthy();
  });

  it('shows the payments with a number too, to change or clear after a confirmation', async () => {
    const fetchMock = mockApi({
      [TRAIL]: trail([atRow(501, { atReceiptNumber: '77' }), atRow(502)]),
      [`PUT ${PAYMENT}`]: new Reply(204, null),
      [`DELETE ${PAYMENT}`]: new Reply(204, null),
    });
    renderTrail();
    expect(await screen.findByText('1 payment of March 2026 still has no AT e-receipt number.')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(screen.getByLabelText('Show payments with a number too'));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(requests(fetchMock)).toContain(`GET /api${TRAIL}?month=2026-03&all=true&page=1&pageSize=10`);

    const card = await cardOf(0);
    expect(card.getByText('E-receipt number 77')).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Change' }));
    expect((card.getByLabelText('AT e-receipt number') as HTMLInputElement).value).toBe('77');
    fireEvent.change(card.getByLabelText('AT e-receipt number'), { target: { value: '78' } });
    fireEvent.click(card.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('E-receipt number saved')).toBeTruthy();
    expect(requests(fetchMock)).toContain(`PUT /api${PAYMENT}`);

    fireEvent.click(card.getByRole('button', { name: 'Clear' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear the e-receipt number' });
    expect(within(dialog).getByText(/Clear e-receipt number 77 of this payment\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('E-receipt number cleared')).toBeTruthy();
    expect(requests(fetchMock)).toContain(`DELETE /api${PAYMENT}`);
  });

  it('lets a reader copy but not record', async () => {
    sessionStore.update({ accessMap: { 1: 'READ' } });
    mockApi({ [TRAIL]: trail([atRow(501)]) });
    renderTrail();
    const card = await cardOf();
    expect(card.getByRole('button', { name: 'Copy landlord NIF' })).toBeTruthy();
    expect(card.queryByLabelText('AT e-receipt number')).toBeNull();
    expect(card.getByText('No e-receipt number recorded yet.')).toBeTruthy();
  });

  it('keeps the month and the page in the URL, and pages the payments', async () => {
    const rows = Array.from({ length: 12 }, (_, index) =>
      atRow(600 + index, { periodStart: '2026-02-01', periodEnd: '2026-02-28' }),
    );
    const fetchMock = mockApi({ [TRAIL]: trail(rows) });
    renderTrail('/entities/1/taxYear?tab=atReceipts&month=2026-02');
    expect(
      await screen.findByText('12 payments of February 2026 still have no AT e-receipt number.'),
    ).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(requests(fetchMock)).toContain(`GET /api${TRAIL}?month=2026-02&page=2&pageSize=10`);
  });

  it('says when a month has no payments at all', async () => {
    mockApi({ [TRAIL]: trail([]) });
    renderTrail('/entities/1/taxYear?tab=atReceipts&all=true');
    expect(await screen.findByText('Every payment of March 2026 has its AT e-receipt number.')).toBeTruthy();
    expect(screen.getByText('No payments in March 2026.')).toBeTruthy();
  });
});
