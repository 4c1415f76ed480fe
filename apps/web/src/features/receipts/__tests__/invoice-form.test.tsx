import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import {
  BODY,
  CONTRACT,
  CREATE,
  INFO,
  inputValue,
  messageOf,
  PDF,
  renderReceiptPage,
  SLOW,
  type,
  VALIDATE,
} from '@/testing/fixtures/receipt-fixtures';
import { mockApi, startSession } from '@/testing/render';

const TITLE = { name: 'Create Invoice PDF' };
const amountToPay = () => screen.getByText(/Amount to pay/).textContent;

describe('Invoice PDF form', SLOW, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    startSession();
    sessionStore.update({ accessMap: { 1: 'EDITOR' } });
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('is prefilled from the server', async () => {
    mockApi({ [PDF]: INFO });
    renderReceiptPage(CREATE);
    await screen.findByRole('heading', TITLE);
    expect(inputValue('Landlord Name')).toBe('Augusta Imóveis Lda');
    expect(inputValue('Landlord Address')).toBe('Avenida da Liberdade 100');
    expect(inputValue('Landlord Postal Code')).toBe('1250-146');
    expect(inputValue('Landlord Phone Number')).toBe('213000000');
    expect(inputValue('Landlord Tax Number')).toBe('501234567');
    expect(inputValue('Property Address')).toBe('Rua Augusta 12, 2Esq, 1100-053 Lisboa');
    expect(inputValue('Tenant Name')).toBe('Ana Silva, Bruno Costa');
    expect(inputValue('Tenant Tax Number')).toBe('123456789, 987654321');
    expect(inputValue('Tenant Address')).toBe('Rua Augusta 12, 2Esq, Lisboa');
    expect(inputValue('Tenant Postal Code')).toBe('1100-053');
    expect(inputValue('Receipt Number')).toBe('2026/7');
    expect(inputValue('Payment Date')).toBe('10-07-2026');
    expect(inputValue('Emission Date')).toBe('20-07-2026');
    expect(inputValue('Rent Period')).toBe('julho de 2026');
    expect(inputValue('Rent Amount')).toBe('1,000.00');
    expect(inputValue('Retained Amount')).toBe('250.00');
    expect(amountToPay()).toBe('Amount to pay: €750.00');
    expect(screen.getByRole('link', { name: 'Back to Contract' }).getAttribute('href')).toBe(
      `${CONTRACT}#rents`,
    );
  });

  it('takes the data of the navigation state instead of the server’s', async () => {
    const fetchMock = mockApi({ [PDF]: INFO });
    const invoice = { ...BODY, receiptNumber: 'R-40', retainedAmount: null };
    renderReceiptPage({ pathname: CREATE, state: { invoice } });
    await screen.findByRole('heading', TITLE);
    expect(inputValue('Receipt Number')).toBe('R-40');
    expect(inputValue('Retained Amount')).toBe('');
    expect(amountToPay()).toBe('Amount to pay: €1,000.00');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('updates the amount to pay as the amounts are typed, to the cent', async () => {
    mockApi({ [PDF]: INFO });
    renderReceiptPage(CREATE);
    await screen.findByRole('heading', TITLE);
    type('Rent Amount', '1000.10');
    type('Retained Amount', '250.05');
    await waitFor(() => expect(amountToPay()).toBe('Amount to pay: €750.05'));
    type('Retained Amount', '');
    await waitFor(() => expect(amountToPay()).toBe('Amount to pay: €1,000.10'));
  });

  it('says what is wrong and stays', async () => {
    mockApi({ [PDF]: INFO });
    renderReceiptPage(CREATE);
    await screen.findByRole('heading', TITLE);
    type('Landlord Name', '  ');
    type('Receipt Number', '2026#7');
    type('Rent Amount', '100');
    type('Retained Amount', '100.01');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(messageOf('Landlord Name')).toBe('Landlord Name is required'));
    expect(messageOf('Receipt Number')).toBe('Use only letters, digits, spaces and the characters / - .');
    expect(messageOf('Retained Amount')).toBe('Cannot be more than the Rent Amount');
    type('Rent Amount', '');
    await waitFor(() => expect(messageOf('Rent Amount')).toBe('Rent Amount is required'));
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('hands the checked data and the choice to mail it (the entity default) to the preview', async () => {
    mockApi({ [PDF]: INFO });
    renderReceiptPage(CREATE, { preview: false });
    await screen.findByRole('heading', TITLE);
    type('Tenant Name', '  Ana Silva  ');
    expect(screen.getByText('To ana@example.com')).toBeTruthy();
    const mail = screen.getByLabelText('Mail the receipt to the tenant') as HTMLInputElement;
    expect(mail.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect((await screen.findByTestId('where')).textContent).toBe(VALIDATE);
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual({
      invoice: { ...BODY, tenantName: 'Ana Silva' },
      mail: { send: true, emails: ['ana@example.com'] },
    });
  });

  it('cannot mail the receipt when no tenant has an e-mail', async () => {
    mockApi({ [PDF]: { ...INFO, tenantEmails: [] } });
    renderReceiptPage(CREATE, { preview: false });
    await screen.findByRole('heading', TITLE);
    expect(
      screen.getByText('No tenant of the contract has an e-mail: the receipt cannot be mailed.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Mail the receipt to the tenant')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByTestId('where');
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '').mail).toEqual({
      send: false,
      emails: [],
    });
  });

  it('refuses the form without the create right', async () => {
    sessionStore.update({ accessMap: { 1: 'READ' } });
    mockApi({ [PDF]: INFO });
    renderReceiptPage(CREATE);
    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
    expect(screen.queryByRole('heading', TITLE)).toBeNull();
  });

  it('says when the payment is not there', async () => {
    mockApi({});
    renderReceiptPage(CREATE);
    expect(await screen.findByRole('heading', { name: 'Payment not found' })).toBeTruthy();
  });
});
