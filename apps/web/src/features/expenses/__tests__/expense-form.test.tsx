import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import {
  choose,
  EXPENSES,
  inputValue,
  LOV_ANSWERS,
  messageOf,
  renderExpenseRoutes,
  SLOW,
  SUMMARY,
  sent,
  shownIn,
  type,
  typeDate,
  where,
} from '@/testing/fixtures/expense-fixtures';
import { summaryAnswer } from '@/testing/fixtures/property-fixtures';
import { mockApi, Reply, startSession } from '@/testing/render';

const NEW = '/entities/1/expense/new';
const ANSWERS = { ...LOV_ANSWERS, '/entities/1/properties/summary': summaryAnswer(SUMMARY) };
const HOUSE = 'Casa Augusta · Rua Augusta 12, 1100-053 Lisboa';
const GLOBAL_NOTE =
  'Without a property this will be a global expense of the entity, not tied to any property.';

const TAX_CATEGORY = 'Tax category (IRS Anexo F)';

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create' }));
const yieldSwitch = () => screen.queryByLabelText('Include in yield') as HTMLInputElement | null;

describe('New Expense', SLOW, () => {
  beforeEach(async () => {
    // Today is 10 March 2025; only the clock is fake, timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 10, 9, 30));
    await i18n.changeLanguage('en');
    startSession();
    sessionStore.update({ accessMap: { 1: 'EDITOR' } });
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('starts without a property: a global expense, said so, without the yield toggle', async () => {
    mockApi(ANSWERS);
    renderExpenseRoutes(NEW);
    await screen.findByRole('heading', { name: 'New Expense' });
    await waitFor(() => expect(shownIn('Property')).toBe('No property (entity expense)'));
    await waitFor(() => expect(shownIn('Currency')).toBe('Euro'));
    expect(inputValue('Date')).toBe('10-03-2025');
    expect(inputValue('Amount')).toBe('');
    expect(screen.getByText(GLOBAL_NOTE)).toBeTruthy();
    expect(yieldSwitch()).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the entity' }).getAttribute('href')).toBe(
      '/entities/1?view=expenses#entity-views',
    );
  });

  it('preselects ?propertyId=, and then asks about the yield, counted by default', async () => {
    mockApi(ANSWERS);
    renderExpenseRoutes(`${NEW}?propertyId=7`);
    await screen.findByRole('heading', { name: 'New Expense' });
    await waitFor(() => expect(shownIn('Property')).toBe(HOUSE));
    expect(yieldSwitch()?.checked).toBe(true);
    expect(screen.queryByText(GLOBAL_NOTE)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the property' }).getAttribute('href')).toBe(
      '/entities/1/properties/7/#expenses',
    );

    await choose('Property', 'No property (entity expense)');
    expect(await screen.findByText(GLOBAL_NOTE)).toBeTruthy();
    expect(yieldSwitch()).toBeNull();
  });

  it('drops a ?propertyId= that is no property of the entity', async () => {
    mockApi(ANSWERS);
    renderExpenseRoutes(`${NEW}?propertyId=99`);
    await screen.findByRole('heading', { name: 'New Expense' });
    expect(await screen.findByText(GLOBAL_NOTE)).toBeTruthy();
    expect(shownIn('Property')).toBe('No property (entity expense)');
  });

  it('says what is required and sends nothing', async () => {
    const fetchMock = mockApi(ANSWERS);
    renderExpenseRoutes(NEW);
    await screen.findByRole('heading', { name: 'New Expense' });
    typeDate('Date', '');
    submit();
    await waitFor(() => expect(messageOf('Name')).toBe('Name is required'));
    expect(messageOf('Amount')).toBe('Amount is required');
    expect(messageOf('Date')).toBe('Date is required');

    type('Name', 'x'.repeat(51));
    type('Description', 'd'.repeat(256));
    submit();
    await waitFor(() => expect(messageOf('Name')).toBe('Cannot contain more than 50 characters'));
    expect(messageOf('Description')).toBe('Cannot contain more than 255 characters');
    expect(sent(fetchMock, 'POST', EXPENSES)).toEqual([]);
  });

  it('posts a property expense with the picked day and an empty description as null, then goes to the property', async () => {
    const fetchMock = mockApi({ ...ANSWERS, [`POST ${EXPENSES}`]: new Reply(201, { id: 30 }) });
    renderExpenseRoutes(`${NEW}?propertyId=7`);
    await screen.findByRole('heading', { name: 'New Expense' });
    await waitFor(() => expect(shownIn('Currency')).toBe('Euro'));
    typeDate('Date', '05-03-2025');
    type('Amount', '1,234.5');
    type('Name', '  Water bill ');
    type('Description', '   ');
    fireEvent.click(yieldSwitch() as HTMLInputElement);
    await choose(TAX_CATEGORY, 'Other');
    submit();
    expect(await screen.findByText('Expense successfully created')).toBeTruthy();
    expect(await where()).toBe('/entities/1/properties/7/#expenses');
    expect(sent(fetchMock, 'POST', EXPENSES)).toEqual([
      {
        propertyId: 7,
        currencyId: 1,
        date: '2025-03-05',
        amount: 1234.5,
        name: 'Water bill',
        description: null,
        includeInYield: false,
        taxCategory: 'OTHER',
      },
    ]);
  });

  it('posts a global expense, then opens the entity’s Expenses view', async () => {
    const fetchMock = mockApi({ ...ANSWERS, [`POST ${EXPENSES}`]: new Reply(201, { id: 31 }) });
    renderExpenseRoutes(NEW);
    await screen.findByRole('heading', { name: 'New Expense' });
    await choose('Currency', 'US Dollar');
    type('Amount', '80');
    type('Name', 'Accountant');
    type('Description', 'March');
    submit();
    expect(await screen.findByText('Expense successfully created')).toBeTruthy();
    expect(await where()).toBe('/entities/1?view=expenses#entity-views');
    expect(sent(fetchMock, 'POST', EXPENSES)).toEqual([
      {
        propertyId: null,
        currencyId: 2,
        date: '2025-03-10',
        amount: 80,
        name: 'Accountant',
        description: 'March',
        includeInYield: true,
        taxCategory: null,
      },
    ]);
  });

  it('offers the six tax categories of Anexo F in the return’s order after none, none at first', async () => {
    mockApi(ANSWERS);
    renderExpenseRoutes(`${NEW}?propertyId=7`);
    await screen.findByRole('heading', { name: 'New Expense' });
    expect(shownIn(TAX_CATEGORY)).toBe('No category');
    expect(screen.getByText("The expense column of the IRS return's Anexo F where it is declared.").id).toBe(
      'taxCategory-hint',
    );
    fireEvent.click(screen.getByLabelText(TAX_CATEGORY).closest('.p-dropdown') as HTMLElement);
    const options = await waitFor(() => {
      const items = screen.getAllByRole('option', { hidden: true }).filter((item) => item.tagName === 'LI');
      expect(items.length).toBeGreaterThan(0);
      return items.map((item) => item.textContent);
    });
    expect(options).toEqual([
      'No category',
      'Maintenance and repairs',
      'Condominium',
      'Stamp duty',
      'Municipal property tax (IMI)',
      'Municipal fees',
      'Other',
    ]);
  });

  it('sends the tax category chosen, and none once taken back', async () => {
    const fetchMock = mockApi({ ...ANSWERS, [`POST ${EXPENSES}`]: new Reply(201, { id: 32 }) });
    renderExpenseRoutes(`${NEW}?propertyId=7`);
    await screen.findByRole('heading', { name: 'New Expense' });
    await waitFor(() => expect(shownIn('Currency')).toBe('Euro'));
    type('Amount', '312.45');
    type('Name', 'IMI');
    await choose(TAX_CATEGORY, 'Municipal property tax (IMI)');
    expect(shownIn(TAX_CATEGORY)).toBe('Municipal property tax (IMI)');
    await choose(TAX_CATEGORY, 'No category');
    await choose(TAX_CATEGORY, 'Stamp duty');
    submit();
    expect(await screen.findByText('Expense successfully created')).toBeTruthy();
    expect(sent(fetchMock, 'POST', EXPENSES)).toEqual([
      {
        propertyId: 7,
        currencyId: 1,
        date: '2025-03-10',
        amount: 312.45,
        name: 'IMI',
        description: null,
        includeInYield: true,
        taxCategory: 'STAMP_DUTY',
      },
    ]);
  });

  it('shows the server’s field messages under their fields and its message in an alert', async () => {
    mockApi({
      ...ANSWERS,
      [`POST ${EXPENSES}`]: new Reply(400, {
        message: 'The request is not valid. Please check the fields.',
        fieldErrors: { date: 'validation.invalidDate', propertyId: 'Property not found.' },
      }),
    });
    renderExpenseRoutes(`${NEW}?propertyId=7`);
    await screen.findByRole('heading', { name: 'New Expense' });
    await waitFor(() => expect(shownIn('Currency')).toBe('Euro'));
    type('Amount', '10');
    type('Name', 'Paint');
    submit();
    expect(await screen.findByText('The request is not valid. Please check the fields.')).toBeTruthy();
    expect(messageOf('Date')).toBe('Invalid date');
    expect(messageOf('Property')).toBe('Property not found.');
    expect(screen.getByRole('heading', { name: 'New Expense' })).toBeTruthy();
  });

  it('says so in Portuguese too', async () => {
    await i18n.changeLanguage('pt');
    mockApi(ANSWERS);
    renderExpenseRoutes(NEW);
    await screen.findByRole('heading', { name: 'Nova despesa' });
    fireEvent.click(screen.getByRole('button', { name: 'Criar' }));
    await waitFor(() => expect(messageOf('Nome')).toBe('O nome é obrigatório'));
    expect(shownIn('Categoria fiscal (IRS, Anexo F)')).toBe('Sem categoria');
    expect(
      screen.getByText(
        'Sem imóvel, esta será uma despesa global da entidade, não associada a nenhum imóvel.',
      ),
    ).toBeTruthy();
  });

  it('is not for a reader', async () => {
    sessionStore.update({ accessMap: { 1: 'READ' } });
    mockApi(ANSWERS);
    renderExpenseRoutes(NEW);
    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'New Expense' })).toBeNull();
  });
});
