import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ContractRoute from '@/app/routes/contracts/view';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import { contractOverview } from '@/testing/fixtures/contract-fixtures';
import { ANA, mockApi, Reply, renderWithProviders, startSession } from '@/testing/render';

// jsdom has no canvas: the chart is a list of its bars and their heights.
vi.mock('react-chartjs-2', () => ({
  Bar: ({ data }: { data: { labels?: unknown[]; datasets: { data: unknown[] }[] } }) => (
    <ul data-testid="bars">
      {data.labels?.map((label, index) => (
        <li key={String(label)}>{`${String(label)}: ${String(data.datasets[0]?.data[index])}`}</li>
      ))}
    </ul>
  ),
}));

const OVERVIEW = '/entities/1/properties/7/contracts/12/overview';

function renderPage(path = '/entities/1/properties/7/contracts/12') {
  return renderWithProviders(
    <Routes>
      <Route path="/entities/:entityId/properties/:propertyId" element={<p>Property page stub</p>} />
      <Route
        path="/entities/:entityId/properties/:propertyId/contracts/:contractId"
        element={<ContractRoute />}
      />
    </Routes>,
    path,
  );
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
/** The chart's bars, once its library (a chunk of its own) has loaded. */
const bars = async () =>
  within(await screen.findByTestId('bars'))
    .getAllByRole('listitem')
    .map((bar) => bar.textContent);
const fact = (label: string) => (screen.getByText(label).closest('div') as HTMLElement).textContent?.trim();

describe('Contract page', () => {
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

  it('shows the property and tenants as links, the terms, files and the rents anchor', async () => {
    mockApi({
      [OVERVIEW]: contractOverview(12, {
        tenants: [
          { id: 3, name: 'Ana Silva' },
          { id: 4, name: 'Bruno Costa' },
        ],
        startDateRenegotiationPeriod: '2025-10-01T10:00:00.000Z',
        endDateRenegotiationPeriod: '2025-11-30T16:00:00.000Z',
        guarantee: 2000,
        frequencyTypeId: 3,
        frequencyValue: 3,
      }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contract 12' })).toBeTruthy();
    expect(hrefOf('Casa Augusta')).toBe('/entities/1/properties/7');
    expect(hrefOf('Ana Silva')).toBe('/entities/1/tenants/3');
    expect(hrefOf('Bruno Costa')).toBe('/entities/1/tenants/4');
    expect(fact('Duration')).toBe('Duration1 Jan 2025 – 31 Dec 202512 months');
    expect(fact('Renegotiation period')).toBe('Renegotiation period1 Oct 2025 – 30 Nov 2025');
    expect(fact('Guarantee')).toBe('Guarantee€2,000.00');
    expect(fact('Frequency')).toBe('FrequencyEvery 3 months');
    expect(fact('Automatic rents')).toBe('Automatic rentsNo');
    expect(fact('Contract number at the AT')).toBe('Contract number at the ATNot set');
    expect(within(screen.getByRole('region', { name: 'Files' })).getByText('No files yet')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Rents' }).id).toBe('rents');
  });

  it('shows the contract’s number at the Tax Authority', async () => {
    mockApi({ [OVERVIEW]: contractOverview(12, { atContractNumber: 'AT-2025/0042' }) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Contract 12' });
    expect(fact('Contract number at the AT')).toBe('Contract number at the ATAT-2025/0042');
    await act(() => i18n.changeLanguage('pt'));
    expect(fact('Número do contrato na AT')).toBe('Número do contrato na ATAT-2025/0042');
  });

  it('says when the contract has automatic rents', async () => {
    mockApi({ [OVERVIEW]: contractOverview(12, { automaticRents: true }) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Contract 12' });
    expect(fact('Automatic rents')).toBe('Automatic rentsYes');
  });

  it('charts total, taxable and net, and no tax-retention bar without a percentage', async () => {
    mockApi({ [OVERVIEW]: contractOverview(12, { taxRetention: false, taxRetentionPercentage: null }) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Contract 12' });
    expect(await bars()).toEqual(['Total: 1000', 'Taxable: 1000', 'Net: 1000']);
    expect(screen.getByRole('table', { name: 'Amounts' }).textContent).not.toContain('Tax retention');
  });

  it('adds the tax-retention bar with a percentage, and gives the figures as text too', async () => {
    mockApi({
      [OVERVIEW]: contractOverview(12, {
        extraAmount: 50,
        extraAmountDescription: 'Water',
        totalAmount: 1050,
        taxableAmount: 1050,
        taxRetention: true,
        taxRetentionPercentage: 25,
        retainedAmount: 262.5,
        amountAfterTaxes: 787.5,
      }),
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Contract 12' });
    expect(await bars()).toEqual([
      'Total: 1050',
      'Taxable: 1050',
      'Net: 787.5',
      'Tax retention (25%): 262.5',
    ]);
    const rows = within(screen.getByRole('table', { name: 'Amounts' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Total€1,050.00', 'Taxable€1,050.00', 'Net€787.50', 'Tax retention (25%)€262.50']);
    expect(fact('Extra amount')).toBe('Extra amount€50.00Water');
  });

  it('gives edit and delete to a manager, edit only to an editor, neither to a reader', async () => {
    mockApi({ [OVERVIEW]: contractOverview(12) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Contract 12' });
    expect(hrefOf('Edit contract')).toBe('/entities/1/properties/7/contracts/12/edit');
    expect(screen.getByRole('button', { name: 'Delete contract' })).toBeTruthy();
    cleanup();

    sessionStore.update({ accessMap: { 1: 'EDITOR' } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Contract 12' });
    expect(screen.getByRole('link', { name: 'Edit contract' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete contract' })).toBeNull();
    cleanup();

    sessionStore.update({ accessMap: { 1: 'READ' } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Contract 12' });
    expect(screen.queryByRole('link', { name: 'Edit contract' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete contract' })).toBeNull();
  });

  it('deletes after the user types their own e-mail, then toasts and goes to the property page', async () => {
    const fetchMock = mockApi({
      [OVERVIEW]: contractOverview(12),
      'DELETE /entities/1/properties/7/contracts/12': null,
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete contract' });
    const deleteButton = within(dialog).getByRole('button', { name: 'Delete' });
    expect(deleteButton).toHaveProperty('disabled', true);
    const field = within(dialog).getByLabelText(`To confirm, type your email (${ANA.email})`);
    fireEvent.change(field, { target: { value: 'bruno@arrenda.test' } });
    expect(deleteButton).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: ANA.email } });
    fireEvent.click(deleteButton);

    expect(await screen.findByText('Property page stub')).toBeTruthy();
    expect(await screen.findByText('Contract successfully deleted')).toBeTruthy();
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes.map(([url]) => String(url))).toEqual(['/api/entities/1/properties/7/contracts/12']);
  });

  it('shows a refused delete as an error toast and stays on the page', async () => {
    const refusal = 'You do not have permission to do this.';
    mockApi({
      [OVERVIEW]: contractOverview(12),
      'DELETE /entities/1/properties/7/contracts/12': new Reply(403, { message: refusal }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete contract' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: ANA.email } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.queryByText('Property page stub')).toBeNull();
  });

  it('scrolls to #rents once the contract has loaded', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    try {
      mockApi({ [OVERVIEW]: contractOverview(12) });
      renderPage('/entities/1/properties/7/contracts/12#rents');
      await waitFor(() => expect(scrolled).toContain('rents'));
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('says the contract is not found on a 404 or an id that is no id, and offers a retry otherwise', async () => {
    mockApi({ [OVERVIEW]: new Reply(404, { message: 'Contract not found.' }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Contract not found' })).toBeTruthy();
    expect(hrefOf('Back to the contracts')).toBe('/entities/1/contracts');
    cleanup();

    const fetchMock = mockApi({});
    renderPage('/entities/1/properties/7/contracts/abc');
    expect(await screen.findByRole('heading', { name: 'Contract not found' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/contracts/'))).toBe(false);
    cleanup();

    mockApi({ [OVERVIEW]: new Reply(500, { message: 'Something went wrong on our side.' }) });
    renderPage();
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
