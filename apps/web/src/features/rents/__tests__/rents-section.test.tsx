import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { sessionStore } from '../../../lib/session';
import { mockApi, startSession } from '../../../testing/render';
import { contractOverview, OVERVIEW, paymentView, RENTS, renderSection, rentView } from './rent-fixtures';

const RENT_LIST = [
  rentView(1, '2024-11', {
    paid: true,
    amountPaid: 1000,
    amountToPay: 0,
    payments: [
      paymentView(31, '2024-11-20', 1000, {
        taxableAmount: 1000,
        description: 'Bank transfer',
        receipt: {
          id: 9,
          number: '2024/3',
          issuedAt: '2024-11-21T10:00:00.000Z',
          sentAt: '2024-11-21T10:05:00.000Z',
        },
      }),
    ],
  }),
  rentView(3, '2025-01', {
    amountPaid: 300,
    amountToPay: 700,
    payments: [paymentView(32, '2025-01-05', 100), paymentView(33, '2025-01-10', 200)],
  }),
  rentView(2, '2024-12'),
];

const articles = () => screen.getAllByRole('article');
const titles = () => articles().map((article) => article.getAttribute('aria-label'));
const rentCard = (period: string) => screen.getByRole('article', { name: period });
const figure = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Rents section', () => {
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

  it('lists the rents newest first, all expanded, with their figures and payments', async () => {
    mockApi({ [OVERVIEW]: contractOverview(12), [RENTS]: RENT_LIST });
    renderSection();
    await screen.findByRole('article', { name: 'January 2025' });
    expect(titles()).toEqual(['January 2025', 'December 2024', 'November 2024']);
    for (const toggle of screen.getAllByRole('button', { expanded: true })) {
      expect(toggle.closest('h3')).toBeTruthy();
    }
    expect(screen.queryAllByRole('button', { expanded: false })).toEqual([]);

    const january = rentCard('January 2025');
    expect(figure(january, 'Due date')).toBe('28 Jan 2025');
    expect(figure(january, 'Amount')).toBe('€1,000.00');
    expect(figure(january, 'Retained')).toBe('-');
    expect(figure(january, 'Taxable')).toBe('€1,000.00');
    expect(figure(january, 'Paid')).toBe('€300.00');
    expect(figure(january, 'To pay')).toBe('€700.00');
    expect(within(january).getByText('Not paid')).toBeTruthy();
    const rows = within(january)
      .getAllByRole('row')
      .map((row) => row.textContent?.trim());
    expect(rows).toEqual([
      'DateAmountTaxableDescriptionReceiptActions',
      '5 Jan 2025€100.00---',
      '10 Jan 2025€200.00---',
    ]);

    const november = rentCard('November 2024');
    expect(within(november).getByText('Paid', { selector: '.p-tag-value' })).toBeTruthy();
    expect(within(november).getByText('Bank transfer')).toBeTruthy();
    // Its receipt in force: when and as which number it was issued, and when it was mailed.
    expect(within(november).getByText(/^Issued on 21 Nov 2024, \d\d:\d\d as N\.º 2024\/3$/)).toBeTruthy();
    expect(within(november).getByText(/^Sent to the tenant on 21 Nov 2024, \d\d:\d\d$/)).toBeTruthy();
    expect(within(november).getByRole('button', { name: 'Download receipt N.º 2024/3' })).toBeTruthy();
    expect(within(november).queryByRole('link', { name: 'Create invoice PDF' })).toBeNull();
    expect(within(rentCard('December 2024')).getByText('No payments yet')).toBeTruthy();
  });

  it('folds a rent, and lists the oldest first on request', async () => {
    mockApi({ [OVERVIEW]: contractOverview(12), [RENTS]: RENT_LIST });
    renderSection();
    const toggle = await screen.findByRole('button', { name: 'January 2025' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(rentCard('January 2025')).queryByRole('heading', { name: 'Payments' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Newest first' }));
    expect(titles()).toEqual(['November 2024', 'December 2024', 'January 2025']);
    expect(screen.getByRole('button', { name: 'Oldest first' })).toBeTruthy();
  });

  it('warns about duplicate and missing months, listed as a sentence of the language', async () => {
    mockApi({
      [OVERVIEW]: contractOverview(12, {
        rentWarnings: { duplicates: ['2024-12'], missing: ['2025-02', '2025-03'] },
      }),
      [RENTS]: RENT_LIST,
    });
    renderSection();
    expect(await screen.findByText('Found multiple rents on Dec 2024')).toBeTruthy();
    expect(
      screen.getByText('Expected to find rents for Feb 2025 and Mar 2025 but no rents found'),
    ).toBeTruthy();
  });

  it('says so in Portuguese', async () => {
    await i18n.changeLanguage('pt');
    mockApi({
      [OVERVIEW]: contractOverview(12, {
        rentWarnings: { duplicates: [], missing: ['2025-02', '2025-03', '2025-09'] },
      }),
      [RENTS]: RENT_LIST,
    });
    renderSection();
    expect(await screen.findByRole('article', { name: 'janeiro de 2025' })).toBeTruthy();
    expect(
      screen.getByText(
        'Esperavam-se rendas para fev. 2025, mar. 2025 e set. 2025, mas não foram encontradas',
      ),
    ).toBeTruthy();
  });

  it('says when there are no rents', async () => {
    mockApi({ [OVERVIEW]: contractOverview(12), [RENTS]: [] });
    renderSection();
    expect(await screen.findByText('No rents yet')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers new rent, pay (unpaid only), invoice, edit and delete to a manager', async () => {
    mockApi({ [OVERVIEW]: contractOverview(12), [RENTS]: RENT_LIST });
    renderSection();
    const january = await screen.findByRole('article', { name: 'January 2025' });
    const base = '/entities/1/properties/7/contracts/12';
    expect(screen.getByRole('link', { name: 'New rent' }).getAttribute('href')).toBe(`${base}/rent/new`);
    expect(within(january).getByRole('link', { name: 'Pay' }).getAttribute('href')).toBe(
      `${base}/rents/3/pay`,
    );
    expect(within(january).getByRole('link', { name: 'Edit rent' }).getAttribute('href')).toBe(
      `${base}/rents/3/edit`,
    );
    expect(within(january).getByRole('button', { name: 'Delete rent' })).toBeTruthy();
    expect(within(january).getAllByRole('button', { name: 'Delete payment' })).toHaveLength(2);
    expect(
      within(january).getAllByRole('link', { name: 'Create invoice PDF' })[0]?.getAttribute('href'),
    ).toBe(`${base}/rents/3/payments/32/pdf/create`);
    expect(within(rentCard('November 2024')).queryByRole('link', { name: 'Pay' })).toBeNull();
  });

  it('offers no delete to an editor, and only the list and the receipts to download to a reader', async () => {
    sessionStore.update({ accessMap: { 1: 'EDITOR' } });
    mockApi({ [OVERVIEW]: contractOverview(12), [RENTS]: RENT_LIST });
    renderSection();
    await screen.findByRole('article', { name: 'January 2025' });
    expect(screen.getByRole('link', { name: 'New rent' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Edit rent' })).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: 'Pay' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Delete rent' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete payment' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Void receipt N.º 2024/3' })).toBeTruthy();
    cleanup();

    sessionStore.update({ accessMap: { 1: 'READ' } });
    renderSection();
    await screen.findByRole('article', { name: 'January 2025' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Void/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download receipt N.º 2024/3' })).toBeTruthy();
  });
});
