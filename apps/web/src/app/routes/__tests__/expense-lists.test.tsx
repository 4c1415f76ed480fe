import type { EntityView, ExpenseView } from '@arrenda/core';
import { hasRight } from '@arrenda/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EntityViews } from '@/app/routes/entities/parts/entity-views';
import { PropertyExpensesCard } from '@/app/routes/properties/parts/property-expenses-card';
import type { ExpensePageParams } from '@/features/expenses/api/get-expenses';
import i18n from '@/i18n';
import { pageQueryString } from '@/lib/page-query';
import { sessionStore } from '@/lib/session';
import { EXPENSES, expenseView } from '@/testing/fixtures/expense-fixtures';
import { mockApi, Reply, renderWithProviders, startSession } from '@/testing/render';

/**
 * The URL of a page of a property's expenses (or, null, of the entity's own ones) as the list asks
 * for it, defaults left as the list sends them.
 */
function pageUrl(changes: Partial<Omit<ExpensePageParams, 'days'>> = {}, propertyId: number | null = 7) {
  const params = {
    ...(propertyId === null ? { global: 'true' } : { propertyId }),
    page: 1,
    pageSize: 10,
    sort: 'date',
    order: 'desc',
    search: '',
    ...changes,
  };
  const query = pageQueryString(params);
  return `${EXPENSES}?${query}`;
}
const PROPERTY_EXPENSES = pageUrl();
const GLOBAL_EXPENSES = pageUrl({}, null);

/** The answer of one page: its rows and how many there are. */
const answer = (items: ExpenseView[], total = items.length) => ({ items, total });

/** Paint in January; two on 1 March, the later-made (id 3) first. */
const PAINT = expenseView(1, '2025-01-10', { name: 'Paint', description: 'Living room', amount: 1234.5 });
const WATER = expenseView(2, '2025-03-01', { name: 'Water', includeInYield: false });
const IMI = expenseView(3, '2025-03-01', {
  name: 'IMI',
  currency: { name: 'US Dollar' },
  currencyId: 2,
  taxCategory: 'PROPERTY_TAX',
});

/** The page's own search, to see the list's state kept in the URL. */
function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

const renderCard = (search = '') =>
  renderWithProviders(
    <>
      <PropertyExpensesCard entityId={1} propertyId={7} />
      <Search />
    </>,
    `/entities/1/properties/7${search}`,
  );

/** The texts of the body rows' cells, row by row, once loaded. */
async function bodyRows(name = 'Expenses') {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(document.querySelector('.p-datatable-loading-overlay')).toBeNull());
  const [, body] = within(table).getAllByRole('rowgroup');
  return within(body as HTMLElement)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.trim()),
    );
}

type FetchMock = ReturnType<typeof mockApi>;
const gets = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === `/api${path}` && init?.method === 'GET')
    .length;

