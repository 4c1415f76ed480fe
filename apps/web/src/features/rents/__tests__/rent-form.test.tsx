import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import {
  CONTRACT,
  contractView,
  LOV_ANSWERS,
  RENTS,
  renderRentPage,
  rentView,
  SLOW,
  sent,
  shownIn,
  type,
  typeDate,
} from '@/testing/fixtures/rent-fixtures';
import { mockApi, Reply, startSession } from '@/testing/render';

const NEW = `${CONTRACT}/rent/new`;
const inputValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const messageOf = (label: string) =>
  document.getElementById(`${screen.getByLabelText(label).id}-error`)?.textContent;

/** The New Rent page with its form, which comes once the contract's rent history has answered (here none: a 404). */
async function newRentShown() {
  await screen.findByRole('heading', { name: 'New Rent' });
  await screen.findByLabelText('Payment Period');
}

describe('Rent form', SLOW, () => {
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

  it('starts a rent without tax retention: next month, due on the contract’s day of it, the contract’s total', async () => {
    mockApi({
      ...LOV_ANSWERS,
      [CONTRACT]: contractView(12, {
        amount: 1000,
        extraAmount: 50,
        taxableAmount: 800,
        lastPaymentPeriod: '2025-01-15T12:00:00.000Z',
        rentDueDay: 8,
      }),
    });
    renderRentPage(NEW);
    await newRentShown();
    expect(inputValue('Payment Period')).toBe('02/2025');
    expect(inputValue('Payment Due Date')).toBe('08-02-2025');
    expect(inputValue('Amount')).toBe('1,050.00');
    expect(inputValue('Taxable Amount')).toBe('800.00');
    expect(inputValue('Retained Amount')).toBe('');
    await waitFor(() => expect(shownIn('Currency')).toBe('Euro'));
    expect(screen.getByRole('link', { name: 'Back to Contract' }).getAttribute('href')).toBe(
      `${CONTRACT}#rents`,
    );
  });

  it('starts a rent with tax retention at this month, retaining the percentage of the taxable amount', async () => {
    mockApi({
      ...LOV_ANSWERS,
      [CONTRACT]: contractView(12, {
        amount: 1000,
        extraAmount: 50.5,
        taxableAmount: 1050.5,
        taxRetention: true,
        taxRetentionPercentage: 25,
        currencyId: 2,
        currency: 'US Dollar',
        lastPaymentPeriod: null,
      }),
    });
    renderRentPage(NEW);
    await newRentShown();
    expect(inputValue('Payment Period')).toBe('03/2025');
    expect(inputValue('Amount')).toBe('1,050.50');
    expect(inputValue('Taxable Amount')).toBe('1,050.50');
    expect(inputValue('Retained Amount')).toBe('262.63');
    await waitFor(() => expect(shownIn('Currency')).toBe('US Dollar'));
  });

  it('posts the exact body, then toasts and returns to the contract’s rents', async () => {
    const fetchMock = mockApi({
      ...LOV_ANSWERS,
      [CONTRACT]: contractView(12, { lastPaymentPeriod: '2024-12-15T12:00:00.000Z' }),
      [`POST ${RENTS}`]: new Reply(201, { id: 40 }),
    });
    renderRentPage(NEW);
    await newRentShown();
    expect(inputValue('Payment Period')).toBe('01/2025');
    type('Retained Amount', '12.5');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Rent successfully created!')).toBeTruthy();
    expect((await screen.findByTestId('where')).textContent).toBe(`${CONTRACT}#rents`);
    expect(sent(fetchMock, 'POST', RENTS)).toEqual([
      {
        currencyId: 1,
        paymentDueDate: '2025-01-01',
        paymentPeriodDate: '2025-01-15',
        amount: 1000,
        retainedAmount: 12.5,
        taxableAmount: 1000,
      },
    ]);
  });

  it('says what is required and sends nothing; shows the server’s field errors under their fields', async () => {
    const fetchMock = mockApi({
      ...LOV_ANSWERS,
      [CONTRACT]: contractView(12),
      [`POST ${RENTS}`]: new Reply(400, {
        message: 'The request is not valid. Please check the fields.',
        fieldErrors: { paymentDueDate: 'validation.invalidDate' },
      }),
    });
    renderRentPage(NEW);
    await newRentShown();
    type('Amount', '');
    typeDate('Payment Period', '');
    typeDate('Payment Due Date', '');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(messageOf('Amount')).toBe('Amount is required'));
    expect(messageOf('Payment Period')).toBe('Payment Period is required');
    expect(messageOf('Payment Due Date')).toBe('Payment Due Date is required');
    expect(sent(fetchMock, 'POST', RENTS)).toEqual([]);

    type('Amount', '900');
    typeDate('Payment Period', '05/2025');
    typeDate('Payment Due Date', '31-05-2025');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(messageOf('Payment Due Date')).toBe('Invalid date'));
    expect(screen.getByText('The request is not valid. Please check the fields.')).toBeTruthy();
    expect(sent(fetchMock, 'POST', RENTS)).toEqual([
      expect.objectContaining({ amount: 900, paymentPeriodDate: '2025-05-15', paymentDueDate: '2025-05-31' }),
    ]);
  });

  it('edits a rent: prefilled, puts the exact body, then toasts and returns to the rents', async () => {
    const rent = rentView(5, '2025-02', { retainedAmount: 250, paymentDueDate: '2025-02-28T12:00:00.000Z' });
    const fetchMock = mockApi({ ...LOV_ANSWERS, [`${RENTS}/5`]: rent });
    renderRentPage(`${RENTS}/5/edit`);
    await screen.findByRole('heading', { name: 'Edit Rent' });
    expect(inputValue('Payment Period')).toBe('02/2025');
    expect(inputValue('Payment Due Date')).toBe('28-02-2025');
    expect(inputValue('Retained Amount')).toBe('250.00');
    type('Amount', '1,100');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Rent successfully updated!')).toBeTruthy();
    expect((await screen.findByTestId('where')).textContent).toBe(`${CONTRACT}#rents`);
    expect(sent(fetchMock, 'PUT', `${RENTS}/5`)).toEqual([
      {
        currencyId: 1,
        paymentDueDate: '2025-02-28',
        paymentPeriodDate: '2025-02-15',
        amount: 1100,
        retainedAmount: 250,
        taxableAmount: 1000,
        version: 1,
      },
    ]);
  });

  it('offers to reload when someone saved the rent since it was opened, then saves over the new version', async () => {
    const stale = 'Someone else saved this record after you opened it.';
    const rent = rentView(5, '2025-02');
    const answers: Record<string, unknown> = {
      ...LOV_ANSWERS,
      [`${RENTS}/5`]: rent,
      [`PUT ${RENTS}/5`]: new Reply(409, { message: stale, stale: true }),
    };
    const fetchMock = mockApi(answers);
    renderRentPage(`${RENTS}/5/edit`);
    await screen.findByRole('heading', { name: 'Edit Rent' });
    type('Amount', '1,100');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(stale)).toBeTruthy();

    answers[`${RENTS}/5`] = { ...rent, amount: 1200, version: 2 };
    answers[`PUT ${RENTS}/5`] = { ...rent, amount: 1200, retainedAmount: 30, version: 3 };
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(inputValue('Amount')).toBe('1,200.00'));
    expect(screen.queryByText(stale)).toBeNull();
    type('Retained Amount', '30');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Rent successfully updated!')).toBeTruthy();
    expect(sent(fetchMock, 'PUT', `${RENTS}/5`)).toEqual([
      expect.objectContaining({ amount: 1100, version: 1 }),
      expect.objectContaining({ amount: 1200, retainedAmount: 30, version: 2 }),
    ]);
  });

  it('says a rent is not found, and refuses the form without the right', async () => {
    mockApi({ ...LOV_ANSWERS, [`${RENTS}/5`]: new Reply(404, { message: 'Rent not found.' }) });
    renderRentPage(`${RENTS}/5/edit`);
    expect(await screen.findByRole('heading', { name: 'Rent not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Contract' }).getAttribute('href')).toBe(
      `${CONTRACT}#rents`,
    );
    cleanup();

    sessionStore.update({ accessMap: { 1: 'READ' } });
    mockApi({ ...LOV_ANSWERS, [CONTRACT]: contractView(12) });
    renderRentPage(NEW);
    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'New Rent' })).toBeNull();
  });
});
