import type { LandlordConfirmation } from '@arrenda/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentConfirmationsCard } from '@/features/confirmations/components/payment-confirmations-card';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import { SLOW, sent, type } from '@/testing/fixtures/contract-fixtures';
import { mockApi, Reply, renderWithProviders, startSession } from '@/testing/render';

const BASE = '/entities/1/paymentConfirmations';
const PENDING = `${BASE}?status=PENDING`;
const OF_CONTRACT = `${BASE}?status=PENDING&contractId=12`;
const OVERVIEW_KEY = ['entities', 1, 'finance', 'overview'];

/** Joana's pending confirmation of 650 € for the March rent of T1 Alfama; override what a test is about. */
const confirmation = (id: number, overrides: Partial<LandlordConfirmation> = {}): LandlordConfirmation => ({
  id,
  amount: 650,
  paymentDate: '2026-03-09T12:00:00.000Z',
  note: 'Transfer from BPI',
  status: 'PENDING',
  reason: null,
  createdAt: '2026-03-09T20:00:00.000Z',
  decidedAt: null,
  proof: { id: 3, name: 'transfer.pdf' },
  propertyId: 7,
  propertyName: 'T1 Alfama',
  propertyType: { id: 3, name: 'APARTMENT' },
  contractId: 12,
  rentId: 31,
  paymentPeriodDate: '2026-03-15T12:00:00.000Z',
  currency: 'Euro',
  rentAmountToPay: 650,
  tenantName: 'Joana Pires',
  tenantEmail: 'joana@mail.pt',
  paymentId: null,
  ...overrides,
});

function renderCard(contractId?: number) {
  return renderWithProviders(
    contractId === undefined ? (
      <PaymentConfirmationsCard entityId={1} />
    ) : (
      <PaymentConfirmationsCard entityId={1} contractId={contractId} />
    ),
    '/entities/1',
  );
}
const card = async () => within(await screen.findByRole('region', { name: 'Payment confirmations' }));
const item = async (name = 'T1 Alfama, rent of 03/2026') =>
  within(await screen.findByRole('article', { name }));
const calls = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === `/api${path}`).length;

