import { type EntityView, hasRight, type Right } from '@arrenda/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EntityViews } from '@/app/routes/entities/parts/entity-views';
import { EntityFinances } from '@/features/finance/components/entity-finances';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import {
  Back,
  getsOf,
  OVERVIEW,
  OVERVIEW_TOTALS,
  overviewAnswers,
  overviewContract,
  overviewPageUrl,
  overviewTotals,
  Search,
  search,
  summaryAnswers,
  tableCells,
} from '@/testing/fixtures/finance-fixtures';
import { mockApi, Reply, renderWithProviders, startSession } from '@/testing/render';

// jsdom has no canvas for the period chart.
vi.mock('react-chartjs-2', () => ({ Bar: () => null }));

const EMPTY_SUMMARY = summaryAnswers('2026-01-15', '2026-03-15', []);

/** Owes 1.234,50 €: overdue since January, February missing; its last rent is not fully paid. */
const AUGUSTA = overviewContract(12, {
  debt: 1234.5,
  retainedAmountYear: 150.25,
  missingRents: 2,
  actions: [
    { code: 'RENT_OVERDUE', date: '2026-01-31' },
    { code: 'RENT_MISSING', date: '2026-02-15' },
  ],
  lastRent: {
    id: 31,
    paymentPeriodDate: '2026-02-15',
    paymentDueDate: '2026-02-28',
    amount: 900,
    amountToPay: 300,
    paid: false,
  },
  notes: 'Transfer of 600',
  rentIdToPay: 31,
});
/** Ends soon, inside its renegotiation period, nothing owed. */
const BAIXA = overviewContract(13, {
  propertyId: 8,
  propertyName: 'Loja Baixa',
  propertyType: { id: 8, name: 'OTHER' },
  address: null,
  tenants: [
    { id: 4, name: 'Bruno Costa' },
    { id: 5, name: 'Carla Dias' },
  ],
  actions: [
    { code: 'RENEGOTIATION_OPEN', date: '2026-03-31' },
    { code: 'CONTRACT_ENDING', date: '2026-04-30' },
  ],
});
/** An unnamed garage whose contract ended, with a renegotiation about to start; no rents. */
const GARAGE = overviewContract(14, {
  propertyId: 9,
  propertyName: null,
  propertyType: { id: 5, name: 'GARAGE' },
  address: null,
  current: false,
  actions: [
    { code: 'CONTRACT_ENDED', date: '2026-01-31' },
    { code: 'RENEGOTIATION_SOON', date: '2026-04-01' },
  ],
  lastRent: null,
});
const THREE = overviewAnswers([AUGUSTA, BAIXA, GARAGE], {
  totals: {
    debt: 1234.5,
    retainedAmountYear: 150.25,
    missingRents: 2,
    actionsRequired: 3,
    currentContracts: 2,
    byCurrency: [{ currency: 'Euro', debt: 1234.5, retainedAmountYear: 150.25 }],
  },
});

/** The totals' cards once their figures are in (the region is busy while they load). */
const totals = async () => {
  const region = await screen.findByRole('region', { name: /^(Totals|Totais)$/ });
  await waitFor(() => expect(region.getAttribute('aria-busy')).toBe('false'));
  return within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};

const renderFinances = (canCreate = true, path = '/entities/1') =>
  renderWithProviders(
    <>
      <EntityFinances entityId={1} canCreate={canCreate} />
      <Search />
      <Back />
    </>,
    path,
  );

const CONTRACTS = 'Contracts and actions required';
/** The first cell's first words of each row of the contracts table. */
const names = async () => (await tableCells(CONTRACTS)).body.map((cells) => cells[0]?.slice(0, 12));
const overviewGets = (fetchMock: ReturnType<typeof mockApi>) =>
  getsOf(fetchMock, '/entities/1/overview').filter((path) => path !== OVERVIEW_TOTALS);

