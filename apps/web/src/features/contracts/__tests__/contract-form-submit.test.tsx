import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import {
  choiceIn,
  choose,
  contractView,
  FORM_ANSWERS,
  renderForm,
  SLOW,
  sent,
  type,
  typeDate,
} from '@/testing/fixtures/contract-fixtures';
import { mockApi, Reply, startSession } from '@/testing/render';

const CASA = 'Casa Augusta · Rua Augusta 12, 1100-053 Lisboa';
const POST = 'POST /entities/1/properties/7/contracts';
const AT_NUMBER = 'Contract number at the Tax Authority (AT)';

/** The message under the field labelled `label`. */
const messageOf = (label: string) => {
  const id = screen.getByLabelText(label).id;
  return document.getElementById(`${id}-error`)?.textContent;
};

const submit = (label = 'Create') => fireEvent.click(screen.getByRole('button', { name: label }));

/** Property, one tenant, an amount and the year 2025: everything required. */
async function fillRequired() {
  await screen.findByRole('heading', { name: 'New Contract' });
  await choose('Property', CASA);
  await choose('Tenants', 'Ana Silva');
  type('Amount', '1000');
  typeDate('Start Date', '01-01-2025');
  typeDate('End Date', '31-12-2025');
}

describe('Contract form submit', SLOW, () => {
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

  it('says what is required, and sends nothing', async () => {
    const fetchMock = mockApi(FORM_ANSWERS);
    renderForm();
    await screen.findByRole('heading', { name: 'New Contract' });
    fireEvent.click(screen.getByRole('button', { name: 'Other' }));
    type('Every', '');
    submit();
    await waitFor(() => expect(messageOf('Property')).toBe('Property is required'));
    expect(messageOf('Tenants')).toBe('Tenant is missing');
    expect(messageOf('Amount')).toBe('Amount is required');
    expect(messageOf('Every')).toBe('Frequency Value is required');
    expect(messageOf('Start Date')).toBe('Start Date is required');
    expect(messageOf('End Date')).toBe('End Date is required');
    // The date input itself is marked and described, not only the picker around it.
    const startDate = screen.getByLabelText('Start Date');
    expect(startDate.getAttribute('aria-invalid')).toBe('true');
    expect(startDate.getAttribute('aria-describedby')).toBe('startDate-error');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('asks for a taxable amount with tax retention, suggesting the total, and proposes 25 %', async () => {
    mockApi(FORM_ANSWERS);
    renderForm();
    await fillRequired();
    type('Extra Amount', '50.5');
    fireEvent.click(choiceIn('Tax Retention', 'Yes'));
    // Portugal's 25 % is proposed; once cleared, the percentage is asked for.
    expect(screen.getByLabelText('Tax Retention Percentage')).toHaveProperty('value', '25');
    type('Tax Retention Percentage', '');
    submit();
    await waitFor(() =>
      expect(messageOf('Taxable Amount')).toBe(
        'The taxable amount is required when the contract has tax retention. Suggested taxable amount: 1050.5.',
      ),
    );
    expect(messageOf('Tax Retention Percentage')).toBe('Tax Retention Percentage is required');
  });

  it('checks the order of the dates and that the renegotiation lies within the contract', async () => {
    mockApi(FORM_ANSWERS);
    renderForm();
    await fillRequired();
    typeDate('Start Date', '01-06-2026');
    typeDate('Start of Renegotiation', '01-12-2025');
    typeDate('End of Renegotiation', '01-11-2025');
    submit();
    await waitFor(() => expect(messageOf('Start Date')).toBe('must be before End Date'));
    expect(messageOf('End Date')).toBe('must be after Start Date');
    expect(messageOf('Start of Renegotiation')).toBe('must be before the End of Renegotiation Date');
    expect(messageOf('End of Renegotiation')).toBe('must be after the Start of Renegotiation Date');

    typeDate('Start Date', '01-01-2025');
    typeDate('Start of Renegotiation', '01-10-2025');
    typeDate('End of Renegotiation', '15-01-2026');
    submit();
    await waitFor(() => expect(messageOf('End of Renegotiation')).toBe('must be during the contract'));
    expect(messageOf('Start Date')).toBeUndefined();
    expect(messageOf('Start of Renegotiation')).toBeUndefined();
  });

  it('says so in Portuguese', async () => {
    await i18n.changeLanguage('pt');
    mockApi(FORM_ANSWERS);
    renderForm();
    await screen.findByRole('heading', { name: 'Novo contrato' });
    fireEvent.click(screen.getByRole('button', { name: 'Criar' }));
    await waitFor(() => expect(messageOf('Inquilinos')).toBe('Falta o inquilino'));
  });

  it('sends the exact body, days as YYYY-MM-DD, then toasts and opens the new contract', async () => {
    const fetchMock = mockApi({ ...FORM_ANSWERS, [POST]: new Reply(201, { id: 99 }) });
    renderForm();
    await fillRequired();
    await choose('Tenants', 'Bruno Costa');
    type('Extra Amount', '50');
    type('Extra Amount Description', '  Water and electricity  ');
    type('Guarantee', '2000');
    fireEvent.click(choiceIn('Tax Retention', 'Yes'));
    type('Taxable Amount', '1050');
    type('Tax Retention Percentage', '25');
    fireEvent.click(choiceIn('Automatic rents', 'Yes'));
    typeDate('Start of Renegotiation', '01-10-2025');
    typeDate('End of Renegotiation', '30-11-2025');
    type(AT_NUMBER, '  123456789  ');
    submit();

    expect(await screen.findByText('Contract successfully created!')).toBeTruthy();
    expect((await screen.findByTestId('where')).textContent).toBe('/entities/1/properties/7/contracts/99');
    expect(sent(fetchMock, 'POST', '/entities/1/properties/7/contracts')).toEqual([
      {
        propertyId: 7,
        currencyId: 1,
        frequencyTypeId: 3,
        frequencyValue: 1,
        amount: 1000,
        taxableAmount: 1050,
        guarantee: 2000,
        extraAmount: 50,
        extraAmountDescription: 'Water and electricity',
        taxRetention: true,
        taxRetentionPercentage: 25,
        automaticRents: true,
        rentDueDay: 1,
        startDate: '2025-01-01',
        endDate: '2025-12-31',
        startDateRenegotiationPeriod: '2025-10-01',
        endDateRenegotiationPeriod: '2025-11-30',
        tenantsId: [3, 4],
        atContractNumber: '123456789',
      },
    ]);
  });

  it('sends a quarterly frequency and no description without an extra amount', async () => {
    const fetchMock = mockApi({ ...FORM_ANSWERS, [POST]: new Reply(201, { id: 99 }) });
    renderForm();
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Other' }));
    type('Every', '3');
    type('Extra Amount', '10');
    type('Extra Amount Description', 'Water');
    type('Extra Amount', '');
    submit();
    await screen.findByText('Contract successfully created!');
    expect(sent(fetchMock, 'POST', '/entities/1/properties/7/contracts')).toEqual([
      expect.objectContaining({
        frequencyTypeId: 3,
        frequencyValue: 3,
        extraAmount: null,
        extraAmountDescription: null,
        taxableAmount: null,
        taxRetention: false,
        taxRetentionPercentage: null,
        startDateRenegotiationPeriod: null,
        endDateRenegotiationPeriod: null,
        atContractNumber: null,
      }),
    ]);
  });

  it('lists overlapping contracts as links that open in a new tab', async () => {
    const message = 'This contract overlaps another contract on the same property.';
    mockApi({
      ...FORM_ANSWERS,
      [POST]: new Reply(409, {
        message,
        conflicts: [
          { propertyId: 7, contractId: 5 },
          { propertyId: 2, contractId: 6 },
        ],
      }),
    });
    renderForm();
    await fillRequired();
    submit();
    const alert = (await screen.findByText(message)).closest('[role="alert"]') as HTMLElement;
    const links = within(alert).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Contract 5', 'Contract 6']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/entities/1/properties/7/contracts/5',
      '/entities/1/properties/2/contracts/6',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
    }
    expect(screen.getByRole('heading', { name: 'New Contract' })).toBeTruthy();
  });

  it('shows the server’s field errors under their fields and the others in the alert', async () => {
    mockApi({
      ...FORM_ANSWERS,
      [POST]: new Reply(400, {
        message: 'The request is not valid. Please check the fields.',
        fieldErrors: { tenantsId: 'This tenant is not of the entity.', addressId: 'Unknown address.' },
      }),
    });
    renderForm();
    await fillRequired();
    submit();
    await waitFor(() => expect(messageOf('Tenants')).toBe('This tenant is not of the entity.'));
    expect(
      screen.getByText('The request is not valid. Please check the fields. Unknown address.'),
    ).toBeTruthy();
  });

  it('updates a contract, then toasts and goes back to it', async () => {
    const fetchMock = mockApi({
      ...FORM_ANSWERS,
      '/entities/1/properties/7/contracts/12': contractView(12),
    });
    renderForm('/entities/1/properties/7/contracts/12/edit');
    await screen.findByRole('heading', { name: 'Edit Contract' });
    type('Amount', '1100');
    submit('Update');
    expect(await screen.findByText('Contract successfully updated!')).toBeTruthy();
    expect((await screen.findByTestId('where')).textContent).toBe('/entities/1/properties/7/contracts/12');
    expect(sent(fetchMock, 'PUT', '/entities/1/properties/7/contracts/12')).toEqual([
      {
        propertyId: 7,
        currencyId: 1,
        frequencyTypeId: 3,
        frequencyValue: 1,
        amount: 1100,
        taxableAmount: 1000,
        guarantee: null,
        extraAmount: null,
        extraAmountDescription: null,
        taxRetention: false,
        taxRetentionPercentage: null,
        automaticRents: false,
        rentDueDay: 1,
        startDate: '2025-01-01',
        endDate: '2025-12-31',
        startDateRenegotiationPeriod: null,
        endDateRenegotiationPeriod: null,
        tenantsId: [3],
        atContractNumber: null,
        version: 1,
      },
    ]);
  });

  it('shows the contract’s number at the Tax Authority, and sends it changed or cleared', async () => {
    const contract = '/entities/1/properties/7/contracts/12';
    const fetchMock = mockApi({
      ...FORM_ANSWERS,
      [contract]: contractView(12, { atContractNumber: 'AT-2025/0042' }),
    });
    renderForm(`${contract}/edit`);
    await screen.findByRole('heading', { name: 'Edit Contract' });
    expect(screen.getByLabelText(AT_NUMBER)).toHaveProperty('value', 'AT-2025/0042');
    expect(
      screen.getByText(
        'Optional. The AT gives it when the contract is communicated and its stamp duty paid.',
      ),
    ).toBeTruthy();
    type(AT_NUMBER, 'AT-2025/0043');
    submit('Update');
    expect(await screen.findByText('Contract successfully updated!')).toBeTruthy();
    expect(sent(fetchMock, 'PUT', contract)).toEqual([
      expect.objectContaining({ atContractNumber: 'AT-2025/0043', version: 1 }),
    ]);
  });

  it('sends a blanked number as none', async () => {
    const contract = '/entities/1/properties/7/contracts/12';
    const fetchMock = mockApi({
      ...FORM_ANSWERS,
      [contract]: contractView(12, { atContractNumber: 'AT-2025/0042' }),
    });
    renderForm(`${contract}/edit`);
    await screen.findByRole('heading', { name: 'Edit Contract' });
    type(AT_NUMBER, '   ');
    submit('Update');
    expect(await screen.findByText('Contract successfully updated!')).toBeTruthy();
    expect(sent(fetchMock, 'PUT', contract)).toEqual([expect.objectContaining({ atContractNumber: null })]);
  });

  it('takes at most 30 characters for the number, and sends nothing longer', async () => {
    const fetchMock = mockApi({ ...FORM_ANSWERS, [POST]: new Reply(201, { id: 99 }) });
    renderForm();
    await fillRequired();
    type(AT_NUMBER, '1'.repeat(31));
    submit();
    await waitFor(() => expect(messageOf(AT_NUMBER)).toBe('Cannot contain more than 30 characters'));
    expect(sent(fetchMock, 'POST', '/entities/1/properties/7/contracts')).toEqual([]);
    type(AT_NUMBER, '1'.repeat(30));
    submit();
    expect(await screen.findByText('Contract successfully created!')).toBeTruthy();
    expect(sent(fetchMock, 'POST', '/entities/1/properties/7/contracts')).toEqual([
      expect.objectContaining({ atContractNumber: '1'.repeat(30) }),
    ]);
  });

  it("shows an updated contract's rent read-only: it changes through the rent history", async () => {
    const row = (id: number, effectiveDate: string, reason: 'START' | 'UPDATE') => ({
      id,
      effectiveDate,
      amount: 1000,
      taxableAmount: 1000,
      reason,
      coefficient: null,
      coefficientYear: null,
      aviso: null,
      note: null,
      letterFileId: null,
      locked: false,
      version: 1,
    });
    mockApi({
      ...FORM_ANSWERS,
      '/entities/1/properties/7/contracts/12': contractView(12),
      '/entities/1/properties/7/contracts/12/rent-history': {
        items: [row(2, '2026-01-01', 'UPDATE'), row(1, '2025-01-01', 'START')],
        proposal: null,
        dismissedYears: [],
      },
    });
    renderForm('/entities/1/properties/7/contracts/12/edit');
    await screen.findByRole('heading', { name: 'Edit Contract' });
    await waitFor(() => expect((screen.getByLabelText('Amount') as HTMLInputElement).readOnly).toBe(true));
    expect((screen.getByLabelText('Taxable Amount') as HTMLInputElement).readOnly).toBe(true);
    expect(
      screen.getByText(
        "The rent changes through the contract's rent history (its page), since it was updated.",
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Extra Amount') as HTMLInputElement).readOnly).toBe(false);
  });

  it('offers to reload when someone saved the contract since it was opened, then saves over the new version', async () => {
    const contract = '/entities/1/properties/7/contracts/12';
    const stale = 'Someone else saved this record after you opened it.';
    const answers: Record<string, unknown> = {
      ...FORM_ANSWERS,
      [contract]: contractView(12),
      [`PUT ${contract}`]: new Reply(409, { message: stale, stale: true }),
    };
    const fetchMock = mockApi(answers);
    renderForm(`${contract}/edit`);
    await screen.findByRole('heading', { name: 'Edit Contract' });
    type('Amount', '1100');
    submit('Update');
    expect(await screen.findByText(stale)).toBeTruthy();

    answers[contract] = contractView(12, { amount: 1200, taxableAmount: 1200, version: 2 });
    answers[`PUT ${contract}`] = contractView(12, { amount: 1200, guarantee: 2400, version: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveProperty('value', '1,200.00'));
    expect(screen.queryByText(stale)).toBeNull();
    type('Guarantee', '2400');
    submit('Update');
    expect(await screen.findByText('Contract successfully updated!')).toBeTruthy();
    expect(sent(fetchMock, 'PUT', contract)).toEqual([
      expect.objectContaining({ amount: 1100, version: 1 }),
      expect.objectContaining({ amount: 1200, guarantee: 2400, version: 2 }),
    ]);
  });
});
