import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import {
  CONTRACT,
  LOV_ANSWERS,
  paymentView,
  RENTS,
  renderRentPage,
  rentView,
  SLOW,
  sent,
  shownIn,
  type,
} from '@/testing/fixtures/rent-fixtures';
import { mockApi, Reply, startSession } from '@/testing/render';

const PAY = `${RENTS}/5/pay`;
const PAYMENTS = `${RENTS}/5/payments`;
const inputValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const messageOf = (label: string) =>
  document.getElementById(`${screen.getByLabelText(label).id}-error`)?.textContent;
const hintOf = (label: string) =>
  document.getElementById(`${screen.getByLabelText(label).id}-hint`)?.textContent;

describe('Payment form', SLOW, () => {
  beforeEach(async () => {
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

  it('starts with what is owed, in the rent’s currency, paid today, and asks the taxable amount', async () => {
    const rent = rentView(5, '2025-02', {
      amount: 1000.5,
      amountPaid: 300.25,
      amountToPay: 700.25,
      payments: [paymentView(1, '2025-02-10', 100.1), paymentView(2, '2025-02-20', 200.15)],
    });
    mockApi({ ...LOV_ANSWERS, [`${RENTS}/5`]: rent });
    renderRentPage(PAY);
    await screen.findByRole('heading', { name: 'New Payment' });
    expect(screen.getByText('February 2025')).toBeTruthy();
    expect(inputValue('Amount')).toBe('700.25');
    expect(hintOf('Amount')).toBe('Left to pay: €700.25');
    expect(inputValue('Payment Date')).toBe('10-03-2025');
    expect(inputValue('Taxable Amount')).toBe('');
    await waitFor(() => expect(shownIn('Currency')).toBe('Euro'));
    expect(screen.getByRole('link', { name: 'Back to Contract' }).getAttribute('href')).toBe(
      `${CONTRACT}#rents`,
    );
  });

  it('leaves out the taxable amount when tax is retained, and posts the exact body', async () => {
    const rent = rentView(5, '2025-02', { retainedAmount: 250, amountToPay: 750 });
    const fetchMock = mockApi({
      ...LOV_ANSWERS,
      [`${RENTS}/5`]: rent,
      [`POST ${PAYMENTS}`]: new Reply(201, { id: 70 }),
    });
    renderRentPage(PAY);
    await screen.findByRole('heading', { name: 'New Payment' });
    expect(inputValue('Amount')).toBe('750.00');
    expect(screen.queryByLabelText('Taxable Amount')).toBeNull();
    type('Description', '  Bank transfer  ');
    fireEvent.click(screen.getByRole('button', { name: 'Add payment' }));
    expect(await screen.findByText('Payment successfully created')).toBeTruthy();
    expect((await screen.findByTestId('where')).textContent).toBe(`${CONTRACT}#rents`);
    expect(sent(fetchMock, 'POST', PAYMENTS)).toEqual([
      {
        currencyId: 1,
        paymentDate: '2025-03-10',
        amount: 750,
        taxableAmount: null,
        description: 'Bank transfer',
      },
    ]);
  });

  it('sends a taxable amount when asked, and no description when blank', async () => {
    const fetchMock = mockApi({
      ...LOV_ANSWERS,
      [`${RENTS}/5`]: rentView(5, '2025-02'),
      [`POST ${PAYMENTS}`]: new Reply(201, { id: 70 }),
    });
    renderRentPage(PAY);
    await screen.findByRole('heading', { name: 'New Payment' });
    type('Amount', '400');
    type('Taxable Amount', '400');
    fireEvent.click(screen.getByRole('button', { name: 'Add payment' }));
    await screen.findByText('Payment successfully created');
    expect(sent(fetchMock, 'POST', PAYMENTS)).toEqual([
      { currencyId: 1, paymentDate: '2025-03-10', amount: 400, taxableAmount: 400, description: null },
    ]);
  });

  it('says what is required, and shows the server’s field errors under their fields', async () => {
    const fetchMock = mockApi({
      ...LOV_ANSWERS,
      [`${RENTS}/5`]: rentView(5, '2025-02'),
      [`POST ${PAYMENTS}`]: new Reply(400, {
        message: 'The request is not valid. Please check the fields.',
        fieldErrors: { amount: 'validation.positive' },
      }),
    });
    renderRentPage(PAY);
    await screen.findByRole('heading', { name: 'New Payment' });
    type('Amount', '');
    fireEvent.click(screen.getByRole('button', { name: 'Add payment' }));
    await waitFor(() => expect(messageOf('Amount')).toBe('Amount is required'));
    expect(sent(fetchMock, 'POST', PAYMENTS)).toEqual([]);

    type('Amount', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Add payment' }));
    await waitFor(() => expect(messageOf('Amount')).toBe('Must be a positive number'));
  });

  it('says what is left to pay in Portuguese, and shows a refused over-payment under the amount', async () => {
    await i18n.changeLanguage('pt');
    const leftToPay = 'O valor não pode ser superior ao que falta pagar (350,00\u00a0€)';
    mockApi({
      ...LOV_ANSWERS,
      [`${RENTS}/5`]: rentView(5, '2025-02', {
        amount: 1234.5,
        amountPaid: 884.5,
        amountToPay: 350,
        payments: [paymentView(1, '2025-02-10', 884.5)],
      }),
      [`POST ${PAYMENTS}`]: new Reply(400, {
        message: 'O pedido não é válido. Verifique os campos.',
        fieldErrors: { amount: leftToPay },
      }),
    });
    renderRentPage(PAY);
    await screen.findByRole('heading', { name: 'Novo pagamento' });
    expect(hintOf('Valor')).toBe('Falta pagar: 350,00\u00a0€');
    expect(screen.getByLabelText('Valor').getAttribute('aria-describedby')).toBe('amount-hint');
    type('Valor', '400');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar pagamento' }));
    await waitFor(() => expect(messageOf('Valor')).toBe(leftToPay));
    expect(screen.getByLabelText('Valor').getAttribute('aria-describedby')).toBe('amount-hint amount-error');
  });

  it('refuses the form without the create right', async () => {
    sessionStore.update({ accessMap: { 1: 'READ' } });
    mockApi({ ...LOV_ANSWERS, [`${RENTS}/5`]: rentView(5, '2025-02') });
    renderRentPage(PAY);
    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'New Payment' })).toBeNull();
  });
});