describe('Property expenses card', () => {
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

  it('shows a loading table, then the property’s expenses newest first, with amount and yield', async () => {
    mockApi({ [PROPERTY_EXPENSES]: answer([IMI, WATER, PAINT]) });
    renderCard();
    expect(screen.getByRole('region', { name: 'Expenses' }).id).toBe('expenses');
    expect(document.querySelector('.p-datatable-loading-overlay')).toBeTruthy();
    expect(screen.getByText('Loading...')).toBeTruthy();
    const rows = await bodyRows();
    expect(rows.map((cells) => cells.slice(0, 4))).toEqual([
      ['Date1 Mar 2025', 'NameIMI', 'Amount100.00 US Dollar', 'Included in yieldYes'],
      ['Date1 Mar 2025', 'NameWater', 'Amount€100.00', 'Included in yieldNo'],
      ['Date10 Jan 2025', 'NamePaintLiving room', 'Amount€1,234.50', 'Included in yieldYes'],
    ]);
    expect(screen.getByRole('link', { name: 'Edit expense IMI' }).getAttribute('href')).toBe(
      '/entities/1/expenses/3',
    );
    expect(screen.getByRole('button', { name: 'Delete expense Paint' })).toBeTruthy();
  });

  it('shows each expense’s tax category, or none, in a column that does not sort', async () => {
    mockApi({ [PROPERTY_EXPENSES]: answer([IMI, WATER]) });
    renderCard();
    const rows = await bodyRows();
    expect(rows.map((cells) => cells[4])).toEqual([
      'Tax categoryMunicipal property tax (IMI)',
      'Tax categoryNo category',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Tax category' }).getAttribute('aria-sort')).toBeNull();
    await act(() => i18n.changeLanguage('pt'));
    await waitFor(async () =>
      expect((await bodyRows('Despesas')).map((cells) => cells[4])).toEqual([
        'Categoria fiscalImposto municipal sobre imóveis',
        'Categoria fiscalSem categoria',
      ]),
    );
  });

  it('redraws its cells in the language chosen', async () => {
    mockApi({ [PROPERTY_EXPENSES]: answer([PAINT]) });
    renderCard();
    expect((await bodyRows())[0]?.slice(0, 4)).toEqual([
      'Date10 Jan 2025',
      'NamePaintLiving room',
      'Amount€1,234.50',
      'Included in yieldYes',
    ]);
    await act(() => i18n.changeLanguage('pt'));
    await waitFor(async () =>
      expect((await bodyRows('Despesas'))[0]?.slice(0, 4)).toEqual([
        'Data10/01/2025',
        'NomePaintLiving room',
        'Valor1.234,50\u00a0€',
        'Incluída na rentabilidadeSim',
      ]),
    );
    expect(screen.getByRole('link', { name: 'Editar despesa Paint' })).toBeTruthy();
  });

  it('says when there are none', async () => {
    mockApi({ [PROPERTY_EXPENSES]: answer([]) });
    renderCard();
    expect(await screen.findByText('No expenses found')).toBeTruthy();
  });

  it('hides Delete without the delete right, and every action from a reader', async () => {
    sessionStore.update({ accessMap: { 1: 'EDITOR' } });
    mockApi({ [PROPERTY_EXPENSES]: answer([PAINT]) });
    renderCard();
    expect(await screen.findByRole('link', { name: 'Edit expense Paint' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete expense Paint' })).toBeNull();
    cleanup();

    sessionStore.update({ accessMap: { 1: 'READ' } });
    mockApi({ [PROPERTY_EXPENSES]: answer([PAINT]) });
    renderCard();
    expect(await screen.findByText('Paint')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit expense Paint' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete expense Paint' })).toBeNull();
    expect(screen.queryByText('Actions')).toBeNull();
  });

  it('deletes an expense once confirmed, then toasts and reloads the list', async () => {
    const answers: Record<string, unknown> = {
      [PROPERTY_EXPENSES]: answer([WATER, PAINT]),
      [`DELETE ${EXPENSES}/2`]: new Reply(204, null),
    };
    const fetchMock = mockApi(answers);
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete expense Water' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete expense' });
    expect(within(dialog).getByText('Are you sure you want to delete the expense Water?')).toBeTruthy();

    answers[PROPERTY_EXPENSES] = answer([PAINT]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Expense successfully deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Water')).toBeNull());
    expect(gets(fetchMock, PROPERTY_EXPENSES)).toBe(2);
  });

  it('shows a failed load with a retry', async () => {
    mockApi({ [PROPERTY_EXPENSES]: new Reply(500, { message: 'Something went wrong on our side.' }) });
    renderCard();
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('offers no search nor paginator while the expenses fit a page', async () => {
    mockApi({ [PROPERTY_EXPENSES]: answer([IMI, WATER, PAINT]) });
    renderCard();
    await bodyRows();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Page 1' })).toBeNull();
  });

  it('asks the server for the next page, a sort and a search, kept in the URL under expenses-', async () => {
    const first = Array.from({ length: 10 }, (_, index) =>
      expenseView(index + 10, '2025-05-01', { name: `Expense ${index + 10}` }),
    );
    const fetchMock = mockApi({
      [PROPERTY_EXPENSES]: answer(first, 12),
      [pageUrl({ page: 2 })]: answer([PAINT, WATER], 12),
      [pageUrl({ sort: 'amount', order: 'asc' })]: answer([WATER], 12),
      [pageUrl({ sort: 'amount', order: 'asc', search: 'imi' })]: answer([IMI]),
    });
    renderCard('?tab=overview');
    await screen.findByText('Expense 10');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Paint')).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe('?tab=overview&expenses-page=2');

    fireEvent.click(screen.getByRole('columnheader', { name: 'Amount' }));
    await waitFor(() => expect(screen.queryByText('Paint')).toBeNull());
    expect(screen.getByTestId('search').textContent).toBe(
      '?tab=overview&expenses-sort=amount&expenses-order=asc',
    );
    // Included in yield does not sort.
    expect(
      screen.getByRole('columnheader', { name: 'Included in yield' }).getAttribute('aria-sort'),
    ).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search expenses' }), {
      target: { value: 'imi' },
    });
    expect(await screen.findByText('IMI')).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe(
      '?tab=overview&expenses-sort=amount&expenses-order=asc&expenses-q=imi',
    );
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked).toContain(`/api${pageUrl({ sort: 'amount', order: 'asc', search: 'imi' })}`);
  });

  it('opens on the page and search of a shared link', async () => {
    mockApi({ [pageUrl({ page: 2, pageSize: 25, search: 'paint' })]: answer([PAINT], 30) });
    renderCard('?expenses-page=2&expenses-rows=25&expenses-q=paint');
    expect(await screen.findByText('Paint')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search expenses' }) as HTMLInputElement).value).toBe(
      'paint',
    );
  });
});

const ENTITY: EntityView = {
  id: 1,
  version: 1,
  name: 'Casa Silva',
  entityType: { id: 1, name: 'Personal' },
  country: { id: 1, name: 'Portugal' },
  legalName: null,
  financeNumber: null,
  description: null,
  phone: null,
  address: null,
  postalCode: null,
  city: null,
  mailReceipts: false,
  atReceiptsExempt: false,
  countProperties: 1,
  accessType: 'EDITOR',
  files: [],
};

describe('Entity Expenses view', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    startSession();
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  const renderView = (accessType: string) => {
    sessionStore.update({ accessMap: { 1: accessType } });
    const can = (right: Parameters<typeof hasRight>[1]) => hasRight(accessType, right);
    return renderWithProviders(
      <EntityViews entityId={ENTITY.id} files={ENTITY.files} can={can} />,
      '/entities/1?view=expenses',
    );
  };

  it('lists only the global expenses, without the yield column, with New expense for the create right', async () => {
    const ACCOUNTANT = expenseView(4, '2025-02-01', {
      propertyId: null,
      propertyName: null,
      name: 'Accountant',
    });
    const BANK = expenseView(5, '2025-04-01', {
      propertyId: null,
      propertyName: null,
      name: 'Bank fees',
      taxCategory: 'OTHER',
    });
    // The server keeps the global ones only (global=true).
    mockApi({ [GLOBAL_EXPENSES]: answer([BANK, ACCOUNTANT]) });
    renderView('EDITOR');
    expect(screen.getByRole('tab', { name: 'Expenses' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('Coming soon')).toBeNull();
    const rows = await bodyRows();
    expect(rows.map((cells) => cells.slice(0, 4))).toEqual([
      ['Date1 Apr 2025', 'NameBank fees', 'Amount€100.00', 'Tax categoryOther'],
      ['Date1 Feb 2025', 'NameAccountant', 'Amount€100.00', 'Tax categoryNo category'],
    ]);
    expect(screen.queryByText('Included in yield')).toBeNull();
    expect(screen.getByRole('link', { name: 'New expense' }).getAttribute('href')).toBe(
      '/entities/1/expense/new',
    );
    expect(screen.getByRole('link', { name: 'Edit expense Accountant' })).toBeTruthy();
  });

  it('gives a reader the list only', async () => {
    mockApi({ [GLOBAL_EXPENSES]: answer([]) });
    renderView('READ');
    expect(await screen.findByText('No expenses found')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New expense' })).toBeNull();
  });
});
