import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { sessionStore } from '../../../lib/session';
import { mockApi, Reply, renderWithProviders, startSession } from '../../../testing/render';
import { inputValue, typeDate } from '../../expenses/__tests__/expense-fixtures';
import { EntityFinances } from '../components/entity-finances';
import {
  entityExpense,
  getsOf,
  headers,
  overviewAnswers,
  Search,
  search,
  summary,
  summaryPath,
  summaryRow,
  tableCells,
} from './finance-fixtures';

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
const JAN_MAR = summaryPath('2026-01-15', '2026-03-15');
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
    </>,
    path,
  );
  return fetchMock;
}

const summaryGets = (fetchMock: ReturnType<typeof mockApi>) => getsOf(fetchMock, SUMMARIES);

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
    const fetchMock = renderFinances({ [JAN_MAR]: summary('2026-01-15', '2026-03-15', [summaryRow(12)]) });
    await tableCells(JAN_MAR_TABLE);
    expect(inputValue('From')).toBe('01/2026');
    expect(inputValue('To')).toBe('03/2026');
    expect(summaryGets(fetchMock)).toEqual([JAN_MAR]);
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

  it('fetches the months chosen and keeps them in the URL, next to the view', async () => {
    const fetchMock = renderFinances(
      {
        [JAN_MAR]: summary('2026-01-15', '2026-03-15', []),
        [summaryPath('2026-01-15', '2026-02-15')]: summary('2026-01-15', '2026-02-15', []),
      },
      '/entities/1?view=finances',
    );
    await tableCells(JAN_MAR_TABLE);
    typeDate('To', '02/2026');
    await tableCells('Period summary, Jan 2026 – Feb 2026');
    expect(summaryGets(fetchMock)).toEqual([JAN_MAR, summaryPath('2026-01-15', '2026-02-15')]);
    expect(search()).toBe('?view=finances&from=2026-01&to=2026-02');
    expect(inputValue('To')).toBe('02/2026');
  });

  it('sets both months to To when it is put before From, and a single month is named in full', async () => {
    const december = summaryPath('2025-12-15', '2025-12-15');
    const fetchMock = renderFinances({
      [JAN_MAR]: summary('2026-01-15', '2026-03-15', []),
      [december]: summary('2025-12-15', '2025-12-15', [summaryRow(12)]),
    });
    await tableCells(JAN_MAR_TABLE);
    typeDate('To', '12/2025');
    await tableCells('Period summary, December 2025');
    expect([inputValue('From'), inputValue('To')]).toEqual(['12/2025', '12/2025']);
    expect(summaryGets(fetchMock)).toEqual([JAN_MAR, december]);
    expect(headers('Period summary, December 2025')).toContain('To pay December 2025');
    expect(headers('Period summary, December 2025')).toContain('Paid December 2025');
  });

  it('sets both months to From when it is put after To', async () => {
    const may = summaryPath('2026-05-15', '2026-05-15');
    renderFinances({
      [JAN_MAR]: summary('2026-01-15', '2026-03-15', []),
      [may]: summary('2026-05-15', '2026-05-15', []),
    });
    await tableCells(JAN_MAR_TABLE);
    typeDate('From', '05/2026');
    await tableCells('Period summary, May 2026');
    expect([inputValue('From'), inputValue('To')]).toEqual(['05/2026', '05/2026']);
    expect(search()).toBe('?from=2026-05&to=2026-05');
  });

  it('fetches nothing again when a month is picked unchanged, or while still being typed', async () => {
    const fetchMock = renderFinances({ [JAN_MAR]: summary('2026-01-15', '2026-03-15', []) });
    await tableCells(JAN_MAR_TABLE);
    typeDate('From', '01/2026');
    typeDate('To', '03/2026');
    fireEvent.input(screen.getByLabelText('To'), { target: { value: '02/2' } });
    await act(async () => {});
    expect(summaryGets(fetchMock)).toEqual([JAN_MAR]);
    expect(search()).toBe('');
    // Leaving the field puts the month back.
    fireEvent.blur(screen.getByLabelText('To'));
    expect(inputValue('To')).toBe('03/2026');
  });

  it('reads the period from the URL', async () => {
    const november = summaryPath('2025-11-15', '2025-11-15');
    const fetchMock = renderFinances(
      { [november]: summary('2025-11-15', '2025-11-15', []) },
      '/entities/1?from=2025-11&to=2025-11',
    );
    await tableCells('Period summary, November 2025');
    expect([inputValue('From'), inputValue('To')]).toEqual(['11/2025', '11/2025']);
    expect(summaryGets(fetchMock)).toEqual([november]);
  });

  it('says that a period with From after To is not valid, naming both months, and fetches nothing', async () => {
    const fetchMock = renderFinances({}, '/entities/1?from=2026-05&to=2026-02');
    expect(
      await screen.findByText('Error: "From" date (05/2026) cannot be after "To" date (02/2026)'),
    ).toBeTruthy();
    await act(() => i18n.changeLanguage('pt'));
    expect(
      await screen.findByText('Erro: a data "De" (05/2026) não pode ser posterior à data "Até" (02/2026)'),
    ).toBeTruthy();
    expect(summaryGets(fetchMock)).toEqual([]);
  });

  it('shows each row’s figures, month states and expenses, and totals exact to the cent', async () => {
    renderFinances({
      [JAN_MAR]: summary('2026-01-15', '2026-03-15', [
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
      ]),
    });
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

  it('lists the entity’s own expenses of the period with their total', async () => {
    renderFinances({
      [JAN_MAR]: summary(
        '2026-01-15',
        '2026-03-15',
        [],
        [entityExpense(4, '2026-01-10', 0.1, 'Accountant'), entityExpense(5, '2026-03-01', 0.2, 'Bank fees')],
      ),
    });
    const { body, foot } = await tableCells('Entity expenses, Jan 2026 – Mar 2026');
    expect(body).toEqual([
      ['Bank fees', '1 Mar 2026', '€0.20'],
      ['Accountant', '10 Jan 2026', '€0.10'],
    ]);
    expect(foot).toEqual([['Total', '', '€0.30']]);
    expect(screen.getByRole('heading', { name: 'Entity expenses, Jan 2026 – Mar 2026' })).toBeTruthy();
  });

  it('says when the period has no rows and no entity expenses', async () => {
    renderFinances({ [JAN_MAR]: summary('2026-01-15', '2026-03-15', []) });
    expect(await screen.findByText('No contracts or property expenses in this period')).toBeTruthy();
    expect(screen.getByText('No entity expenses in this period')).toBeTruthy();
    expect(screen.queryByTestId('bars')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Rent states' })).toBeNull();
  });

  it('shows a failed summary with a retry', async () => {
    const answers: Answers = { [JAN_MAR]: new Reply(500, { message: 'Something went wrong on our side.' }) };
    renderFinances(answers);
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    answers[JAN_MAR] = summary('2026-01-15', '2026-03-15', []);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No contracts or property expenses in this period')).toBeTruthy();
  });
});
