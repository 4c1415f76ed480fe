import { type EntityView, hasRight, type Right } from '@arrenda/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { sessionStore } from '../../../lib/session';
import { mockApi, Reply, renderWithProviders, startSession } from '../../../testing/render';
import { EntityViews } from '../../entities/components/entity-views';
import { EntityFinances } from '../components/entity-finances';
import { OVERVIEW, overview, overviewContract, summary, summaryPath, tableCells } from './finance-fixtures';

// jsdom has no canvas for the period chart.
vi.mock('react-chartjs-2', () => ({ Bar: () => null }));

const SUMMARY = summaryPath('2026-01-15', '2026-03-15');
const EMPTY_SUMMARY = summary('2026-01-15', '2026-03-15', []);

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
const THREE = overview([AUGUSTA, BAIXA, GARAGE], {
  debt: 1234.5,
  retainedAmountYear: 150.25,
  missingRents: 2,
  actionsRequired: 3,
  currentContracts: 2,
});

const totals = () =>
  within(screen.getByRole('region', { name: /^(Totals|Totais)$/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const renderFinances = (canCreate = true) =>
  renderWithProviders(<EntityFinances entityId={1} canCreate={canCreate} />, '/entities/1');

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
    mockApi({ [OVERVIEW]: THREE, [SUMMARY]: EMPTY_SUMMARY });
    renderFinances();
    await screen.findByRole('region', { name: 'Totals' });
    expect(totals()).toEqual([
      'Total debt€1,234.50',
      "Tax retained on this year's payments€150.25",
      'Missing rents2',
      'Actions required3',
      'Current contracts2',
    ]);
  });

  it('totals the amounts of each currency apart, exact to the cent', async () => {
    const contracts = [
      overviewContract(12, { debt: 0.1 }),
      overviewContract(15, { propertyId: 10, debt: 0.2 }),
      overviewContract(16, { propertyId: 11, currency: 'US Dollar', debt: 5 }),
    ];
    mockApi({ [OVERVIEW]: overview(contracts, { debt: 5.3 }), [SUMMARY]: EMPTY_SUMMARY });
    renderFinances();
    await screen.findByRole('region', { name: 'Totals' });
    expect(totals()[0]).toBe('Total debt€0.305.00 US Dollar');
  });

  it('lists each contract with debt, retained tax, last rent, notes and translated reasons', async () => {
    mockApi({ [OVERVIEW]: THREE, [SUMMARY]: EMPTY_SUMMARY });
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
    mockApi({ [OVERVIEW]: THREE, [SUMMARY]: EMPTY_SUMMARY });
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
    expect(totals()[0]).toBe('Dívida total1.234,50\u00a0€');
    expect(screen.getByRole('link', { name: 'Pagar renda de Casa Augusta' })).toBeTruthy();
  });

  it('sorts by debt', async () => {
    mockApi({ [OVERVIEW]: overview([BAIXA, AUGUSTA]), [SUMMARY]: EMPTY_SUMMARY });
    renderFinances();
    const names = async () =>
      (await tableCells('Contracts and actions required')).body.map((cells) => cells[0]?.slice(0, 12));
    expect(await names()).toEqual(['Loja Baixa', 'Casa Augusta']);
    const table = within(screen.getByRole('table', { name: 'Contracts and actions required' }));
    // Ascending, then descending.
    fireEvent.click(table.getByRole('columnheader', { name: 'Debt' }));
    fireEvent.click(table.getByRole('columnheader', { name: 'Debt' }));
    await waitFor(async () => expect(await names()).toEqual(['Casa Augusta', 'Loja Baixa']));
  });

  it('says when no contract runs, owes or needs an action, with zero totals', async () => {
    mockApi({ [OVERVIEW]: overview([]), [SUMMARY]: EMPTY_SUMMARY });
    renderFinances();
    expect(await screen.findByText('No current contracts, debt or actions required')).toBeTruthy();
    expect(totals()).toEqual([
      'Total debt€0.00',
      "Tax retained on this year's payments€0.00",
      'Missing rents0',
      'Actions required0',
      'Current contracts0',
    ]);
  });

  it('shows a failed load with a retry', async () => {
    const answers: Record<string, unknown> = {
      [OVERVIEW]: new Reply(500, { message: 'Something went wrong on our side.' }),
      [SUMMARY]: EMPTY_SUMMARY,
    };
    mockApi(answers);
    renderFinances();
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    answers[OVERVIEW] = THREE;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Contracts and actions required' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong on our side.')).toBeNull();
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
    mockApi({ [OVERVIEW]: THREE, [SUMMARY]: EMPTY_SUMMARY });
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
    mockApi({ [OVERVIEW]: THREE, [SUMMARY]: EMPTY_SUMMARY });
    renderViews('READ');
    expect(await screen.findByRole('link', { name: 'Contract of Casa Augusta' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Pay rent of/ })).toBeNull();
  });
});
