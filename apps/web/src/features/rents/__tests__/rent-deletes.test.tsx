import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import {
  contractOverview,
  OVERVIEW,
  paymentView,
  RENT_PAGE,
  RENTS,
  renderSection,
  rentPage,
  rentView,
} from '@/testing/fixtures/rent-fixtures';
import { mockApi, Reply, startSession } from '@/testing/render';

const JANUARY = rentView(3, '2025-01', {
  amountPaid: 300,
  amountToPay: 700,
  payments: [paymentView(32, '2025-01-05', 100), paymentView(33, '2025-01-10', 200)],
});
const DECEMBER = rentView(2, '2024-12');

type FetchMock = ReturnType<typeof mockApi>;
const deletes = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url));
const gets = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === `/api${path}` && init?.method === 'GET')
    .length;

describe('Deleting rents and payments', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    startSession();
    sessionStore.update({ accessMap: { 1: 'MANAGER' } });
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('deletes a payment once confirmed, then toasts and reloads the rents and the contract', async () => {
    const answers: Record<string, unknown> = {
      [OVERVIEW]: contractOverview(12),
      [RENT_PAGE]: rentPage([JANUARY, DECEMBER]),
      [`DELETE ${RENTS}/3/payments/33`]: new Reply(204, null),
    };
    const fetchMock = mockApi(answers);
    renderSection();
    const january = await screen.findByRole('article', { name: 'January 2025' });
    fireEvent.click(within(january).getAllByRole('button', { name: 'Delete payment' })[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Delete payment' });
    expect(
      within(dialog).getByText('Are you sure you want to delete the payment of €200.00 on 10 Jan 2025?'),
    ).toBeTruthy();
    expect(deletes(fetchMock)).toEqual([]);

    answers[RENT_PAGE] = rentPage([{ ...JANUARY, payments: JANUARY.payments.slice(0, 1) }, DECEMBER]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Payment successfully deleted')).toBeTruthy();
    expect(deletes(fetchMock)).toEqual([`/api${RENTS}/3/payments/33`]);
    await waitFor(() => expect(within(january).getAllByRole('row')).toHaveLength(2));
    expect(gets(fetchMock, OVERVIEW)).toBe(2);
  });

  it('deletes a rent once confirmed, and nothing when cancelled', async () => {
    const answers: Record<string, unknown> = {
      [OVERVIEW]: contractOverview(12),
      [RENT_PAGE]: rentPage([JANUARY, DECEMBER]),
      [`DELETE ${RENTS}/2`]: new Reply(204, null),
    };
    const fetchMock = mockApi(answers);
    renderSection();
    const december = await screen.findByRole('article', { name: 'December 2024' });

    fireEvent.click(within(december).getByRole('button', { name: 'Delete rent' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete rent' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes(fetchMock)).toEqual([]);

    fireEvent.click(within(december).getByRole('button', { name: 'Delete rent' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete rent' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete the rent of December 2024? Its payments are deleted with it.',
      ),
    ).toBeTruthy();
    answers[RENT_PAGE] = rentPage([JANUARY]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Rent successfully deleted')).toBeTruthy();
    expect(deletes(fetchMock)).toEqual([`/api${RENTS}/2`]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'December 2024' })).toBeNull());
  });

  it('shows a refused delete as an error toast', async () => {
    const refusal = 'You do not have permission to do this.';
    mockApi({
      [OVERVIEW]: contractOverview(12),
      [RENT_PAGE]: rentPage([DECEMBER]),
      [`DELETE ${RENTS}/2`]: new Reply(403, { message: refusal }),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete rent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete rent' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByRole('article', { name: 'December 2024' })).toBeTruthy();
  });
});
