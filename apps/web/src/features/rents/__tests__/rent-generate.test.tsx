import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import {
  contractOverview,
  OVERVIEW,
  RENT_PAGE,
  RENTS,
  renderSection,
  rentPage,
  rentView,
} from '@/testing/fixtures/rent-fixtures';
import { mockApi, Reply, startSession } from '@/testing/render';

const GENERATE = `POST ${RENTS}/generate`;
const JANUARY = rentView(3, '2025-01');
const MISSING = contractOverview(12, { rentWarnings: { duplicates: [], missing: ['2025-02', '2025-03'] } });
const COMPLETE = contractOverview(12);

type FetchMock = ReturnType<typeof mockApi>;
const calls = (fetchMock: FetchMock, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === `/api${path}` && init?.method === method)
    .length;
const generateButton = () => screen.queryByRole('button', { name: 'Generate missing rents' });

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Generate missing rents' }));
  return screen.findByRole('dialog', { name: 'Generate missing rents' });
}

describe('Generating the missing rents', () => {
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

  it('lists the months it will create, then creates them, toasts and reloads the rents', async () => {
    const answers: Record<string, unknown> = {
      [OVERVIEW]: MISSING,
      [RENT_PAGE]: rentPage([JANUARY]),
      [GENERATE]: new Reply(201, { created: 2, periods: ['2025-02', '2025-03'] }),
    };
    const fetchMock = mockApi(answers);
    renderSection();
    await screen.findByRole('article', { name: 'January 2025' });
    const dialog = await openDialog();
    expect(within(dialog).getByText("Create these 2 rents with the contract's amounts?")).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['February 2025', 'March 2025']);
    expect(calls(fetchMock, 'POST', `${RENTS}/generate`)).toBe(0);

    answers[OVERVIEW] = COMPLETE;
    answers[RENT_PAGE] = rentPage([rentView(5, '2025-03'), rentView(4, '2025-02'), JANUARY]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('2 rents created')).toBeTruthy();
    expect(calls(fetchMock, 'POST', `${RENTS}/generate`)).toBe(1);
    await screen.findByRole('article', { name: 'March 2025' });
    expect(screen.getByRole('article', { name: 'February 2025' })).toBeTruthy();
    // The warning and the button go with the missing months.
    await waitFor(() => expect(generateButton()).toBeNull());
    expect(screen.queryByText(/Expected to find rents/)).toBeNull();
    expect(calls(fetchMock, 'GET', OVERVIEW)).toBe(2);
  });

  it('creates nothing when cancelled', async () => {
    const fetchMock = mockApi({ [OVERVIEW]: MISSING, [RENT_PAGE]: rentPage([JANUARY]) });
    renderSection();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(fetchMock, 'POST', `${RENTS}/generate`)).toBe(0);
    expect(generateButton()).toBeTruthy();
  });

  it('says one rent in the singular, and so when none was missing any more', async () => {
    const answers: Record<string, unknown> = {
      [OVERVIEW]: contractOverview(12, { rentWarnings: { duplicates: [], missing: ['2025-02'] } }),
      [RENT_PAGE]: rentPage([JANUARY]),
      [GENERATE]: new Reply(201, { created: 1, periods: ['2025-02'] }),
    };
    mockApi(answers);
    renderSection();
    let dialog = await openDialog();
    expect(within(dialog).getByText("Create this rent with the contract's amounts?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('1 rent created')).toBeTruthy();

    // Someone else generated them first: nothing was left to create.
    answers[GENERATE] = new Reply(201, { created: 0, periods: [] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('No rents were missing')).toBeTruthy();
  });

  it('shows a refusal as an error toast', async () => {
    mockApi({
      [OVERVIEW]: MISSING,
      [RENT_PAGE]: rentPage([JANUARY]),
      [GENERATE]: new Reply(403, { message: 'You do not have permission to do this.' }),
    });
    renderSection();
    fireEvent.click(within(await openDialog()).getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
  });

  it('speaks Portuguese, with plural forms', async () => {
    await i18n.changeLanguage('pt');
    mockApi({
      [OVERVIEW]: MISSING,
      [RENT_PAGE]: rentPage([JANUARY]),
      [GENERATE]: new Reply(201, { created: 2, periods: ['2025-02', '2025-03'] }),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Gerar rendas em falta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gerar rendas em falta' });
    expect(within(dialog).getByText('Criar estas 2 rendas com os valores do contrato?')).toBeTruthy();
    expect(within(dialog).getByText('fevereiro de 2025')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gerar' }));
    expect(await screen.findByText('2 rendas criadas')).toBeTruthy();
  });

  it('is not offered to a reader, nor when no month is missing', async () => {
    sessionStore.update({ accessMap: { 1: 'READ' } });
    mockApi({ [OVERVIEW]: MISSING, [RENT_PAGE]: rentPage([JANUARY]) });
    renderSection();
    expect(await screen.findByText(/Expected to find rents/)).toBeTruthy();
    expect(generateButton()).toBeNull();
    cleanup();

    sessionStore.update({ accessMap: { 1: 'MANAGER' } });
    mockApi({ [OVERVIEW]: COMPLETE, [RENT_PAGE]: rentPage([JANUARY]) });
    renderSection();
    await screen.findByRole('article', { name: 'January 2025' });
    expect(screen.getByRole('link', { name: 'New rent' })).toBeTruthy();
    expect(generateButton()).toBeNull();
  });
});