describe('Finances view: totals and contracts', () => {
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

  it('shows the totals at the top', async () => {
    mockApi({ ...THREE, ...EMPTY_SUMMARY });
    renderFinances();
    await screen.findByRole('region', { name: 'Totals' });
    expect(await totals()).toEqual([
      'Total debt€1,234.50',
      "Tax retained on this year's payments€150.25",
      'Missing rents2',
      'Actions required3',
      'Current contracts2',
    ]);
  });

  it('shows the totals cards with their labels while the figures load, so that nothing below moves', async () => {
    const fetchMock = mockApi({ ...THREE, ...EMPTY_SUMMARY });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === `/api${OVERVIEW_TOTALS}`) await held;
      return fetchMock(input, init);
    });
    renderFinances();
    const region = await screen.findByRole('region', { name: 'Totals' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Total debt',
      "Tax retained on this year's payments",
      'Missing rents',
      'Actions required',
      'Current contracts',
    ]);
    release();
    expect((await totals())[0]).toBe('Total debt€1,234.50');
  });

  it('shows a line per currency the server totals, amounts of different currencies apart', async () => {
    mockApi({
      ...overviewAnswers([overviewContract(12, { debt: 0.1 })], {
        totals: {
          debt: 5.3,
          retainedAmountYear: 10,
          byCurrency: [
            { currency: 'Euro', debt: 0.3, retainedAmountYear: 10 },
            { currency: 'US Dollar', debt: 5, retainedAmountYear: 0 },
          ],
        },
      }),
      ...EMPTY_SUMMARY,
    });
    renderFinances();
    await screen.findByRole('region', { name: 'Totals' });
    expect((await totals()).slice(0, 2)).toEqual([
      'Total debt€0.305.00 US Dollar',
      "Tax retained on this year's payments€10.000.00 US Dollar",
    ]);
  });

  it('lists each contract with debt, retained tax, last rent, notes and translated reasons', async () => {
    mockApi({ ...THREE, ...EMPTY_SUMMARY });
    renderFinances();
    const { body } = await tableCells('Contracts and actions required');
    expect(body).toEqual([
      [
        'Casa AugustaRua Augusta 10, 2º Esq, 1100-053 Lisboa',
        'Ana Silva',
        '€1,234.50',
        '€150.25',
        'February 2026€900.00Not paid€300.00 to pay',
        'Transfer of 600',
        'Rent overdue since 31 Jan 2026Missing rents since February 2026',
        'PayContract',
      ],
      [
        'Loja Baixa',
        'Bruno Costa, Carla Dias',
        '€0.00',
        '€0.00',
        'February 2026€900.00Paid',
        '',
        'Renegotiation period open until 31 Mar 2026Contract ends on 30 Apr 2026',
        'Contract',
      ],
      [
        'Garage',
        'Ana Silva',
        '€0.00',
        '€0.00',
        'No rents yet',
        '',
        'Contract ended on 31 Jan 2026Renegotiation starts on 1 Apr 2026',
        'Contract',
      ],
    ]);
    expect(screen.getByText('€1,234.50', { selector: '.finance-debt' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Casa Augusta' }).getAttribute('href')).toBe(
      '/entities/1/properties/7',
    );
    expect(screen.getByRole('link', { name: 'Contract of Loja Baixa' }).getAttribute('href')).toBe(
      '/entities/1/properties/8/contracts/13',
    );
  });

  it('redraws the reasons and amounts in the language chosen', async () => {
    mockApi({ ...THREE, ...EMPTY_SUMMARY });
    renderFinances();
    await tableCells('Contracts and actions required');
    await act(() => i18n.changeLanguage('pt'));
    await waitFor(async () => {
      const { body } = await tableCells('Contratos e ações necessárias');
      expect(body.map((cells) => cells[6])).toEqual([
        'Renda em atraso desde 31/01/2026Rendas em falta desde fevereiro de 2026',
        'Período de renegociação aberto até 31/03/2026O contrato termina a 30/04/2026',
        'O contrato terminou a 31/01/2026A renegociação começa a 01/04/2026',
      ]);
      expect(body[0]?.slice(2, 5)).toEqual([
        '1.234,50\u00a0€',
        '150,25\u00a0€',
        'fevereiro de 2026900,00\u00a0€Por pagar300,00\u00a0€ por pagar',
      ]);
      expect(body[2]?.[0]).toBe('Garagem');
    });
    expect((await totals())[0]).toBe('Dívida total1.234,50\u00a0€');
    expect(screen.getByRole('link', { name: 'Pagar renda de Casa Augusta' })).toBeTruthy();
  });

  it('asks the server for the debt sort, ascending then descending, from the first page, kept in the URL', async () => {
    const fetchMock = mockApi({
      ...overviewAnswers([BAIXA, AUGUSTA], { total: 30 }),
      ...overviewAnswers([GARAGE], { changes: { page: 2 }, total: 30 }),
      ...overviewAnswers([BAIXA, GARAGE], { changes: { sort: 'debt' }, total: 30 }),
      ...overviewAnswers([AUGUSTA, BAIXA], { changes: { sort: 'debt', order: 'desc' }, total: 30 }),
      ...EMPTY_SUMMARY,
    });
    renderFinances();
    expect(await names()).toEqual(['Loja Baixa', 'Casa Augusta']);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(async () => expect(await names()).toEqual(['Garage']));
    expect(search()).toBe('?contracts-page=2');
    const table = within(screen.getByRole('table', { name: CONTRACTS }));
    fireEvent.click(table.getByRole('columnheader', { name: 'Debt' }));
    await waitFor(async () => expect(await names()).toEqual(['Loja Baixa', 'Garage']));
    // A new sort starts again from the first page.
    expect(search()).toBe('?contracts-sort=debt');
    fireEvent.click(table.getByRole('columnheader', { name: 'Debt' }));
    await waitFor(async () => expect(await names()).toEqual(['Casa Augusta', 'Loja Baixa']));
    expect(search()).toBe('?contracts-sort=debt&contracts-order=desc');
    expect(overviewGets(fetchMock)).toEqual([
      OVERVIEW,
      overviewPageUrl({ page: 2 }),
      overviewPageUrl({ sort: 'debt' }),
      overviewPageUrl({ sort: 'debt', order: 'desc' }),
    ]);

    // Back goes to the sort before, read again from the cache.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(async () => expect(await names()).toEqual(['Loja Baixa', 'Garage']));
    expect(search()).toBe('?contracts-sort=debt');
  });

  it('maps each sortable column to the server’s sort', async () => {
    const fetchMock = mockApi({ ...THREE, ...EMPTY_SUMMARY });
    renderFinances();
    await tableCells(CONTRACTS);
    const table = within(screen.getByRole('table', { name: CONTRACTS }));
    // The oldest action first is the default sort, shown on its column.
    expect(table.getByRole('columnheader', { name: 'Action required' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    for (const name of ['Property', 'Tenants', 'Retained on payments this year', 'Last rent']) {
      fireEvent.click(table.getByRole('columnheader', { name }));
    }
    await waitFor(() =>
      expect(overviewGets(fetchMock)).toEqual([
        OVERVIEW,
        overviewPageUrl({ sort: 'property' }),
        overviewPageUrl({ sort: 'tenants' }),
        overviewPageUrl({ sort: 'retained' }),
        overviewPageUrl({ sort: 'lastRent' }),
      ]),
    );
  });

  it('searches once typing pauses, from the first page, replacing the history entry', async () => {
    const fetchMock = mockApi({
      ...overviewAnswers([BAIXA, AUGUSTA], { total: 12 }),
      ...overviewAnswers([BAIXA], { changes: { page: 2 }, total: 12 }),
      ...overviewAnswers([AUGUSTA], { changes: { search: 'augusta' } }),
      ...overviewAnswers([], { changes: { search: 'nada' } }),
      ...EMPTY_SUMMARY,
    });
    renderFinances();
    await tableCells(CONTRACTS);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(search()).toBe('?contracts-page=2'));
    const box = screen.getByRole('searchbox', { name: 'Search contracts' });
    expect(box.getAttribute('placeholder')).toBe('Property, address or tenant');
    fireEvent.change(box, { target: { value: ' augusta ' } });
    await waitFor(async () => expect(await names()).toEqual(['Casa Augusta']));
    expect(search()).toBe('?contracts-q=augusta');
    fireEvent.change(box, { target: { value: 'nada' } });
    expect(await screen.findByText('No contracts match the search')).toBeTruthy();
    expect(search()).toBe('?contracts-q=nada');
    expect(overviewGets(fetchMock)).toEqual([
      OVERVIEW,
      overviewPageUrl({ page: 2 }),
      overviewPageUrl({ search: 'augusta' }),
      overviewPageUrl({ search: 'nada' }),
    ]);
    // The totals are the entity's, whatever the search: asked for once.
    expect(getsOf(fetchMock, OVERVIEW_TOTALS)).toHaveLength(1);

    // The searches replaced their entry: back goes to the first page, before the page 2 was chosen.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(search()).toBe(''));
    await waitFor(() => expect((box as HTMLInputElement).value).toBe(''));
  });

  it('opens on the page, size, sort and search of a shared link, beside the period’s keys', async () => {
    mockApi({
      ...overviewAnswers([AUGUSTA], {
        changes: { page: 2, pageSize: 25, sort: 'lastRent', order: 'desc', search: 'ana' },
        total: 30,
      }),
      ...EMPTY_SUMMARY,
    });
    renderFinances(
      true,
      '/entities/1?from=2026-01&to=2026-03&contracts-page=2&contracts-rows=25&contracts-sort=lastRent&contracts-order=desc&contracts-q=ana',
    );
    expect(await names()).toEqual(['Casa Augusta']);
    expect((screen.getByRole('searchbox', { name: 'Search contracts' }) as HTMLInputElement).value).toBe(
      'ana',
    );
    const table = within(screen.getByRole('table', { name: CONTRACTS }));
    expect(table.getByRole('columnheader', { name: 'Last rent' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('falls back to the defaults for keys that are no such values', async () => {
    const fetchMock = mockApi({ ...THREE, ...EMPTY_SUMMARY });
    renderFinances(
      true,
      '/entities/1?contracts-page=0&contracts-rows=7&contracts-sort=rent&contracts-order=up',
    );
    await tableCells(CONTRACTS);
    expect(overviewGets(fetchMock)).toEqual([OVERVIEW]);
  });

  it('shows the paginator only when the contracts are more than a page', async () => {
    mockApi({ ...THREE, ...EMPTY_SUMMARY });
    renderFinances();
    await tableCells(CONTRACTS);
    expect(screen.queryByRole('button', { name: 'Page 1' })).toBeNull();
  });

  it('says when no contract runs, owes or needs an action, with zero totals', async () => {
    mockApi({ ...overviewAnswers([]), ...EMPTY_SUMMARY });
    renderFinances();
    expect(await screen.findByText('No current contracts, debt or actions required')).toBeTruthy();
    expect(await totals()).toEqual([
      'Total debt€0.00',
      "Tax retained on this year's payments€0.00",
      'Missing rents0',
      'Actions required0',
      'Current contracts0',
    ]);
  });

  it('shows a failed load of the contracts with a retry', async () => {
    const answers: Record<string, unknown> = {
      ...THREE,
      [OVERVIEW]: new Reply(500, { message: 'Something went wrong on our side.' }),
      ...EMPTY_SUMMARY,
    };
    mockApi(answers);
    renderFinances();
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    // The totals come from their own call.
    expect((await totals())[0]).toBe('Total debt€1,234.50');
    answers[OVERVIEW] = THREE[OVERVIEW];
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: CONTRACTS })).toBeTruthy();
    expect(screen.queryByText('Something went wrong on our side.')).toBeNull();
  });

  it('shows a failed load of the totals with a retry, the contracts still shown', async () => {
    const answers: Record<string, unknown> = {
      ...THREE,
      [OVERVIEW_TOTALS]: new Reply(500, { message: 'Something went wrong on our side.' }),
      ...EMPTY_SUMMARY,
    };
    mockApi(answers);
    renderFinances();
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    expect(await names()).toEqual(['Casa Augusta', 'Loja Baixa', 'Garage']);
    answers[OVERVIEW_TOTALS] = overviewTotals({ debt: 5 });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Totals' })).toBeTruthy();
    expect((await totals())[0]).toBe('Total debt€5.00');
  });
});

const ENTITY: EntityView = {
  id: 1,
  version: 1,
  name: 'Casa Silva',
  entityType: { id: 1, name: 'Personal' },
  country: { id: 1, name: 'Portugal' },
  legalName: null,
  financeNumber: null,
  description: null,
  phone: null,
  address: null,
  postalCode: null,
  city: null,
  mailReceipts: false,
  atReceiptsExempt: false,
  countProperties: 3,
  accessType: 'MANAGER',
  files: [],
};

describe('Finances view in the entity overview', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 10, 12));
    await i18n.changeLanguage('en');
    startSession();
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const renderViews = (accessType: string) => {
    sessionStore.update({ accessMap: { 1: accessType } });
    const can = (right: Right) => hasRight(accessType, right);
    return renderWithProviders(
      <EntityViews entityId={ENTITY.id} files={ENTITY.files} can={can} />,
      '/entities/1',
    );
  };

  it('is the default view, and offers Pay with the create right for a rent to pay', async () => {
    mockApi({ ...THREE, ...EMPTY_SUMMARY });
    renderViews('EDITOR');
    expect(screen.getByRole('tab', { name: 'Finances' }).getAttribute('aria-selected')).toBe('true');
    const pay = await screen.findByRole('link', { name: 'Pay rent of Casa Augusta' });
    expect(pay.textContent).toBe('Pay');
    expect(pay.getAttribute('href')).toBe('/entities/1/properties/7/contracts/12/rents/31/pay');
    // Only Casa Augusta has a rent to pay.
    expect(screen.getAllByRole('link', { name: /^Pay rent of/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Contract of Casa Augusta' }).getAttribute('href')).toBe(
      '/entities/1/properties/7/contracts/12',
    );
  });

  it('offers no Pay to a reader', async () => {
    mockApi({ ...THREE, ...EMPTY_SUMMARY });
    renderViews('READ');
    expect(await screen.findByRole('link', { name: 'Contract of Casa Augusta' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Pay rent of/ })).toBeNull();
  });
});
