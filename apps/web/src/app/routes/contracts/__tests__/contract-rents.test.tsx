import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContractRents } from '@/app/routes/contracts/parts/contract-rents';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import {
  CONTRACT,
  choose,
  contractOverview,
  IDS,
  OVERVIEW,
  paymentView,
  RENT_PAGE,
  RENTS,
  renderSection,
  rentPage,
  rentView,
} from '@/testing/fixtures/rent-fixtures';
import { mockApi, renderWithProviders, startSession } from '@/testing/render';

/** The page's own search, to see the rents' state kept in the URL. */
function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

/** As the server answers them: the newest period first. */
const RENT_LIST = [
  rentView(3, '2025-01', {
    amountPaid: 300,
    amountToPay: 700,
    payments: [paymentView(32, '2025-01-05', 100), paymentView(33, '2025-01-10', 200)],
  }),
  rentView(2, '2024-12'),
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
        atReceiptNumber: '14',
      }),
    ],
  }),
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
    mockApi({ [OVERVIEW]: contractOverview(12), [RENT_PAGE]: rentPage(RENT_LIST) });
    renderSection();
    await screen.findByRole('article', { name: 'January 2025' });
    expect(titles()).toEqual(['January 2025', 'December 2024', 'November 2024']);
    for (const toggle of screen.getAllByRole('button', { expanded: true })) {
      expect(toggle.closest('h3')).toBeTruthy();
    }
    expect(
      articles().flatMap((article) => within(article).queryAllByRole('button', { expanded: false })),
    ).toEqual([]);

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
    // And the number of its Tax Authority e-receipt.
    expect(within(november).getByText('AT e-receipt No. 14')).toBeTruthy();
    expect(within(november).getByRole('button', { name: 'Download receipt N.º 2024/3' })).toBeTruthy();
    expect(within(november).queryByRole('link', { name: 'Create invoice PDF' })).toBeNull();
    expect(within(rentCard('December 2024')).getByText('No payments yet')).toBeTruthy();
  });

  it('folds a rent, and asks the server for the oldest first on request', async () => {
    mockApi({
      [OVERVIEW]: contractOverview(12),
      [RENT_PAGE]: rentPage(RENT_LIST),
      [`${RENTS}?page=1&pageSize=10&sort=period&order=asc`]: rentPage([...RENT_LIST].reverse()),
    });
    renderSection();
    const toggle = await screen.findByRole('button', { name: 'January 2025' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(rentCard('January 2025')).queryByRole('heading', { name: 'Payments' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Newest first' }));
    await waitFor(() => expect(titles()).toEqual(['November 2024', 'December 2024', 'January 2025']));
    expect(screen.getByRole('button', { name: 'Oldest first' })).toBeTruthy();
  });

  it('warns about duplicate and missing months, listed as a sentence of the language', async () => {
    mockApi({
      [OVERVIEW]: contractOverview(12, {
        rentWarnings: { duplicates: ['2024-12'], missing: ['2025-02', '2025-03'] },
      }),
      [RENT_PAGE]: rentPage(RENT_LIST),
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
      [RENT_PAGE]: rentPage(RENT_LIST),
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
    mockApi({ [OVERVIEW]: contractOverview(12), [RENT_PAGE]: rentPage([]) });
    renderSection();
    expect(await screen.findByText('No rents yet')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers new rent, pay (unpaid only), invoice, edit and delete to a manager', async () => {
    mockApi({ [OVERVIEW]: contractOverview(12), [RENT_PAGE]: rentPage(RENT_LIST) });
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
    mockApi({ [OVERVIEW]: contractOverview(12), [RENT_PAGE]: rentPage(RENT_LIST) });
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

  it('pages on the server, and sorts on what is left to pay, kept in the URL under rents-', async () => {
    const year = Array.from({ length: 10 }, (_, index) =>
      rentView(20 + index, `2024-${String(12 - index).padStart(2, '0')}`),
    );
    const fetchMock = mockApi({
      [OVERVIEW]: contractOverview(12),
      [RENT_PAGE]: rentPage(year, 14),
      [`${RENTS}?page=2&pageSize=10&sort=period&order=desc`]: rentPage([rentView(9, '2023-12')], 14),
      [`${RENTS}?page=1&pageSize=10&sort=toPay&order=asc`]: rentPage([rentView(8, '2023-09')], 14),
      [`${RENTS}?page=1&pageSize=10&sort=toPay&order=desc`]: rentPage([rentView(7, '2023-10')], 14),
    });
    renderWithProviders(
      <>
        <ContractRents ids={IDS} />
        <Search />
      </>,
      CONTRACT,
    );
    await screen.findByRole('article', { name: 'December 2024' });
    expect(articles()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: 'December 2023' })).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe('?rents-page=2');

    // An amount reads lowest first at first, from the first page.
    await choose('Sort by', 'To pay');
    expect(await screen.findByRole('article', { name: 'September 2023' })).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe('?rents-sort=toPay&rents-order=asc');
    fireEvent.click(screen.getByRole('button', { name: 'Lowest first' }));
    expect(await screen.findByRole('article', { name: 'October 2023' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Highest first' })).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe('?rents-sort=toPay');
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked).toContain(`/api${RENTS}?page=1&pageSize=10&sort=toPay&order=desc`);
  });

  it('shows no paginator while the rents fit a page', async () => {
    mockApi({ [OVERVIEW]: contractOverview(12), [RENT_PAGE]: rentPage(RENT_LIST) });
    renderSection();
    await screen.findByRole('article', { name: 'January 2025' });
    expect(screen.queryByRole('button', { name: 'Page 1' })).toBeNull();
  });
});
