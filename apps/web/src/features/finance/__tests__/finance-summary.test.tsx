import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EntityFinances } from '@/features/finance/components/entity-finances';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import { inputValue, typeDate } from '@/testing/fixtures/expense-fixtures';
import {
  Back,
  currencyTotals,
  entityExpense,
  getsOf,
  headers,
  overviewAnswers,
  Search,
  type SummaryChanges,
  search,
  summaryAnswers,
  summaryPageUrl,
  summaryRow,
  summaryTotalsUrl,
  tableCells,
} from '@/testing/fixtures/finance-fixtures';
import { mockApi, Reply, renderWithProviders, startSession } from '@/testing/render';

// jsdom has no canvas: the chart is a list of its series.
vi.mock('react-chartjs-2', () => ({
  Bar: ({ data }: { data: { labels?: unknown[]; datasets: { label?: string; data: unknown[] }[] } }) => (
    <ul data-testid="bars">
      <li>{`Labels: ${data.labels?.join(', ')}`}</li>
      {data.datasets.map((dataset) => (
        <li key={dataset.label}>{`${dataset.label}: ${dataset.data.join(', ')}`}</li>
      ))}
    </ul>
  ),
}));

const SUMMARIES = '/entities/1/financeSummary';
const JAN = '2026-01-15';
const FEB = '2026-02-15';
const MAR = '2026-03-15';
/** The first page of January to March, as the view first asks for it, and their totals. */
const JAN_MAR = summaryPageUrl(JAN, MAR);
const JAN_MAR_TOTALS = summaryTotalsUrl(JAN, MAR);
const janMar = (changes: SummaryChanges) => summaryPageUrl(JAN, MAR, changes);
const JAN_MAR_TABLE = 'Period summary, Jan 2026 – Mar 2026';

type Answers = Record<string, unknown>;

function renderFinances(answers: Answers, path = '/entities/1') {
  // The same object, so that a test can change an answer later.
  for (const [path, answer] of Object.entries(overviewAnswers([]))) answers[path] ??= answer;
  const fetchMock = mockApi(answers);
  renderWithProviders(
    <>
      <EntityFinances entityId={1} canCreate />
      <Search />
      <Back />
    </>,
    path,
  );
  return fetchMock;
}

/** The calls for pages of the summary, and those for its totals. */
const pageGets = (fetchMock: ReturnType<typeof mockApi>) =>
  getsOf(fetchMock, SUMMARIES).filter((path) => !path.startsWith(`${SUMMARIES}/totals`));
const totalsGets = (fetchMock: ReturnType<typeof mockApi>) => getsOf(fetchMock, `${SUMMARIES}/totals`);

/** A row of contract `id` on a property of its own named `name`. */
const named = (id: number, name: string) => summaryRow(id, { propertyId: id, propertyName: name });
const AUGUSTA = named(12, 'Casa Augusta');
const BAIXA = named(13, 'Loja Baixa');
const CHIADO = named(14, 'T1 Chiado');

/** The property names of the summary's rows shown (the first cell's words before the address). */
const names = async (table = JAN_MAR_TABLE) =>
  (await tableCells(table)).body.map((cells) => cells[0]?.replace(/Rua Augusta.*$/, ''));

/**
 * Holds the answers of the calls to `path` until released: the fetch mock answers everything else
 * as before.
 */
function hold(fetchMock: ReturnType<typeof mockApi>, path: string) {
  const answer = fetchMock.getMockImplementation();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input).replace(/^\/api/, '') === path) await held;
    if (!answer) throw new Error('no answer');
    return answer(input, init);
  });
  return release;
}

