import { MAX_FILE_BYTES } from '@arrenda/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import { fileOf, sentRequest, stubXhr } from '@/testing/fake-xhr';
import {
  CONTRACTS,
  confirmationView,
  portalContract,
  portalRent,
  RENTS,
  renderPortal,
  SLOW,
} from '@/testing/fixtures/portal-fixtures';
import { mockApi, Reply, startSession } from '@/testing/render';

const PAID_JANUARY = portalRent(30, '2026-01', {
  amountPaid: 750,
  amountToPay: 0,
  paid: true,
  payments: [
    { id: 5, paymentDate: '2026-01-20T12:00:00.000Z', amount: 700, receiptNumber: '2026/1' },
    { id: 6, paymentDate: '2026-01-25T12:00:00.000Z', amount: 50, receiptNumber: null },
  ],
  confirmations: [
    confirmationView(7, '2026-01-20', { status: 'ACCEPTED', amount: 700, decidedAt: '2026-01-21T09:00:00Z' }),
  ],
});
const OVERDUE_FEBRUARY = portalRent(31, '2026-02', {
  confirmations: [
    confirmationView(8, '2026-02-27', {
      note: 'MB Way',
      proof: { id: 3, name: 'mbway.png' },
    }),
    confirmationView(9, '2026-02-20', {
      amount: 75,
      status: 'REJECTED',
      reason: 'Wrong amount',
    }),
  ],
});
const MARCH = portalRent(32, '2026-03');
const APRIL = portalRent(33, '2026-04', { amountPaid: 300, amountToPay: 450 });
const RENT_LIST = [APRIL, MARCH, OVERDUE_FEBRUARY, PAID_JANUARY];
const rentCard = (period: string) => within(screen.getByRole('article', { name: `Rent of ${period}` }));

