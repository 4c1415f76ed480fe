import type { ReminderView } from '@arrenda/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RemindersRoute from '@/app/routes/reminders';
import { RemindersBell } from '@/features/reminders/components/reminders-bell';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import { mockApi, Reply, renderWithProviders, startSession } from '@/testing/render';

const reminder = (fields: Partial<ReminderView>): ReminderView => ({
  entityId: 1,
  entityName: 'Carteira',
  contractId: 12,
  propertyId: 7,
  propertyName: 'T1 Augusta',
  propertyType: { id: 3, name: 'APARTMENT' },
  address: 'Rua Augusta 12, Lisboa',
  tenants: [
    { id: 4, name: 'Ana Silva' },
    { id: 5, name: 'Rui Costa' },
  ],
  code: 'CONTRACT_ENDING',
  date: '2026-04-30',
  rentToPay: null,
  ...fields,
});

/** Oldest first, as the API answers: Carteira's overdue rent, Herança's ended garage, Carteira's end. */
const OVERDUE = reminder({
  code: 'RENT_OVERDUE',
  date: '2026-01-31',
  rentToPay: { rentId: 31, debt: 1234.5, currency: 'Euro' },
});
const ENDED = reminder({
  entityId: 2,
  entityName: 'Herança',
  contractId: 20,
  propertyId: 9,
  propertyName: null,
  propertyType: { id: 5, name: 'GARAGE' },
  address: null,
  tenants: [],
  code: 'CONTRACT_ENDED',
  date: '2026-02-28',
});
const ENDING = reminder({});
const THREE = [OVERDUE, ENDED, ENDING];

const renderPage = () => renderWithProviders(<RemindersRoute />, '/reminders');

const groups = () => screen.getAllByRole('region');
const cards = (group: HTMLElement) => within(group).getAllByRole('listitem');
const hrefOf = (scope: HTMLElement, name: string | RegExp) =>
  within(scope).getByRole('link', { name }).getAttribute('href');

describe('Reminders page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    startSession();
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it("links a payment without its AT e-receipt to that month's e-receipts", async () => {
    mockApi({ '/reminders': [reminder({ code: 'AT_RECEIPT_MISSING', date: '2026-11-20' })] });
    renderPage();
    const [group] = await screen.findAllByRole('region');
    if (!group) throw new Error('a group expected');
    expect(within(group).getByText('Payment of 20 Nov 2026 without its AT e-receipt')).toBeTruthy();
    expect(hrefOf(group, 'AT e-receipts of T1 Augusta')).toBe(
      '/entities/1/taxYear?tab=atReceipts&month=2026-11',
    );
  });

  it('groups the reasons by entity, oldest first, with property, tenants and links', async () => {
    mockApi({ '/reminders': THREE });
    renderPage();
    await screen.findByRole('heading', { name: /Carteira/ });

    const [carteira, heranca] = groups();
    if (!carteira || !heranca) throw new Error('two groups expected');
    expect(within(carteira).getByRole('heading').textContent).toBe('Carteira2 reminders');
    expect(hrefOf(carteira, 'Carteira')).toBe('/entities/1');
    expect(within(heranca).getByRole('heading').textContent).toBe('Herança1 reminder');

    const [overdue, ending] = cards(carteira);
    if (!overdue || !ending) throw new Error('two reasons expected');
    expect(within(overdue).getByText('Rent overdue since 31 Jan 2026')).toBeTruthy();
    expect(within(overdue).getByText('T1 Augusta')).toBeTruthy();
    expect(within(overdue).getByText('Rua Augusta 12, Lisboa')).toBeTruthy();
    expect(overdue.textContent).toContain('Ana Silva, Rui Costa');
    expect(within(overdue).getByText('Owed: €1,234.50')).toBeTruthy();
    expect(hrefOf(overdue, 'Pay rent of T1 Augusta')).toBe(
      '/entities/1/properties/7/contracts/12/rents/31/pay',
    );
    expect(hrefOf(overdue, 'Contract of T1 Augusta')).toBe('/entities/1/properties/7/contracts/12#rents');

    expect(within(ending).getByText('Contract ends on 30 Apr 2026')).toBeTruthy();
    expect(within(ending).queryByRole('link', { name: /^Pay/ })).toBeNull();
    expect(within(ending).queryByText(/^Owed/)).toBeNull();
    expect(hrefOf(ending, 'Contract of T1 Augusta')).toBe('/entities/1/properties/7/contracts/12');

    // An unnamed property is named by its type; no tenants, no tenants line.
    const [garage] = cards(heranca);
    if (!garage) throw new Error('one reason expected');
    expect(within(garage).getByText('Contract ended on 28 Feb 2026')).toBeTruthy();
    expect(hrefOf(garage, 'Contract of Garage')).toBe('/entities/2/properties/9/contracts/20');
    expect(within(garage).queryByText('Tenants:')).toBeNull();
  });

  it('speaks Portuguese', async () => {
    await i18n.changeLanguage('pt');
    mockApi({ '/reminders': [OVERDUE] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Lembretes' })).toBeTruthy();
    expect(await screen.findByText('Renda em atraso desde 31/01/2026')).toBeTruthy();
    expect(screen.getByText('Em dívida: 1.234,50 €')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pagar renda de T1 Augusta' })).toBeTruthy();
  });

  it('says when nothing needs attention', async () => {
    mockApi({ '/reminders': [] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Nothing needs your attention' })).toBeTruthy();
    expect(screen.queryAllByRole('region')).toEqual([]);
  });

  it('shows a failed load with a retry', async () => {
    const answers: Record<string, unknown> = {
      '/reminders': new Reply(500, { message: 'Something went wrong on our side. Please try again.' }),
    };
    mockApi(answers);
    renderPage();
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeTruthy();
    answers['/reminders'] = [ENDING];
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Contract ends on 30 Apr 2026')).toBeTruthy();
  });
});

describe('Reminders bell', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    startSession();
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('shows the number of reasons and links to the reminders', async () => {
    mockApi({ '/reminders': THREE });
    renderWithProviders(<RemindersBell />);
    const bell = await screen.findByRole('link', { name: '3 reminders' });
    expect(bell.getAttribute('href')).toBe('/reminders');
    expect(bell.textContent).toBe('3');
  });

  it('shows no badge when nothing needs attention', async () => {
    const fetchMock = mockApi({ '/reminders': [] });
    renderWithProviders(<RemindersBell />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const bell = await screen.findByRole('link', { name: 'No reminders' });
    expect(bell.textContent).toBe('');
  });

  it("reads the reasons again when an entity's data changes (a rent paid)", async () => {
    const answers: Record<string, unknown> = { '/reminders': THREE };
    mockApi(answers);
    const { queryClient } = renderWithProviders(<RemindersBell />);
    await screen.findByRole('link', { name: '3 reminders' });

    answers['/reminders'] = [ENDED, ENDING];
    queryClient.setQueryData(['entities', 1, 'finance', 'overview'], {});
    await act(() => queryClient.invalidateQueries({ queryKey: ['entities', 1] }));
    expect(await screen.findByRole('link', { name: '2 reminders' })).toBeTruthy();
  });
});