describe('Finances view: period summary', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 10, 12));
    await i18n.changeLanguage('en');
    startSession();
    sessionStore.update({ accessMap: { 1: 'MANAGER' } });
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('defaults to January up to the current month, asking for their 15th, and names the period in headers', async () => {
    const fetchMock = renderFinances(summaryAnswers(JAN, MAR, [summaryRow(12)]));
    await tableCells(JAN_MAR_TABLE);
    expect(inputValue('From')).toBe('01/2026');
    expect(inputValue('To')).toBe('03/2026');
    // The first page of 10 rows, by property, and the totals of the whole period.
    expect(pageGets(fetchMock)).toEqual([
      '/entities/1/financeSummary?startDate=2026-01-15&endDate=2026-03-15&page=1&pageSize=10&sort=property&order=asc',
    ]);
    expect(totalsGets(fetchMock)).toEqual([
      '/entities/1/financeSummary/totals?startDate=2026-01-15&endDate=2026-03-15',
    ]);
    expect(headers(JAN_MAR_TABLE)).toEqual([
      'Property',
      'Tenants',
      'Contract total / payment',
      'To pay Jan 2026 – Mar 2026',
      'Paid Jan 2026 – Mar 2026',
      'To retain / retained Jan 2026 – Mar 2026',
      'Expenses Jan 2026 – Mar 2026',
      'Debt',
      'End date',
      'Rents by month Jan 2026 – Mar 2026',
    ]);
  });

  it('waits, code and calls, until the reader scrolls near it, unless the link names its months', async () => {
    // What the summary's box waits for; the period chart's canvas waits the same way.
    let near: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const watched: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: NonNullable<typeof near>) {}
        observe(element: Element) {
          watched.push(element);
          if (element.classList.contains('finance-summary-slot')) near = this.callback;
        }
        disconnect() {}
      },
    );
    const fetchMock = renderFinances(summaryAnswers(JAN, MAR, [summaryRow(12)]));
    // Its room is there once the contracts are in; nothing is drawn in it yet.
    const slot = await waitFor(() => document.querySelector('.finance-summary-slot') ?? Promise.reject());
    expect(near).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(slot.childElementCount).toBe(0);
    expect(pageGets(fetchMock)).toEqual([]);
    act(() => near?.([{ isIntersecting: true }]));
    await tableCells(JAN_MAR_TABLE);
    expect(pageGets(fetchMock)).toHaveLength(1);

    cleanup();
    watched.length = 0;
    renderFinances(summaryAnswers(JAN, MAR, [summaryRow(12)]), '/entities/1?from=2026-01&to=2026-03');
    await tableCells(JAN_MAR_TABLE);
    expect(watched.some((element) => element.classList.contains('finance-summary-slot'))).toBe(false);
  });

  it('fetches the months chosen and keeps them in the URL, next to the view', async () => {
    const fetchMock = renderFinances(
      { ...summaryAnswers(JAN, MAR, []), ...summaryAnswers(JAN, FEB, []) },
      '/entities/1?view=finances',
    );
    await tableCells(JAN_MAR_TABLE);
    typeDate('To', '02/2026');
    await tableCells('Period summary, Jan 2026 – Feb 2026');
    expect(pageGets(fetchMock)).toEqual([JAN_MAR, summaryPageUrl(JAN, FEB)]);
    expect(totalsGets(fetchMock)).toEqual([JAN_MAR_TOTALS, summaryTotalsUrl(JAN, FEB)]);
    expect(search()).toBe('?view=finances&from=2026-01&to=2026-02');
    expect(inputValue('To')).toBe('02/2026');
  });

  it('sets both months to To when it is put before From, and a single month is named in full', async () => {
    const december = '2025-12-15';
    const fetchMock = renderFinances({
      ...summaryAnswers(JAN, MAR, []),
      ...summaryAnswers(december, december, [summaryRow(12)]),
    });
    await tableCells(JAN_MAR_TABLE);
    typeDate('To', '12/2025');
    await tableCells('Period summary, December 2025');
    expect([inputValue('From'), inputValue('To')]).toEqual(['12/2025', '12/2025']);
    expect(pageGets(fetchMock)).toEqual([JAN_MAR, summaryPageUrl(december, december)]);
    expect(headers('Period summary, December 2025')).toContain('To pay December 2025');
    expect(headers('Period summary, December 2025')).toContain('Paid December 2025');
  });

  it('sets both months to From when it is put after To', async () => {
    const may = '2026-05-15';
    renderFinances({ ...summaryAnswers(JAN, MAR, []), ...summaryAnswers(may, may, []) });
    await tableCells(JAN_MAR_TABLE);
    typeDate('From', '05/2026');
    await tableCells('Period summary, May 2026');
    expect([inputValue('From'), inputValue('To')]).toEqual(['05/2026', '05/2026']);
    expect(search()).toBe('?from=2026-05&to=2026-05');
  });

  it('fetches nothing again when a month is picked unchanged, or while still being typed', async () => {
    const fetchMock = renderFinances(summaryAnswers(JAN, MAR, []));
    await tableCells(JAN_MAR_TABLE);
    typeDate('From', '01/2026');
    typeDate('To', '03/2026');
    fireEvent.input(screen.getByLabelText('To'), { target: { value: '02/2' } });
    await act(async () => {});
    expect(pageGets(fetchMock)).toEqual([JAN_MAR]);
    expect(totalsGets(fetchMock)).toEqual([JAN_MAR_TOTALS]);
    expect(search()).toBe('');
    // Leaving the field puts the month back.
    fireEvent.blur(screen.getByLabelText('To'));
    expect(inputValue('To')).toBe('03/2026');
  });

  it('reads the period from the URL', async () => {
    const november = '2025-11-15';
    const fetchMock = renderFinances(
      summaryAnswers(november, november, []),
      '/entities/1?from=2025-11&to=2025-11',
    );
    await tableCells('Period summary, November 2025');
    expect([inputValue('From'), inputValue('To')]).toEqual(['11/2025', '11/2025']);
    expect(pageGets(fetchMock)).toEqual([summaryPageUrl(november, november)]);
    expect(totalsGets(fetchMock)).toEqual([summaryTotalsUrl(november, november)]);
  });

  it('says that a period with From after To is not valid, naming both months, and fetches nothing', async () => {
    const fetchMock = renderFinances({}, '/entities/1?from=2026-05&to=2026-02&summary-page=2');
    expect(
      await screen.findByText('Error: "From" date (05/2026) cannot be after "To" date (02/2026)'),
    ).toBeTruthy();
    await act(() => i18n.changeLanguage('pt'));
    expect(
      await screen.findByText('Erro: a data "De" (05/2026) não pode ser posterior à data "Até" (02/2026)'),
    ).toBeTruthy();
    expect(getsOf(fetchMock, SUMMARIES)).toEqual([]);
    expect(screen.queryByRole('searchbox', { name: 'Search the period summary' })).toBeNull();
  });

  it('shows each row’s figures, month states and expenses, and the server’s totals in the footer', async () => {
    renderFinances(
      summaryAnswers(
        JAN,
        MAR,
        [
          summaryRow(12, {
            contractPaymentAmount: 675,
            rentsAmountToPayPeriod: 0.1,
            rentsAmountPaidPeriod: 0.1,
            rentsAmountToRetainPeriod: 675,
            rentsAmountRetainedPeriod: 450,
            contractDebt: 1350.5,
            rentsDescriptionPeriod: [
              { period: '2026-01', state: 'PAID' },
              { period: '2026-02', state: 'PARTIAL' },
              { period: '2026-03', state: 'MISSING' },
            ],
          }),
          summaryRow(13, {
            propertyId: 8,
            propertyName: 'Loja Baixa',
            addressFloor: null,
            rentsAmountToPayPeriod: 0.2,
            contractEndDate: '2026-04-30',
            rentsDescriptionPeriod: [{ period: '2026-03', state: 'UNPAID' }],
          }),
          summaryRow(null, {
            propertyId: 9,
            propertyName: null,
            propertyType: { id: 5, name: 'GARAGE' },
            addressStreet: null,
            addressNumber: null,
            addressFloor: null,
            propertyExpenseAmountPeriod: 80.1,
            propertyExpenseNames: ['Paint', 'Lock'],
          }),
        ],
        {
          totals: [
            currencyTotals('Euro', {
              contractTotal: 1800,
              contractPayment: 1575,
              toPay: 0.3,
              paid: 0.1,
              toRetain: 675,
              retained: 450,
              expenses: 80.1,
              debt: 1350.5,
            }),
          ],
        },
      ),
    );
    const { body, foot } = await tableCells(JAN_MAR_TABLE);
    expect(body).toEqual([
      [
        'Casa AugustaRua Augusta 10, 2º Esq, 1100-053 Lisboa',
        'Ana Silva',
        '€900.00€675.00',
        '€0.10',
        '€0.10',
        '€675.00€450.00',
        '€0.00',
        '€1,350.50',
        '31 Dec 2027',
        'January 2026: paidFebruary 2026: partly paidMarch 2026: missing',
      ],
      [
        'Loja BaixaRua Augusta 10, 1100-053 Lisboa',
        'Ana Silva',
        '€900.00€900.00',
        '€0.20',
        '€0.00',
        '€0.00€0.00',
        '€0.00',
        '€0.00',
        '30 Apr 2026',
        'March 2026: not paid',
      ],
      [
        'Garage1100-053 Lisboa',
        'No contract',
        '',
        '€0.00',
        '€0.00',
        '€0.00€0.00',
        '€80.10Paint, Lock',
        '€0.00',
        '',
        '',
      ],
    ]);
    expect(foot).toEqual([
      ['Total', '', '€1,800.00€1,575.00', '€0.30', '€0.10', '€675.00€450.00', '€80.10', '€1,350.50', '', ''],
    ]);
    expect(screen.getByTitle('February 2026: partly paid')).toBeTruthy();
    expect(screen.getByTitle('Paint, Lock')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Ana Silva' })[0]?.getAttribute('href')).toBe(
      '/entities/1/properties/7/contracts/12',
    );
    expect(within(screen.getByRole('list', { name: 'Rent states' })).getAllByRole('listitem')).toHaveLength(
      4,
    );
    expect(
      within(screen.getByTestId('bars'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Labels: Casa Augusta, Loja Baixa', 'To pay: 0.1, 0.2', 'Paid: 0.1, 0']);
    // Every row is on this page: the chart's caption says nothing of pages.
    expect(screen.getByText('To pay and paid per contract').textContent).toBe('To pay and paid per contract');

    await act(() => i18n.changeLanguage('pt'));
    await waitFor(async () => {
      const cells = await tableCells('Resumo do período, jan. 2026 – mar. 2026');
      expect(cells.foot[0]?.slice(2, 5)).toEqual([
        '1.800,00\u00a0€1.575,00\u00a0€',
        '0,30\u00a0€',
        '0,10\u00a0€',
      ]);
      expect(cells.body[0]?.[9]).toBe(
        'janeiro de 2026: pagafevereiro de 2026: paga em partemarço de 2026: em falta',
      );
      expect(cells.body[2]?.[1]).toBe('Sem contrato');
    });
  });

  it('totals every row of the period in the footer, a line per currency, whatever the page shown', async () => {
    renderFinances(
      summaryAnswers(JAN, MAR, [AUGUSTA], {
        total: 11,
        totals: [
          currencyTotals('Euro', { toPay: 9000.1, debt: 12.5 }),
          currencyTotals('US Dollar', { toPay: 500, debt: 0 }),
        ],
      }),
    );
    const { foot } = await tableCells(JAN_MAR_TABLE);
    expect(foot).toEqual([
      [
        'Total',
        '',
        '€0.00€0.000.00 US Dollar0.00 US Dollar',
        '€9,000.10500.00 US Dollar',
        '€0.000.00 US Dollar',
        '€0.00€0.000.00 US Dollar0.00 US Dollar',
        '€0.000.00 US Dollar',
        '€12.500.00 US Dollar',
        '',
        '',
      ],
    ]);
  });

  it('lists the entity’s own expenses of the period, from the totals, with their total', async () => {
    renderFinances(
      summaryAnswers(JAN, MAR, [], {
        entityExpenses: [
          entityExpense(4, '2026-01-10', 0.1, 'Accountant'),
          entityExpense(5, '2026-03-01', 0.2, 'Bank fees'),
        ],
      }),
    );
    const { body, foot } = await tableCells('Entity expenses, Jan 2026 – Mar 2026');
    expect(body).toEqual([
      ['Bank fees', '1 Mar 2026', '€0.20'],
      ['Accountant', '10 Jan 2026', '€0.10'],
    ]);
    expect(foot).toEqual([['Total', '', '€0.30']]);
    expect(screen.getByRole('heading', { name: 'Entity expenses, Jan 2026 – Mar 2026' })).toBeTruthy();
  });

  it('says when the period has no rows and no entity expenses', async () => {
    renderFinances(summaryAnswers(JAN, MAR, []));
    expect(await screen.findByText('No contracts or property expenses in this period')).toBeTruthy();
    expect(await screen.findByText('No entity expenses in this period')).toBeTruthy();
    expect(screen.queryByTestId('bars')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Rent states' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Page 1' })).toBeNull();
  });

  it('shows a failed page of the summary with a retry', async () => {
    const answers: Answers = {
      ...summaryAnswers(JAN, MAR, []),
      [JAN_MAR]: new Reply(500, { message: 'Something went wrong on our side.' }),
    };
    renderFinances(answers);
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    answers[JAN_MAR] = { items: [], total: 0 };
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No contracts or property expenses in this period')).toBeTruthy();
  });

  it('shows failed totals with a retry where the entity expenses go, the rows still shown', async () => {
    const answers: Answers = {
      ...summaryAnswers(JAN, MAR, [AUGUSTA]),
      [JAN_MAR_TOTALS]: new Reply(500, { message: 'Something went wrong on our side.' }),
    };
    renderFinances(answers);
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    const { body, foot } = await tableCells(JAN_MAR_TABLE);
    expect(body).toHaveLength(1);
    expect(foot).toEqual([]);
    answers[JAN_MAR_TOTALS] = { totals: [currencyTotals('Euro', { toPay: 5 })], entityExpenses: [] };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No entity expenses in this period')).toBeTruthy();
    expect((await tableCells(JAN_MAR_TABLE)).foot[0]?.[3]).toBe('€5.00');
  });
});