describe('My rentals', SLOW, () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 10, 9, 30));
    await i18n.changeLanguage('en');
    startSession();
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows each rental with its landlord, days, amount and debt', async () => {
    mockApi({
      [CONTRACTS]: [portalContract(12, { debt: 750, pendingConfirmations: 1 })],
      [RENTS]: RENT_LIST,
    });
    renderPortal('/portal');
    const rental = within(await screen.findByRole('region', { name: 'T1 Alfama' }));
    expect(rental.getByText('Rua dos Remédios 5, 1Dto, 1100-441 Lisboa')).toBeTruthy();
    const fact = (label: string) => rental.getByText(label).closest('div')?.textContent;
    expect(fact('Landlord')).toBe('LandlordCasas do Tejo, Lda.');
    expect(fact('Contract')).toBe('Contract1 Jan 2026 – 31 Dec 2027');
    expect(fact('Rent')).toBe('Rent€750.00');
    expect(fact('Debt')).toBe('Debt€750.00');
    expect(rental.getByText('Rent overdue')).toBeTruthy();
    expect(rental.getByText('1 confirmation waiting')).toBeTruthy();
  });

  it('tags each rent, newest first, and offers to confirm only what is left to pay', async () => {
    mockApi({ [CONTRACTS]: [portalContract()], [RENTS]: RENT_LIST });
    renderPortal('/portal');
    await screen.findByRole('article', { name: 'Rent of 04/2026' });
    const periods = screen.getAllByRole('article').map((rent) => rent.getAttribute('aria-label'));
    expect(periods).toEqual(['Rent of 04/2026', 'Rent of 03/2026', 'Rent of 02/2026', 'Rent of 01/2026']);
    expect(rentCard('04/2026').getByText('Partly paid')).toBeTruthy();
    expect(rentCard('03/2026').getByText('Not paid')).toBeTruthy();
    expect(rentCard('02/2026').getByText('Overdue')).toBeTruthy();
    expect(rentCard('01/2026').getByText('Paid', { selector: '.p-tag-value' })).toBeTruthy();
    for (const period of ['04/2026', '03/2026', '02/2026']) {
      expect(rentCard(period).getByRole('button', { name: 'Confirm payment' })).toBeTruthy();
    }
    expect(rentCard('01/2026').queryByRole('button', { name: 'Confirm payment' })).toBeNull();
    const figure = (label: string) => rentCard('04/2026').getByText(label).closest('div')?.textContent;
    expect(figure('Due date')).toBe('Due date28 Apr 2026');
    expect(figure('To pay')).toBe('To pay€450.00');
    expect(rentCard('03/2026').getByText('No payments recorded yet')).toBeTruthy();
  });

  it('downloads a payment’s receipt under the server’s name; a payment without one has none', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:receipt');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fetchMock = mockApi({
      [CONTRACTS]: [portalContract()],
      [RENTS]: [PAID_JANUARY],
      [`${RENTS}/30/payments/5/receipt`]: new Reply(200, '%PDF-1.4 receipt', {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="receipt.pdf"; filename*=UTF-8''Rua%20dos%20Rem%C3%A9dios%205%20-%20janeiro%20de%202026.pdf`,
      }),
    });
    renderPortal('/portal');
    const january = within(await screen.findByRole('article', { name: 'Rent of 01/2026' }));
    const rows = january.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '20 Jan 2026€700.00Receipt',
      '25 Jan 2026€50.00No receipt yet',
    ]);
    fireEvent.click(january.getByRole('button', { name: 'Receipt 2026/1' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('Rua dos Remédios 5 - janeiro de 2026.pdf');
    expect(link.href).toBe('blob:receipt');
    const [saved] = createObjectURL.mock.calls[0] as unknown as [Blob];
    expect(saved.type).toBe('application/pdf');
    expect(await saved.text()).toBe('%PDF-1.4 receipt');
    const [url, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/receipt')) ?? [];
    expect(String(url)).toBe(`/api${RENTS}/30/payments/5/receipt`);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token');
  });

  it('says when a receipt cannot be had', async () => {
    mockApi({
      [CONTRACTS]: [portalContract()],
      [RENTS]: [PAID_JANUARY],
      [`${RENTS}/30/payments/5/receipt`]: new Reply(404, {
        message: 'No receipt has been issued for this payment yet.',
      }),
    });
    renderPortal('/portal');
    fireEvent.click(await screen.findByRole('button', { name: 'Receipt 2026/1' }));
    expect(await screen.findByText('No receipt has been issued for this payment yet.')).toBeTruthy();
  });

  it('shows the confirmations with what the landlord decided, and opens a proof', async () => {
    const fetchMock = mockApi({
      [CONTRACTS]: [portalContract()],
      [RENTS]: RENT_LIST,
      [`${RENTS}/31/confirmations/8/proof`]: { url: '/api/files/download?token=signed' },
    });
    const opened = { opener: window as Window | null, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    renderPortal('/portal');
    await screen.findByRole('article', { name: 'Rent of 02/2026' });
    const items = rentCard('02/2026').getAllByRole('listitem');
    const [pending, rejected] = items as [HTMLElement, HTMLElement];
    expect(within(pending).getByText('€750.00 paid on 27 Feb 2026')).toBeTruthy();
    expect(within(pending).getByText('Waiting for the landlord')).toBeTruthy();
    expect(within(pending).getByText('MB Way')).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(within(rejected).getByText('Rejected')).toBeTruthy();
    expect(within(rejected).getByText('Reason: Wrong amount')).toBeTruthy();
    expect(within(rejected).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(within(rentCard('01/2026').getByRole('listitem')).getByText('Accepted')).toBeTruthy();

    fireEvent.click(within(pending).getByRole('button', { name: 'mbway.png' }));
    await waitFor(() => expect(opened.location.href).toBe('/api/files/download?token=signed'));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      `/api${RENTS}/31/confirmations/8/proof`,
    );
  });

  it('withdraws a pending confirmation after asking', async () => {
    const fetchMock = mockApi({
      [CONTRACTS]: [portalContract()],
      [RENTS]: RENT_LIST,
      [`DELETE ${RENTS}/31/confirmations/8`]: new Reply(204, null),
    });
    renderPortal('/portal');
    await screen.findByRole('article', { name: 'Rent of 02/2026' });
    fireEvent.click(rentCard('02/2026').getByRole('button', { name: 'Withdraw' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Withdraw confirmation' }));
    expect(
      ask.getByText('Withdraw your confirmation of €750.00 paid on 27 Feb 2026 for the rent of 02/2026?'),
    ).toBeTruthy();
    const deletes = () =>
      fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url));
    expect(deletes()).toEqual([]);
    fireEvent.click(ask.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Payment confirmation withdrawn')).toBeTruthy();
    expect(deletes()).toEqual([`/api${RENTS}/31/confirmations/8`]);
  });

  it('attaches a proof to a pending confirmation that has none', async () => {
    const answers: Record<string, unknown> = {
      [CONTRACTS]: [portalContract()],
      [RENTS]: [portalRent(32, '2026-03', { confirmations: [confirmationView(10, '2026-03-09')] })],
    };
    mockApi(answers);
    const xhrs = stubXhr();
    renderPortal('/portal');
    const march = within(await screen.findByRole('article', { name: 'Rent of 03/2026' }));
    const input = march.getByLabelText('Attach proof', { selector: 'input' });
    fireEvent.change(input, { target: { files: [fileOf('huge.pdf', MAX_FILE_BYTES + 1)] } });
    expect(await screen.findByText('File cannot have more than 10 MB.')).toBeTruthy();
    expect(xhrs).toHaveLength(0);

    const proof = fileOf('receipt.jpg');
    fireEvent.change(input, { target: { files: [proof] } });
    const upload = await sentRequest(xhrs);
    expect(upload.url).toBe(`/api${RENTS}/32/confirmations/10/proof`);
    expect(upload.file).toBe(proof);
    answers[RENTS] = [
      portalRent(32, '2026-03', {
        confirmations: [confirmationView(10, '2026-03-09', { proof: { id: 4, name: 'receipt.jpg' } })],
      }),
    ];
    await upload.respond(201, { id: 4, name: 'receipt.jpg', createdAt: '2026-03-10T09:31:00.000Z' });
    expect(await screen.findByText('Proof attached')).toBeTruthy();
    expect(await march.findByRole('button', { name: 'receipt.jpg' })).toBeTruthy();
    expect(march.queryByRole('button', { name: 'Attach proof' })).toBeNull();
  });

  it('says when the account rents nothing', async () => {
    mockApi({ [CONTRACTS]: [] });
    renderPortal('/portal');
    expect(await screen.findByText('You have no rentals yet')).toBeTruthy();
    expect(
      screen.getByText('When a landlord invites you to the tenant portal, your contracts show here.'),
    ).toBeTruthy();
  });
});
