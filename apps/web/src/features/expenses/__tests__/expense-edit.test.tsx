import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import {
  choose,
  EXPENSES,
  expenseDetail,
  inputValue,
  LOV_ANSWERS,
  renderExpenseRoutes,
  SLOW,
  SUMMARY,
  sent,
  shownIn,
  type,
  where,
} from '@/testing/fixtures/expense-fixtures';
import { summaryAnswer } from '@/testing/fixtures/property-fixtures';
import { mockApi, Reply, startSession } from '@/testing/render';

const EXPENSE = `${EXPENSES}/30`;
const ANSWERS = { ...LOV_ANSWERS, '/entities/1/properties/summary': summaryAnswer(SUMMARY) };
const WATER = expenseDetail(30, '2025-02-14', {
  name: 'Water bill',
  description: 'February',
  amount: 45.2,
  includeInYield: false,
  taxCategory: 'CONDOMINIUM',
});

type FetchMock = ReturnType<typeof mockApi>;
const deletes = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url));

describe('Edit Expense', SLOW, () => {
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

  it('loads the expense, puts the whole expense, toasts and returns to its property', async () => {
    const fetchMock = mockApi({ ...ANSWERS, [EXPENSE]: WATER, [`PUT ${EXPENSE}`]: WATER });
    renderExpenseRoutes(EXPENSE);
    expect(screen.getByRole('status')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Edit Expense' });
    expect(inputValue('Date')).toBe('14-02-2025');
    expect(inputValue('Amount')).toBe('45.20');
    expect(inputValue('Name')).toBe('Water bill');
    expect((screen.getByLabelText('Include in yield') as HTMLInputElement).checked).toBe(false);
    expect(shownIn('Tax category (IRS Anexo F)')).toBe('Condominium');
    await waitFor(() => expect(shownIn('Property')).toBe('Casa Augusta · Rua Augusta 12, 1100-053 Lisboa'));
    type('Description', '');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Expense successfully updated')).toBeTruthy();
    expect(await where()).toBe('/entities/1/properties/7/#expenses');
    expect(sent(fetchMock, 'PUT', EXPENSE)).toEqual([
      {
        propertyId: 7,
        currencyId: 1,
        date: '2025-02-14',
        amount: 45.2,
        name: 'Water bill',
        description: null,
        includeInYield: false,
        taxCategory: 'CONDOMINIUM',
        version: 1,
      },
    ]);
  });

  it('takes the tax category back to none', async () => {
    const fetchMock = mockApi({ ...ANSWERS, [EXPENSE]: WATER, [`PUT ${EXPENSE}`]: WATER });
    renderExpenseRoutes(EXPENSE);
    await screen.findByRole('heading', { name: 'Edit Expense' });
    await choose('Tax category (IRS Anexo F)', 'No category');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Expense successfully updated')).toBeTruthy();
    expect(sent(fetchMock, 'PUT', EXPENSE)).toEqual([
      expect.objectContaining({ taxCategory: null, version: 1 }),
    ]);
  });

  it('offers to reload when someone saved the expense since it was opened, then saves over the new version', async () => {
    const stale = 'Someone else saved this record after you opened it.';
    const answers: Record<string, unknown> = {
      ...ANSWERS,
      [EXPENSE]: WATER,
      [`PUT ${EXPENSE}`]: new Reply(409, { message: stale, stale: true }),
    };
    const fetchMock = mockApi(answers);
    renderExpenseRoutes(EXPENSE);
    await screen.findByRole('heading', { name: 'Edit Expense' });
    type('Name', 'Water');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(stale)).toBeTruthy();

    answers[EXPENSE] = { ...WATER, name: 'Water and sewage', version: 2 };
    answers[`PUT ${EXPENSE}`] = { ...WATER, name: 'Water and sewage', description: null, version: 3 };
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(inputValue('Name')).toBe('Water and sewage'));
    expect(screen.queryByText(stale)).toBeNull();
    type('Description', '');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Expense successfully updated')).toBeTruthy();
    expect(sent(fetchMock, 'PUT', EXPENSE).map((body) => (body as { version: number }).version)).toEqual([
      1, 2,
    ]);
  });

  it('deletes a global expense once confirmed, then toasts and opens the entity’s Expenses view', async () => {
    const fetchMock = mockApi({
      ...ANSWERS,
      [EXPENSE]: { ...WATER, propertyId: null, propertyName: null },
      [`DELETE ${EXPENSE}`]: new Reply(204, null),
    });
    renderExpenseRoutes(EXPENSE);
    await screen.findByRole('heading', { name: 'Edit Expense' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete expense' });
    expect(within(dialog).getByText('Are you sure you want to delete the expense Water bill?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes(fetchMock)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete expense' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Expense successfully deleted')).toBeTruthy();
    expect(await where()).toBe('/entities/1?view=expenses#entity-views');
    expect(deletes(fetchMock)).toEqual([`/api${EXPENSE}`]);
  });

  it('shows a refused delete as an error toast and stays on the page', async () => {
    const refusal = 'You do not have permission to do this.';
    mockApi({ ...ANSWERS, [EXPENSE]: WATER, [`DELETE ${EXPENSE}`]: new Reply(403, { message: refusal }) });
    renderExpenseRoutes(EXPENSE);
    await screen.findByRole('heading', { name: 'Edit Expense' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete expense' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Edit Expense' })).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('offers no Delete without the delete right, and no page without the edit right', async () => {
    sessionStore.update({ accessMap: { 1: 'EDITOR' } });
    mockApi({ ...ANSWERS, [EXPENSE]: WATER });
    renderExpenseRoutes(EXPENSE);
    await screen.findByRole('heading', { name: 'Edit Expense' });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    cleanup();

    sessionStore.update({ accessMap: { 1: 'READ' } });
    mockApi({ ...ANSWERS, [EXPENSE]: WATER });
    renderExpenseRoutes(EXPENSE);
    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Edit Expense' })).toBeNull();
  });

  it('says the expense is not found on a 404, and for an id that is no id', async () => {
    mockApi({ ...ANSWERS, [EXPENSE]: new Reply(404, { message: 'Expense not found.' }) });
    renderExpenseRoutes(EXPENSE);
    expect(await screen.findByRole('heading', { name: 'Expense not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the entity' }).getAttribute('href')).toBe(
      '/entities/1?view=expenses#entity-views',
    );
    cleanup();

    const fetchMock = mockApi(ANSWERS);
    renderExpenseRoutes(`${EXPENSES}/abc`);
    expect(await screen.findByRole('heading', { name: 'Expense not found' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/expenses'))).toBe(false);
  });

  it('shows another failure with a retry', async () => {
    mockApi({ ...ANSWERS, [EXPENSE]: new Reply(500, { message: 'Something went wrong on our side.' }) });
    renderExpenseRoutes(EXPENSE);
    expect(await screen.findByRole('heading', { name: 'The expense could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