describe('Finances view: period summary a page at a time', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 10, 12));
    await i18n.changeLanguage('en');
    startSession();
    sessionStore.update({ accessMap: { 1: 'MANAGER' } });
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks the server for the next page and page size, kept in the URL, the chart drawing the page’s contracts', async () => {
    const fetchMock = renderFinances({
      ...summaryAnswers(JAN, MAR, [AUGUSTA, BAIXA], { total: 12 }),
      ...summaryAnswers(JAN, MAR, [CHIADO], { changes: { page: 2 }, total: 12 }),
      ...summaryAnswers(JAN, MAR, [AUGUSTA, BAIXA, CHIADO], { changes: { pageSize: 25 }, total: 12 }),
    });
    expect(await names()).toEqual(['Casa Augusta', 'Loja Baixa']);
    expect(screen.getByText('The contracts of the page shown in the table')).toBeTruthy();
    expect(within(screen.getByTestId('bars')).getAllByRole('listitem')[0]?.textContent).toBe(
      'Labels: Casa Augusta, Loja Baixa',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(async () => expect(await names()).toEqual(['T1 Chiado']));
    expect(search()).toBe('?summary-page=2');
    expect(within(screen.getByTestId('bars')).getAllByRole('listitem')[0]?.textContent).toBe(
      'Labels: T1 Chiado',
    );

    // A larger page size: every row, so the chart no longer speaks of a page.
    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '25' } });
    await waitFor(async () => expect(await names()).toEqual(['Casa Augusta', 'Loja Baixa', 'T1 Chiado']));
    expect(search()).toBe('?summary-rows=25');
    expect(screen.queryByText('The contracts of the page shown in the table')).toBeNull();
    expect(pageGets(fetchMock)).toEqual([JAN_MAR, janMar({ page: 2 }), janMar({ pageSize: 25 })]);
    // The totals are the period's, whatever the page: asked for once.
    expect(totalsGets(fetchMock)).toEqual([JAN_MAR_TOTALS]);

    // Back goes to the page before, read again from the cache.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(async () => expect(await names()).toEqual(['T1 Chiado']));
    expect(search()).toBe('?summary-page=2');
  });

  it('keeps the page shown, marked as loading, while the next one loads', async () => {
    const fetchMock = renderFinances({
      ...summaryAnswers(JAN, MAR, [AUGUSTA, BAIXA], { total: 12 }),
      ...summaryAnswers(JAN, MAR, [CHIADO], { changes: { page: 2 }, total: 12 }),
    });
    expect(await names()).toEqual(['Casa Augusta', 'Loja Baixa']);
    const release = hold(fetchMock, janMar({ page: 2 }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(document.querySelector('.p-datatable-loading-overlay')).toBeTruthy());
    const table = screen.getByRole('table', { name: JAN_MAR_TABLE });
    expect(within(table).getByText('Loja Baixa')).toBeTruthy();
    release();
    await waitFor(async () => expect(await names()).toEqual(['T1 Chiado']));
  });

  it('keeps the last period’s rows, named after their months and marked as loading, while the next period loads', async () => {
    const fetchMock = renderFinances({
      ...summaryAnswers(JAN, MAR, [AUGUSTA], { totals: [currencyTotals('Euro', { toPay: 1 })] }),
      ...summaryAnswers(JAN, FEB, [BAIXA], { totals: [currencyTotals('Euro', { toPay: 2 })] }),
    });
    expect(await names()).toEqual(['Casa Augusta']);
    const releasePage = hold(fetchMock, summaryPageUrl(JAN, FEB));
    typeDate('To', '02/2026');
    await waitFor(() => expect(document.querySelector('.p-datatable-loading-overlay')).toBeTruthy());
    const table = screen.getByRole('table', { name: JAN_MAR_TABLE });
    expect(within(table).getByText('Casa Augusta')).toBeTruthy();
    // The new period's totals came in first: the table still shows as loading until its rows do.
    await waitFor(() => expect(totalsGets(fetchMock)).toHaveLength(2));
    expect(document.querySelector('.p-datatable-loading-overlay')).toBeTruthy();
    releasePage();
    expect(await names('Period summary, Jan 2026 – Feb 2026')).toEqual(['Loja Baixa']);
    expect((await tableCells('Period summary, Jan 2026 – Feb 2026')).foot[0]?.[3]).toBe('€2.00');
  });

  it('maps the property, debt and end date columns to the server’s sorts, the others not sortable', async () => {
    const fetchMock = renderFinances(summaryAnswers(JAN, MAR, [AUGUSTA, BAIXA], { total: 12 }));
    await tableCells(JAN_MAR_TABLE);
    const table = within(screen.getByRole('table', { name: JAN_MAR_TABLE }));
    // By property is the default sort, shown on its column.
    expect(table.getByRole('columnheader', { name: 'Property' }).getAttribute('aria-sort')).toBe('ascending');
    for (const name of ['Tenants', 'To pay Jan 2026 – Mar 2026', 'Rents by month Jan 2026 – Mar 2026']) {
      const header = table.getByRole('columnheader', { name });
      expect(header.getAttribute('aria-sort')).toBeNull();
      fireEvent.click(header);
    }
    for (const name of ['Property', 'End date', 'Debt']) {
      fireEvent.click(table.getByRole('columnheader', { name }));
    }
    await waitFor(() =>
      expect(pageGets(fetchMock)).toEqual([
        JAN_MAR,
        janMar({ order: 'desc' }),
        janMar({ sort: 'end' }),
        janMar({ sort: 'debt' }),
      ]),
    );
    await waitFor(() => expect(search()).toBe('?summary-sort=debt'));
  });

  it('searches once typing pauses, from the first page, replacing the history entry, the footer still the period’s', async () => {
    const fetchMock = renderFinances({
      ...summaryAnswers(JAN, MAR, [CHIADO], { changes: { page: 2 }, total: 12 }),
      ...summaryAnswers(JAN, MAR, [BAIXA], { changes: { search: 'baixa' } }),
      ...summaryAnswers(JAN, MAR, [], { changes: { search: 'nada' } }),
      // Last, as its totals are those of the test.
      ...summaryAnswers(JAN, MAR, [AUGUSTA, BAIXA], {
        total: 12,
        totals: [currencyTotals('Euro', { toPay: 7 })],
      }),
    });
    await tableCells(JAN_MAR_TABLE);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(search()).toBe('?summary-page=2'));
    const box = screen.getByRole('searchbox', { name: 'Search the period summary' });
    expect(box.getAttribute('placeholder')).toBe('Property, street or tenant');
    fireEvent.change(box, { target: { value: ' baixa ' } });
    await waitFor(async () => expect(await names()).toEqual(['Loja Baixa']));
    expect(search()).toBe('?summary-q=baixa');
    // The footer totals the whole period, not the rows found: it says so.
    expect((await tableCells(JAN_MAR_TABLE)).foot[0]?.slice(0, 4)).toEqual([
      'Total of the whole period',
      '',
      '€0.00€0.00',
      '€7.00',
    ]);
    fireEvent.change(box, { target: { value: 'nada' } });
    expect(
      await screen.findByText('No contracts or properties of this period match the search'),
    ).toBeTruthy();
    expect(search()).toBe('?summary-q=nada');
    expect(pageGets(fetchMock)).toEqual([
      JAN_MAR,
      janMar({ page: 2 }),
      janMar({ search: 'baixa' }),
      janMar({ search: 'nada' }),
    ]);
    expect(totalsGets(fetchMock)).toEqual([JAN_MAR_TOTALS]);

    // The searches replaced their entry: back goes to the first page, before the page 2 was chosen.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(search()).toBe(''));
    await waitFor(() => expect((box as HTMLInputElement).value).toBe(''));
  });

  it('opens on the page, size, sort and search of a shared link, beside the period’s and the contracts’ keys', async () => {
    const fetchMock = renderFinances(
      {
        ...summaryAnswers(FEB, MAR, [BAIXA], {
          changes: { page: 2, pageSize: 25, sort: 'debt', order: 'desc', search: 'ana' },
          total: 30,
        }),
        ...overviewAnswers([], { changes: { sort: 'debt' } }),
      },
      '/entities/1?from=2026-02&to=2026-03&contracts-sort=debt&summary-page=2&summary-rows=25&summary-sort=debt&summary-order=desc&summary-q=ana',
    );
    expect(await names('Period summary, Feb 2026 – Mar 2026')).toEqual(['Loja Baixa']);
    expect(
      (screen.getByRole('searchbox', { name: 'Search the period summary' }) as HTMLInputElement).value,
    ).toBe('ana');
    const table = within(screen.getByRole('table', { name: 'Period summary, Feb 2026 – Mar 2026' }));
    expect(table.getByRole('columnheader', { name: 'Debt' }).getAttribute('aria-sort')).toBe('descending');
    expect(pageGets(fetchMock)).toEqual([
      summaryPageUrl(FEB, MAR, { page: 2, pageSize: 25, sort: 'debt', order: 'desc', search: 'ana' }),
    ]);
  });

  it('falls back to the defaults for keys that are no such values', async () => {
    const fetchMock = renderFinances(
      summaryAnswers(JAN, MAR, [AUGUSTA]),
      '/entities/1?summary-page=0&summary-rows=7&summary-sort=paid&summary-order=up',
    );
    await tableCells(JAN_MAR_TABLE);
    expect(pageGets(fetchMock)).toEqual([JAN_MAR]);
  });

  it('starts a new period from the first page, keeping the sort and the search', async () => {
    const fetchMock = renderFinances(
      {
        ...summaryAnswers(JAN, MAR, [CHIADO], { changes: { page: 2, sort: 'debt', search: 'a' }, total: 12 }),
        ...summaryAnswers(JAN, FEB, [AUGUSTA], { changes: { sort: 'debt', search: 'a' }, total: 12 }),
      },
      '/entities/1?summary-page=2&summary-sort=debt&summary-q=a',
    );
    expect(await names()).toEqual(['T1 Chiado']);
    typeDate('To', '02/2026');
    expect(await names('Period summary, Jan 2026 – Feb 2026')).toEqual(['Casa Augusta']);
    expect(search()).toBe('?summary-sort=debt&summary-q=a&from=2026-01&to=2026-02');
    expect(pageGets(fetchMock)).toEqual([
      janMar({ page: 2, sort: 'debt', search: 'a' }),
      summaryPageUrl(JAN, FEB, { sort: 'debt', search: 'a' }),
    ]);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  });
});