describe('Payment confirmations card', SLOW, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    startSession();
    sessionStore.update({ accessMap: { 1: 'EDITOR' } });
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is hidden when nothing is pending', async () => {
    const fetchMock = mockApi({ [PENDING]: [] });
    renderCard();
    await waitFor(() => expect(calls(fetchMock, PENDING)).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Payment confirmations' })).toBeNull();
  });

  it('lists what tenants say they paid, with the contract, note and proof', async () => {
    mockApi({
      [PENDING]: [confirmation(8), confirmation(9, { propertyName: null, note: null, proof: null })],
    });
    renderCard();
    expect(
      (await card()).getByText(
        '2 payments that tenants say they made. Accept to add each payment, or reject with a reason.',
      ),
    ).toBeTruthy();
    const first = await item();
    expect(first.getByRole('link', { name: 'T1 Alfama' }).getAttribute('href')).toBe(
      '/entities/1/properties/7/contracts/12#rents',
    );
    expect(first.getByText('Rent of 03/2026')).toBeTruthy();
    expect(first.getByText('€650.00', { selector: 'strong' })).toBeTruthy();
    const fact = (label: string) => first.getByText(label).closest('div')?.textContent;
    expect(fact('Tenant')).toBe('TenantJoana Pires (joana@mail.pt)');
    expect(fact('Paid on')).toBe('Paid on9 Mar 2026');
    expect(fact('Still owed on the rent')).toBe('Still owed on the rent€650.00');
    expect(fact('Note')).toBe('NoteTransfer from BPI');
    expect(first.getByRole('button', { name: 'transfer.pdf' })).toBeTruthy();
    // A property without a name goes by its type.
    const second = await item('Apartment, rent of 03/2026');
    expect(second.queryByText('Note')).toBeNull();
    expect(second.queryByRole('button', { name: /\.pdf$/ })).toBeNull();
  });

  it('asks the contract page’s own confirmations only, without naming the property', async () => {
    mockApi({ [OF_CONTRACT]: [confirmation(8)] });
    renderCard(12);
    const only = await item();
    expect(only.queryByRole('link', { name: 'T1 Alfama' })).toBeNull();
    expect(only.getByText('Rent of 03/2026')).toBeTruthy();
  });

  it('accepts after saying which payment is added; the entity’s figures and rents are read again', async () => {
    const answers: Record<string, unknown> = {
      [PENDING]: [confirmation(8)],
      [`POST ${BASE}/8/accept`]: new Reply(201, { id: 70 }),
    };
    const fetchMock = mockApi(answers);
    const { queryClient } = renderCard();
    queryClient.setQueryData(OVERVIEW_KEY, { contracts: [] });
    fireEvent.click((await item()).getByRole('button', { name: 'Accept' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Accept payment confirmation' }));
    expect(
      ask.getByText('A payment of €650.00 dated 9 Mar 2026 will be added to the rent of 03/2026. Accept?'),
    ).toBeTruthy();
    answers[PENDING] = [];
    fireEvent.click(ask.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Payment confirmation accepted: the payment was added')).toBeTruthy();
    expect(calls(fetchMock, `${BASE}/8/accept`)).toBe(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Payment confirmations' })).toBeNull());
    expect(queryClient.getQueryState(OVERVIEW_KEY)?.isInvalidated).toBe(true);
  });

  it('shows why an accept was refused', async () => {
    mockApi({
      [PENDING]: [confirmation(8)],
      [`POST ${BASE}/8/accept`]: new Reply(409, {
        message: 'This payment confirmation was already accepted or rejected.',
      }),
    });
    renderCard();
    fireEvent.click((await item()).getByRole('button', { name: 'Accept' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Accept payment confirmation' }));
    fireEvent.click(ask.getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText('This payment confirmation was already accepted or rejected.'),
    ).toBeTruthy();
  });

  it('rejects with a required reason', async () => {
    const answers: Record<string, unknown> = {
      [PENDING]: [confirmation(8)],
      [`POST ${BASE}/8/reject`]: confirmation(8, { status: 'REJECTED', reason: 'Not received' }),
    };
    const fetchMock = mockApi(answers);
    renderCard();
    fireEvent.click((await item()).getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject payment confirmation' }));
    expect(
      dialog.getByText(
        'Reject the confirmation of €650.00 for the rent of 03/2026 by Joana Pires? The tenant is told the reason.',
      ),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText('Reason is required')).toBeTruthy();
    expect(sent(fetchMock, 'POST', `${BASE}/8/reject`)).toEqual([]);

    type('Reason', '  The transfer has not arrived  ');
    answers[PENDING] = [];
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Payment confirmation rejected')).toBeTruthy();
    expect(sent(fetchMock, 'POST', `${BASE}/8/reject`)).toEqual([{ reason: 'The transfer has not arrived' }]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Payment confirmations' })).toBeNull());
  });

  it('offers the decisions by right: none to a reader, who still opens the proof', async () => {
    sessionStore.update({ accessMap: { 1: 'READ' } });
    const fetchMock = mockApi({
      [PENDING]: [confirmation(8)],
      [`${BASE}/8/proof`]: { url: '/api/files/download?token=t' },
    });
    const opened = { opener: window as Window | null, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    renderCard();
    const only = await item();
    expect(only.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(only.queryByRole('button', { name: 'Reject' })).toBeNull();
    fireEvent.click(only.getByRole('button', { name: 'transfer.pdf' }));
    await waitFor(() => expect(opened.location.href).toBe('/api/files/download?token=t'));
    expect(calls(fetchMock, `${BASE}/8/proof`)).toBe(1);
  });

  it('says when the list cannot be loaded, with its own retry', async () => {
    const answers: Record<string, unknown> = {
      [PENDING]: new Reply(500, { message: 'Something went wrong on our side.' }),
    };
    mockApi(answers);
    renderCard();
    const failed = await card();
    expect(failed.getByText('Something went wrong on our side.')).toBeTruthy();
    answers[PENDING] = [confirmation(8)];
    fireEvent.click(failed.getByRole('button', { name: 'Try again: Payment confirmations' }));
    expect(await item()).toBeTruthy();
  });
});
