import { defaultTaxYear } from '@arrenda/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import EntityOverviewRoute from '@/app/routes/entities/overview';
import TaxYearRoute from '@/app/routes/entities/tax-year';
import { statement2025, taxEntity } from '@/features/tax-year/__tests__/tax-year-fixtures';
import { yearChoices } from '@/features/tax-year/components/tax-year-dates';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import { overviewAnswers } from '@/testing/fixtures/finance-fixtures';
import { mockApi, Reply, renderWithProviders, startSession } from '@/testing/render';

const STATEMENT = '/entities/1/taxYear/2025';

/** The URL's search, shown so that a test reads what the page keeps there. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderPage(path = '/entities/1/taxYear?year=2025') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/entities/:entityId/taxYear"
        element={
          <>
            <TaxYearRoute />
            <Search />
          </>
        }
      />
    </Routes>,
    path,
  );
}

const answers = (overrides: Record<string, unknown> = {}) => ({
  '/entities/1': taxEntity(),
  [STATEMENT]: statement2025(),
  ...overrides,
});

/** A table's rows as their cells' texts joined by '|'. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      Array.from(row.querySelectorAll('th, td'))
        .map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim())
        .join('|'),
    );

/** The property card headed by `name`. */
const card = async (name: string) =>
  (await screen.findByRole('link', { name })).closest('section') as HTMLElement;

