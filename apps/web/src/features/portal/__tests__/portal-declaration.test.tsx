import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import { choose } from '@/testing/fixtures/contract-fixtures';
import { CONTRACTS, portalContract, RENTS, renderPortal, SLOW } from '@/testing/fixtures/portal-fixtures';
import { mockApi, Reply, startSession } from '@/testing/render';

const FILE_NAME = 'Declaração de rendas 2025 - Joana Pires.pdf';
const PDF = new Reply(200, '%PDF-1.4 declaração', {
  'Content-Type': 'application/pdf',
  'Content-Disposition': `attachment; filename="declaracao.pdf"; filename*=UTF-8''${encodeURIComponent(FILE_NAME)}`,
});

/** Contract 12 since January 2024, and contract 13, elsewhere, since 2025. */
const ALFAMA = portalContract(12, { startDate: '2024-01-01T10:00:00.000Z' });
const GRACA = portalContract(13, {
  propertyName: 'T2 Graça',
  startDate: '2025-02-01T10:00:00.000Z',
  endDate: '2027-01-31T16:00:00.000Z',
});

const section = (rental: string) =>
  within(
    within(screen.getByRole('region', { name: rental })).getByRole('region', {
      name: 'Declaration of rents paid',
    }),
  );
const yearShown = (rental: string) =>
  (section(rental).getByLabelText('Year').closest('.p-dropdown') as HTMLElement).querySelector(
    '.p-dropdown-label',
  )?.textContent;

function stubDownloads() {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:declaration');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { createObjectURL, click };
}

const declarationCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/declarations/'));

describe('My rentals: declaration of rents paid', SLOW, () => {
  beforeEach(async () => {
    // 10 March 2026: last year's IRS returns are being filed. Only the clock is fake.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 10, 9, 30));
    await i18n.changeLanguage('en');
    startSession();
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('offers each rental’s years, last year first, and downloads the PDF of the year under the server’s name', async () => {
    const { createObjectURL, click } = stubDownloads();
    const fetchMock = mockApi({
      [CONTRACTS]: [ALFAMA, GRACA],
      [RENTS]: [],
      [`${CONTRACTS}/13/rents`]: [],
      [`${CONTRACTS}/12/declarations/2025`]: PDF,
    });
    renderPortal('/portal');
    await screen.findByRole('region', { name: 'T1 Alfama' });
    expect(
      section('T1 Alfama').getByText(
        'The rents you paid in a year, as your landlord declares them (in Portuguese), for your IRS return.',
      ),
    ).toBeTruthy();
    expect(yearShown('T1 Alfama')).toBe('2025');
    expect(yearShown('T2 Graça')).toBe('2025');

    fireEvent.click(section('T1 Alfama').getByRole('button', { name: 'Download declaration' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe(FILE_NAME);
    const [saved] = createObjectURL.mock.calls[0] as unknown as [Blob];
    expect(saved.type).toBe('application/pdf');
    expect(await saved.text()).toBe('%PDF-1.4 declaração');
    expect(declarationCalls(fetchMock)).toEqual([`/api${CONTRACTS}/12/declarations/2025`]);
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).includes('/declarations/')) ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token');
  });

  it('asks for the year chosen, of that rental', async () => {
    const { click } = stubDownloads();
    const fetchMock = mockApi({
      [CONTRACTS]: [ALFAMA],
      [RENTS]: [],
      [`${CONTRACTS}/12/declarations/2024`]: PDF,
    });
    renderPortal('/portal');
    await screen.findByRole('region', { name: 'T1 Alfama' });
    await choose('Year', '2024');
    fireEvent.click(section('T1 Alfama').getByRole('button', { name: 'Download declaration' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(declarationCalls(fetchMock)).toEqual([`/api${CONTRACTS}/12/declarations/2024`]);
  });

  it('offers the years since the contract started only', async () => {
    mockApi({ [CONTRACTS]: [ALFAMA], [RENTS]: [] });
    renderPortal('/portal');
    await screen.findByRole('region', { name: 'T1 Alfama' });
    fireEvent.click(section('T1 Alfama').getByLabelText('Year').closest('.p-dropdown') as HTMLElement);
    const years = await waitFor(() => {
      const items = screen.getAllByRole('option', { hidden: true }).filter((item) => item.tagName === 'LI');
      expect(items.length).toBeGreaterThan(0);
      return items.map((item) => item.textContent);
    });
    expect(years).toEqual(['2026', '2025', '2024']);
  });

  it('says so when no payment was received that year', async () => {
    const { click } = stubDownloads();
    mockApi({
      [CONTRACTS]: [ALFAMA],
      [RENTS]: [],
      [`${CONTRACTS}/12/declarations/2025`]: new Reply(404, {
        message: 'No payments were received from this tenant in 2025.',
      }),
    });
    renderPortal('/portal');
    await screen.findByRole('region', { name: 'T1 Alfama' });
    fireEvent.click(section('T1 Alfama').getByRole('button', { name: 'Download declaration' }));
    expect(await screen.findByText('No payments were received from this tenant in 2025.')).toBeTruthy();
    expect(click).not.toHaveBeenCalled();
  });

  it('says it in Portuguese', async () => {
    mockApi({ [CONTRACTS]: [ALFAMA], [RENTS]: [] });
    renderPortal('/portal');
    await screen.findByRole('region', { name: 'T1 Alfama' });
    await act(() => i18n.changeLanguage('pt'));
    const declaration = within(
      within(screen.getByRole('region', { name: 'T1 Alfama' })).getByRole('region', {
        name: 'Declaração de rendas pagas',
      }),
    );
    expect(declaration.getByRole('button', { name: 'Descarregar declaração' })).toBeTruthy();
    expect(declaration.getByLabelText('Ano')).toBeTruthy();
  });
});
