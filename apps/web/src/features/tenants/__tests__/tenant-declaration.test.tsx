import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import { choose } from '@/testing/fixtures/contract-fixtures';
import { contractItem, overview, renderTenantRoutes } from '@/testing/fixtures/tenant-fixtures';
import { mockApi, Reply, startSession } from '@/testing/render';

const TENANT = '/entities/1/tenants/4';
const OVERVIEW = `${TENANT}/overview`;
const DECLARATIONS = `${TENANT}/declarations`;
const FILE_NAME = 'Declaração de rendas 2025 - Carla Dias.pdf';
const PDF = (year: number) =>
  new Reply(200, `%PDF-1.4 declaração ${year}`, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="declaracao.pdf"; filename*=UTF-8''${encodeURIComponent(
      FILE_NAME.replace('2025', String(year)),
    )}`,
  });

/** Carla, on a contract since September 2023 and another since 2025. */
const CARLA = overview(4, {
  name: 'Carla Dias',
  contracts: [
    contractItem(12, {
      current: true,
      startDate: '2025-01-01T10:00:00.000Z',
      endDate: '2026-12-31T16:00:00.000Z',
    }),
    contractItem(7, { startDate: '2023-09-01T10:00:00.000Z', endDate: '2024-12-31T16:00:00.000Z' }),
  ],
});

const card = () => within(screen.getByRole('region', { name: 'Yearly declaration' }));
const yearShown = () =>
  (card().getByLabelText('Year').closest('.p-dropdown') as HTMLElement).querySelector('.p-dropdown-label')
    ?.textContent;

/** Stubs the browser's download: the saved blobs and the links clicked. */
function stubDownloads() {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:declaration');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { createObjectURL, click };
}

const declarationCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/declarations/'));

describe('Tenant page: yearly declaration', () => {
  beforeEach(async () => {
    // 10 March 2026: last year's IRS returns are being filed. Only the clock is fake.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 10, 9, 30));
    await i18n.changeLanguage('en');
    startSession();
    sessionStore.update({ accessMap: { 1: 'READ' } });
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('offers the years since the first contract, last year first, and downloads its PDF under the server’s name', async () => {
    const { createObjectURL, click } = stubDownloads();
    const fetchMock = mockApi({ [OVERVIEW]: CARLA, [`${DECLARATIONS}/2025`]: PDF(2025) });
    renderTenantRoutes(TENANT);
    await screen.findByRole('heading', { level: 1, name: 'Carla Dias' });
    expect(
      card().getByText(
        "The rents the tenant paid in a year, in a declaration signed by the landlord (in Portuguese) for the tenant's IRS return.",
      ),
    ).toBeTruthy();
    expect(yearShown()).toBe('2025');
    fireEvent.click(card().getByLabelText('Year').closest('.p-dropdown') as HTMLElement);
    const years = await waitFor(() => {
      const items = screen.getAllByRole('option', { hidden: true }).filter((item) => item.tagName === 'LI');
      expect(items.length).toBeGreaterThan(0);
      return items.map((item) => item.textContent);
    });
    expect(years).toEqual(['2026', '2025', '2024', '2023']);
    fireEvent.keyDown(card().getByLabelText('Year'), { key: 'Escape', code: 'Escape' });

    // A reader may download it: the view right is enough.
    fireEvent.click(card().getByRole('button', { name: 'Download declaration' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe(FILE_NAME);
    expect(link.href).toBe('blob:declaration');
    const [saved] = createObjectURL.mock.calls[0] as unknown as [Blob];
    expect(saved.type).toBe('application/pdf');
    expect(await saved.text()).toBe('%PDF-1.4 declaração 2025');
    expect(declarationCalls(fetchMock)).toEqual([`/api${DECLARATIONS}/2025`]);
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).includes('/declarations/')) ?? [];
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token');
  });

  it('downloads the year chosen', async () => {
    const { click } = stubDownloads();
    const fetchMock = mockApi({ [OVERVIEW]: CARLA, [`${DECLARATIONS}/2023`]: PDF(2023) });
    renderTenantRoutes(TENANT);
    await screen.findByRole('heading', { level: 1, name: 'Carla Dias' });
    await choose('Year', '2023');
    expect(yearShown()).toBe('2023');
    fireEvent.click(card().getByRole('button', { name: 'Download declaration' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'Declaração de rendas 2023 - Carla Dias.pdf',
    );
    expect(declarationCalls(fetchMock)).toEqual([`/api${DECLARATIONS}/2023`]);
  });

  it('says so when no payment was received that year, and saves nothing', async () => {
    const { click } = stubDownloads();
    mockApi({
      [OVERVIEW]: CARLA,
      [`${DECLARATIONS}/2025`]: new Reply(404, {
        message: 'No payments were received from this tenant in 2025.',
      }),
    });
    renderTenantRoutes(TENANT);
    await screen.findByRole('heading', { level: 1, name: 'Carla Dias' });
    fireEvent.click(card().getByRole('button', { name: 'Download declaration' }));
    expect(await screen.findByText('No payments were received from this tenant in 2025.')).toBeTruthy();
    expect(click).not.toHaveBeenCalled();
    expect(card().getByRole('button', { name: 'Download declaration' })).toHaveProperty('disabled', false);
  });

  it('starts on this year from July', async () => {
    vi.setSystemTime(new Date(2026, 6, 1, 9, 30));
    mockApi({ [OVERVIEW]: CARLA });
    renderTenantRoutes(TENANT);
    await screen.findByRole('heading', { level: 1, name: 'Carla Dias' });
    expect(yearShown()).toBe('2026');
  });

  it('is not offered for a tenant who never had a contract', async () => {
    mockApi({ [OVERVIEW]: overview(4, { name: 'Carla Dias' }) });
    renderTenantRoutes(TENANT);
    await screen.findByRole('heading', { level: 1, name: 'Carla Dias' });
    expect(screen.queryByRole('region', { name: 'Yearly declaration' })).toBeNull();
  });

  it('says it in Portuguese', async () => {
    mockApi({ [OVERVIEW]: CARLA });
    renderTenantRoutes(TENANT);
    await screen.findByRole('heading', { level: 1, name: 'Carla Dias' });
    await act(() => i18n.changeLanguage('pt'));
    const declaration = within(screen.getByRole('region', { name: 'Declaração anual' }));
    expect(declaration.getByLabelText('Ano')).toBeTruthy();
    expect(declaration.getByRole('button', { name: 'Descarregar declaração' })).toBeTruthy();
  });
});
