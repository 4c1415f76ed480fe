import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import {
  choiceIn,
  contractView,
  FORM_ANSWERS,
  renderForm,
  SLOW,
  shownIn,
  type,
  typeDate,
} from '@/testing/fixtures/contract-fixtures';
import { summaryAnswer } from '@/testing/fixtures/property-fixtures';
import { mockApi, startSession } from '@/testing/render';

const EDIT = '/entities/1/properties/7/contracts/12/edit';

describe('Contract form rules', SLOW, () => {
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

  it('starts monthly in euro; Other reveals the frequency type and every N, Monthly hides them', async () => {
    mockApi(FORM_ANSWERS);
    renderForm();
    await screen.findByRole('heading', { name: 'New Contract' });
    await waitFor(() => expect(shownIn('Currency')).toBe('Euro'));
    expect(screen.getByRole('button', { name: 'Monthly' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByLabelText('Frequency Type')).toBeNull();
    expect(screen.queryByLabelText('Every')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Other' }));
    expect(await screen.findByLabelText('Every')).toBeTruthy();
    await waitFor(() => expect(shownIn('Frequency Type')).toBe('Month'));

    fireEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    await waitFor(() => expect(screen.queryByLabelText('Frequency Type')).toBeNull());
  });

  it('shows the extra amount description only once an extra amount is entered', async () => {
    mockApi(FORM_ANSWERS);
    renderForm();
    await screen.findByRole('heading', { name: 'New Contract' });
    expect(screen.queryByLabelText('Extra Amount Description')).toBeNull();
    type('Extra Amount', '50');
    expect(await screen.findByLabelText('Extra Amount Description')).toBeTruthy();
    type('Extra Amount', '');
    await waitFor(() => expect(screen.queryByLabelText('Extra Amount Description')).toBeNull());
  });

  it('shows the retention percentage with tax retention Yes', async () => {
    mockApi(FORM_ANSWERS);
    renderForm();
    await screen.findByRole('heading', { name: 'New Contract' });
    expect(choiceIn('Tax Retention', 'No').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByLabelText('Tax Retention Percentage')).toBeNull();
    fireEvent.click(choiceIn('Tax Retention', 'Yes'));
    expect(await screen.findByLabelText('Tax Retention Percentage')).toBeTruthy();
    fireEvent.click(choiceIn('Tax Retention', 'No'));
    await waitFor(() => expect(screen.queryByLabelText('Tax Retention Percentage')).toBeNull());
  });

  it('offers automatic rents, No for a new contract, with a hint saying what they do', async () => {
    mockApi(FORM_ANSWERS);
    renderForm();
    await screen.findByRole('heading', { name: 'New Contract' });
    const automatic = screen.getByRole('group', { name: 'Automatic rents' });
    expect(choiceIn('Automatic rents', 'No').getAttribute('aria-pressed')).toBe('true');
    const hint = document.getElementById(automatic.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('A rent is added for each new period, every day the server checks.');
    fireEvent.click(choiceIn('Automatic rents', 'Yes'));
    await waitFor(() => expect(choiceIn('Automatic rents', 'Yes').getAttribute('aria-pressed')).toBe('true'));
    // The other Yes / No choice keeps its own answer.
    expect(choiceIn('Tax Retention', 'No').getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the saved automatic rents choice of a contract being edited, in Portuguese too', async () => {
    await i18n.changeLanguage('pt');
    mockApi({
      ...FORM_ANSWERS,
      '/entities/1/properties/7/contracts/12': contractView(12, { automaticRents: true }),
    });
    renderForm(EDIT);
    await screen.findByRole('heading', { name: 'Editar contrato' });
    expect(choiceIn('Rendas automáticas', 'Sim').getAttribute('aria-pressed')).toBe('true');
    expect(
      screen.getByText('O servidor verifica todos os dias e acrescenta uma renda por cada novo período.'),
    ).toBeTruthy();
  });

  it('keeps showing a percentage that exists without tax retention, and Other for a quarterly contract', async () => {
    mockApi({
      ...FORM_ANSWERS,
      '/entities/1/properties/7/contracts/12': contractView(12, {
        taxRetention: false,
        taxRetentionPercentage: 25,
        frequencyTypeId: 3,
        frequencyValue: 3,
      }),
    });
    renderForm(EDIT);
    await screen.findByRole('heading', { name: 'Edit Contract' });
    expect((screen.getByLabelText('Tax Retention Percentage') as HTMLInputElement).value).toBe('25');
    expect(screen.getByRole('button', { name: 'Other' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Every') as HTMLInputElement).value).toBe('3');
  });

  it('preselects the property of ?property=, and keeps the property read-only when editing', async () => {
    mockApi({ ...FORM_ANSWERS, '/entities/1/properties/7/contracts/12': contractView(12) });
    renderForm('/entities/1/contract/new?property=8');
    await screen.findByRole('heading', { name: 'New Contract' });
    // The property list may take long to arrive under load.
    await waitFor(() => expect(shownIn('Property')).toBe('Box'), { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Back to the property' }).getAttribute('href')).toBe(
      '/entities/1/properties/8',
    );
    cleanup();

    renderForm(EDIT);
    await screen.findByRole('heading', { name: 'Edit Contract' });
    await waitFor(() => expect(shownIn('Property')).toBe('Casa Augusta · Rua Augusta 12, 1100-053 Lisboa'), {
      timeout: 5000,
    });
    expect(screen.getByLabelText('Property').closest('.p-dropdown')?.className).toContain('p-disabled');
    expect(screen.getByRole('link', { name: 'Back to Contract' }).getAttribute('href')).toBe(
      '/entities/1/properties/7/contracts/12',
    );
  });

  it('links to New Property when the entity has no properties', async () => {
    mockApi({ ...FORM_ANSWERS, '/entities/1/properties/summary': summaryAnswer([]) });
    renderForm();
    const link = await screen.findByRole('link', { name: 'Create a property' });
    expect(link.getAttribute('href')).toBe('/entities/1/property/new');
    expect(screen.getByText(/This entity has no properties yet/)).toBeTruthy();
  });

  it('sums the amounts as they are typed, in whole cents', async () => {
    mockApi(FORM_ANSWERS);
    renderForm();
    await screen.findByRole('heading', { name: 'New Contract' });
    type('Amount', '1000.10');
    type('Extra Amount', '0.20');
    fireEvent.click(choiceIn('Tax Retention', 'Yes'));
    type('Taxable Amount', '1000.1');
    type('Tax Retention Percentage', '25');
    const summary = screen.getByRole('region', { name: 'Summary' });
    // total 1000.30, taxable 1000.10, retained 250.03 (250.025 rounded), net 750.27.
    await waitFor(() => expect(summary.textContent).toContain('Net€750.27'));
    expect(summary.textContent).toContain('Total€1,000.30');
    expect(summary.textContent).toContain('Taxable€1,000.10');
    expect(summary.textContent).toContain('Retained€250.03');
  });

  it('leaves a day being typed alone, and drops a text that is no day when the field is left', async () => {
    mockApi(FORM_ANSWERS);
    renderForm();
    await screen.findByRole('heading', { name: 'New Contract' });
    const input = screen.getByLabelText('Start Date') as HTMLInputElement;
    typeDate('Start Date', '1-2-2025');
    expect(input.value).toBe('01-02-2025');
    fireEvent.focus(input);
    fireEvent.input(input, { target: { value: '01-02-202' } });
    expect(input.value).toBe('01-02-202');
    fireEvent.blur(input);
    await waitFor(() => expect(input.value).toBe(''));
  });

  it('refuses the page to a reader', async () => {
    sessionStore.update({ accessMap: { 1: 'READ' } });
    mockApi(FORM_ANSWERS);
    renderForm();
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
  });
});