describe('Tax year page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    startSession();
    sessionStore.update({ accessMap: { 1: 'ADMIN' } });
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('shows each property with its tax identity, its contracts month by month and its expenses', async () => {
    mockApi(answers());
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax year' })).toBeTruthy();
    expect(await screen.findByText('Landlord: Casas do Tejo, Lda. (NIF 509876544)')).toBeTruthy();
    expect((screen.getByLabelText('Year') as HTMLSelectElement).value).toBe('2025');

    const alfama = await card('T1 Alfama');
    expect(within(alfama).getByText('Rua dos Remédios 5, 1100-441 Lisboa')).toBeTruthy();
    expect(within(alfama).getByText('Parish code 110654 · Urban · Article 2345 · Fraction B')).toBeTruthy();
    expect(within(alfama).getByRole('link', { name: 'Contract 12' }).getAttribute('href')).toBe(
      '/entities/1/properties/7/contracts/12',
    );
    const facts = within(alfama).getByText('Tenants').closest('dl') as HTMLElement;
    expect(facts.textContent).toBe(
      'TenantsJoana Pires (NIF 234567899)AT contract number123456NIF of the tenant who withholds234567899',
    );
    // Months without payments are left out; the total row adds up the year.
    expect(rowsOf(within(alfama).getByRole('table', { name: 'Payments of contract 12 by month' }))).toEqual([
      'Month|Received|Retained|Rent|Taxable|Extra charges',
      'March|€600.00|€200.00|€800.00|€800.00|€0.00',
      'April|€600.00|€200.00|€800.00|€800.00|€0.00',
      'Total|€1,200.00|€400.00|€1,600.00|€1,600.00|€0.00',
    ]);
    expect(
      rowsOf(within(alfama).getByRole('table', { name: 'Expenses in the yield of T1 Alfama by category' })),
    ).toEqual([
      'Category|Amount',
      'Municipal property tax (IMI)|€150.00',
      'No category|€30.00',
      'Total|€180.00',
    ]);
    expect(within(alfama).queryByText(/No tax article/)).toBeNull();

    // A property without a name goes by its type; without an article, the way to fill it in.
    const garage = await card('Garage');
    expect(within(garage).getByText('Rui Pinto (no NIF)')).toBeTruthy();
    expect(within(garage).getByText('Not given')).toBeTruthy();
    expect(within(garage).getByText(/No tax article/)).toBeTruthy();
    expect(
      within(garage)
        .getByRole('link', { name: "Fill in the property's tax information" })
        .getAttribute('href'),
    ).toBe('/entities/1/properties/9/edit');
    expect(within(garage).getByText('No expenses counted in the yield this year.')).toBeTruthy();
  });

  it('totals the year and reconciles it with the finance summary', async () => {
    mockApi(answers());
    renderPage();
    const totals = await screen.findByRole('table', { name: 'Totals of 2025 by currency' });
    expect(rowsOf(totals)).toEqual([
      'Currency|Received|Retained|Rent|Taxable|Extra charges|Expenses in the yield',
      'Euro|€1,300.00|€400.00|€1,700.00|€1,700.00|€0.00|€180.00',
    ]);
    const reconciliation = screen.getByRole('region', { name: 'Against the finance summary' });
    expect(
      within(reconciliation)
        .getAllByText(/=/)
        .map((line) => line.textContent),
    ).toEqual([
      "Finance summary of 2025: paid €1,100.00 = received €1,300.00 − paid for other years' rents €300.00 + paid in other years for this year's rents €100.00",
      "Retained €400.00 = retained €400.00 − retained on other years' rents €0.00 + retained in other years on this year's rents €0.00",
      'Expenses €200.00 = in the yield €180.00 + not in the yield €20.00',
    ]);
  });

  it('shows the statement in Portuguese, amounts and months as Portuguese writes them', async () => {
    await i18n.changeLanguage('pt');
    mockApi(answers());
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ano fiscal' })).toBeTruthy();
    const alfama = await card('T1 Alfama');
    expect(within(alfama).getByText('Freguesia 110654 · Urbano · Artigo 2345 · Fração B')).toBeTruthy();
    expect(rowsOf(within(alfama).getByRole('table', { name: 'Pagamentos do contrato 12 por mês' }))).toEqual([
      'Mês|Recebido|Retido|Renda|Tributável|Encargos',
      'Março|600,00 €|200,00 €|800,00 €|800,00 €|0,00 €',
      'Abril|600,00 €|200,00 €|800,00 €|800,00 €|0,00 €',
      'Total|1.200,00 €|400,00 €|1.600,00 €|1.600,00 €|0,00 €',
    ]);
    expect(within(alfama).getByText('Imposto municipal sobre imóveis')).toBeTruthy();
    expect(
      await screen.findByText(
        'Resumo financeiro de 2025: pago 1.100,00 € = recebido 1.300,00 € − pago por rendas de outros anos 300,00 € + pago noutros anos por rendas deste ano 100,00 €',
      ),
    ).toBeTruthy();
  });

  it('names a currency by its ISO code as the list of currencies names it', async () => {
    const usd = {
      currency: 'USD',
      received: 1000,
      retained: 0,
      gross: 1000,
      taxable: 1000,
      extra: 0,
      expenses: 0,
    };
    const base = statement2025();
    mockApi(
      answers({
        '/lov/currencies': [
          { id: 1, name: 'Euro', code: 'EUR', symbol: '€' },
          { id: 2, name: 'US Dollar', code: 'USD', symbol: '$' },
        ],
        [STATEMENT]: statement2025({
          totals: [...base.totals, usd],
          reconciliation: [
            ...base.reconciliation,
            {
              currency: 'USD',
              summaryPaid: 1000,
              summaryRetained: 0,
              summaryExpenses: 0,
              paidForOtherYears: 0,
              paidInOtherYears: 0,
              retainedForOtherYears: 0,
              retainedInOtherYears: 0,
              expensesNotInYield: 0,
            },
          ],
        }),
      }),
    );
    renderPage();
    const totals = await screen.findByRole('table', { name: 'Totals of 2025 by currency' });
    await waitFor(() =>
      expect(rowsOf(totals)[2]).toBe(
        'US Dollar|1,000.00 US Dollar|0.00 US Dollar|1,000.00 US Dollar|1,000.00 US Dollar|0.00 US Dollar|0.00 US Dollar',
      ),
    );
    const reconciliation = screen.getByRole('region', { name: 'Against the finance summary' });
    expect(within(reconciliation).getByRole('heading', { name: 'US Dollar' })).toBeTruthy();
  });

  it('draws a large statement twenty properties a page', async () => {
    const base = statement2025();
    const [first] = base.properties;
    if (!first) throw new Error('a property expected');
    const properties = Array.from({ length: 25 }, (_, n) => ({
      ...first,
      propertyId: 100 + n,
      name: `Fração ${String(n + 1).padStart(2, '0')}`,
    }));
    mockApi(answers({ [STATEMENT]: statement2025({ properties }) }));
    renderPage();
    expect(await card('Fração 01')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fração 20' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Fração 21' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await card('Fração 25')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Fração 01' })).toBeNull();
  });

  it('shows the months without payments when asked', async () => {
    mockApi(answers());
    renderPage();
    const alfama = await card('T1 Alfama');
    const table = () => within(alfama).getByRole('table', { name: 'Payments of contract 12 by month' });
    expect(rowsOf(table())).toHaveLength(4);
    fireEvent.click(screen.getByLabelText('Show months without payments'));
    await waitFor(() => expect(rowsOf(table())).toHaveLength(14));
    expect(rowsOf(table())[1]).toBe('January|€0.00|€0.00|€0.00|€0.00|€0.00');
  });

  it('opens the previous year until June and the current year from July', async () => {
    expect(defaultTaxYear('2026-01-01')).toBe(2025);
    expect(defaultTaxYear('2026-06-30')).toBe(2025);
    expect(defaultTaxYear('2026-07-01')).toBe(2026);
    expect(yearChoices('2026-03-10', 2025)).toEqual([
      2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017,
    ]);
    expect(yearChoices('2026-03-10', 2010).at(-1)).toBe(2010);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
    const fetchMock = mockApi(answers());
    renderPage('/entities/1/taxYear');
    await card('T1 Alfama');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(`/api${STATEMENT}`);
  });

  it('loads the year chosen and keeps it in the URL', async () => {
    const fetchMock = mockApi(
      answers({
        '/entities/1/taxYear/2024': statement2025({
          year: 2024,
          properties: [],
          reconciliation: [],
          totals: [],
          anexoF: [],
        }),
      }),
    );
    renderPage();
    await card('T1 Alfama');
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2024' } });
    expect(
      await screen.findByText('No rents were received and no expenses counted in the yield in 2024.'),
    ).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe('?year=2024');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/entities/1/taxYear/2024');
  });

  it('downloads the CSV and the PDF, named as the server names them', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:statement'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const file = (body: string, type: string, name: string) =>
      new Reply(200, body, { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` });
    const fetchMock = mockApi(
      answers({
        [`${STATEMENT}/csv`]: file('Property,Month\r\n', 'text/csv', 'arrenda-annual-statement-2025.csv'),
        [`${STATEMENT}/pdf`]: file('%PDF-1.4', 'application/pdf', 'Mapa anual de rendas 2025.pdf'),
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['arrenda-annual-statement-2025.csv']));
    const csvCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/csv'));
    expect(csvCall?.[1]?.headers).toMatchObject({ 'Accept-Language': 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(saved).toEqual(['arrenda-annual-statement-2025.csv', 'Mapa anual de rendas 2025.pdf']),
    );
  });

  it('says when a download fails', async () => {
    mockApi(answers({ [`${STATEMENT}/csv`]: new Reply(500, { message: 'Something broke.' }) }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The download failed. Something broke.')).toBeTruthy();
  });

  it('lists the lines of Anexo F, naming the properties that lack a tax article', async () => {
    mockApi(answers());
    renderPage('/entities/1/taxYear?year=2025&tab=anexoF');
    const table = await screen.findByRole('table', { name: 'Anexo F lines of 2025' });
    expect(rowsOf(table)).toEqual([
      'Line|Parish code|Type|Article|Fraction|Rents|Retained|Tenant NIF|Maintenance and repairs|Condominium|Stamp duty|Municipal property tax (IMI)|Municipal fees|Other',
      '4001|110654|U|2345|B|€1,600.00|€400.00|234567899|€0.00|€0.00|€0.00|€150.00|€0.00|€30.00',
      '4002|—|—|missing|—|€100.00|€0.00|—|€0.00|€0.00|€0.00|€0.00|€0.00|€0.00',
      'Total|||||€1,700.00|€400.00||€0.00|€0.00|€0.00|€150.00|€0.00|€30.00',
    ]);
    expect(
      screen.getByText(
        "Properties without a tax article need it filled in on the property's tax information.",
      ),
    ).toBeTruthy();
    const missing = screen.getByRole('list', { name: 'Properties without a tax article' });
    expect(
      within(missing)
        .getByRole('link', { name: 'Fill in the tax information of Garage' })
        .getAttribute('href'),
    ).toBe('/entities/1/properties/9/edit');
  });

  it('moves between the tabs with the keyboard, keeping the open one in the URL', async () => {
    mockApi(answers());
    renderPage();
    const statement = await screen.findByRole('tab', { name: 'Statement' });
    expect(statement.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(statement, { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Anexo F' }), { key: 'Enter' });
    expect(await screen.findByRole('table', { name: 'Anexo F lines of 2025' })).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe('?year=2025&tab=anexoF');
    expect(screen.getByRole('tab', { name: 'AT e-receipts' })).toBeTruthy();
  });

  it('opens the AT e-receipts of the month a reminder links to', async () => {
    const fetchMock = mockApi(
      answers({
        '/entities/1/atReceipts': () => ({
          items: [],
          total: 0,
          missing: 0,
          exempt: false,
          landlordFiscalNumber: null,
        }),
      }),
    );
    renderPage('/entities/1/taxYear?tab=atReceipts&month=2026-11');
    expect((await screen.findByRole('tab', { name: 'AT e-receipts' })).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(
      await screen.findByText('Every payment of November 2026 has its AT e-receipt number.'),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      '/api/entities/1/atReceipts?month=2026-11&page=1&pageSize=10',
    );
  });

  it('shows what the Modelo 44 asks, per contract, to a landlord exempt from e-receipts', async () => {
    mockApi(answers({ [STATEMENT]: statement2025({ atReceiptsExempt: true }) }));
    renderPage('/entities/1/taxYear?year=2025&tab=atReceipts');
    expect((await screen.findByRole('tab', { name: 'Modelo 44' })).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(rowsOf(await screen.findByRole('table', { name: 'Rents of 2025 by contract' }))).toEqual([
      'Property and contract|Tenant NIFs|AT contract number|Rents received|Retained',
      'T1 AlfamaContract 12|234567899|123456|€1,600.00|€400.00',
      'GarageContract 14|no NIF|Not given|€100.00|€0.00',
    ]);
  });

  it('says when the entity is not found', async () => {
    mockApi({ [STATEMENT]: new Reply(404, { message: 'Entity not found.' }) });
    renderPage();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Tax year' })).toBeNull();
  });

  it('offers a retry when the statement fails to load', async () => {
    mockApi({ '/entities/1': taxEntity(), [STATEMENT]: new Reply(500, { message: 'The server failed.' }) });
    renderPage();
    expect(await screen.findByText('The server failed.')).toBeTruthy();
    mockApi(answers());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('T1 Alfama')).toBeTruthy();
  });

  it('is linked from the entity overview for every member, a reader too', async () => {
    sessionStore.update({ accessMap: { 1: 'READ' } });
    mockApi({ '/entities/1': taxEntity({ accessType: 'READ' }), ...overviewAnswers([]) });
    renderWithProviders(
      <Routes>
        <Route path="/entities/:entityId" element={<EntityOverviewRoute />} />
      </Routes>,
      '/entities/1',
    );
    const actions = await screen.findByRole('navigation', { name: 'Entity actions' });
    expect(within(actions).getByRole('link', { name: 'Tax year' }).getAttribute('href')).toBe(
      '/entities/1/taxYear',
    );
    expect(within(actions).queryByRole('link', { name: 'New contract' })).toBeNull();
  });
});
