import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FinanceSummarySection } from '@/features/finance/components/finance-summary-section';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import { summaryAnswers } from '@/testing/fixtures/finance-fixtures';
import { mockApi, Reply, renderWithProviders, startSession } from '@/testing/render';

// jsdom has no canvas; the chart is not what these tests are about.
vi.mock('react-chartjs-2', () => ({ Bar: () => null }));

const PAYMENTS = '/entities/1/export/payments?startDate=2025-11-15&endDate=2026-02-15';
const CSV = '\uFEFFData de pagamento;Valor\r\n31-01-2026;750,00\r\n';
const csvReply = (body: string, fileName: string) =>
  new Reply(200, body, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
  });

/** The links clicked to save a file: their name and the bytes of the blob behind their object URL. */
let saved: { download: string; bytes: Promise<ArrayBuffer> }[];
const blobs = new Map<string, Blob>();

function renderSection(answers: Record<string, unknown>, path = '/entities/1?from=2025-11&to=2026-02') {
  const fetchMock = mockApi({ ...summaryAnswers('2025-11-15', '2026-02-15', []), ...answers });
  renderWithProviders(<FinanceSummarySection entityId={1} />, path);
  return fetchMock;
}

/** The menu's items; jsdom leaves PrimeReact's overlay at display: none, hence `hidden`. */
const menuItems = () => screen.findAllByRole('menuitem', { hidden: true });

/** Opens the export menu (its button named `button`) and picks `item`. */
async function exportOf(item: string, button = 'Export CSV') {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item, hidden: true }));
}

describe('Export CSV of the finance period', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    startSession();
    saved = [];
    blobs.clear();
    let count = 0;
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        const url = `blob:export-${++count}`;
        blobs.set(url, blob);
        return url;
      }),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download, bytes: (blobs.get(this.href) ?? new Blob()).arrayBuffer() });
    });
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for the chosen kind over the months of the pickers, in the chosen language, and saves the file', async () => {
    await i18n.changeLanguage('pt');
    const fetchMock = renderSection({ [PAYMENTS]: csvReply(CSV, 'arrenda-pagamentos-2025-11-2026-02.csv') });
    await exportOf('Pagamentos', 'Exportar CSV');
    await waitFor(() => expect(saved).toHaveLength(1));
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('/export/'));
    expect(call?.[0]).toBe(`/api${PAYMENTS}`);
    expect(call?.[1]?.headers).toMatchObject({ 'Accept-Language': 'pt', Authorization: 'Bearer token' });
    expect(saved[0]?.download).toBe('arrenda-pagamentos-2025-11-2026-02.csv');
    // Byte for byte: the byte order mark Excel needs for accents stays in the file.
    const bytes = new Uint8Array((await saved[0]?.bytes) ?? new ArrayBuffer(0));
    expect([...bytes]).toEqual([...new TextEncoder().encode(CSV)]);
  });

  it('offers rents, payments and expenses, and asks for rents and expenses by their own paths', async () => {
    const fetchMock = renderSection({
      '/entities/1/export/rents?startDate=2025-11-15&endDate=2026-02-15': csvReply('r', 'arrenda-rents.csv'),
      '/entities/1/export/expenses?startDate=2025-11-15&endDate=2026-02-15': csvReply(
        'e',
        'arrenda-expenses.csv',
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect((await menuItems()).map((item) => item.textContent)).toEqual(['Rents', 'Payments', 'Expenses']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Rents', hidden: true }));
    await waitFor(() => expect(saved.map((file) => file.download)).toEqual(['arrenda-rents.csv']));
    await exportOf('Expenses');
    await waitFor(() =>
      expect(saved.map((file) => file.download)).toEqual(['arrenda-rents.csv', 'arrenda-expenses.csv']),
    );
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/export/'))).toHaveLength(2);
  });

  it('shows the download running on the button, and lets no second one start meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = renderSection({});
    const summaryFetch = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) =>
      String(input).includes('/export/')
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : (summaryFetch?.(input, init) ?? Promise.reject(new Error('no answer'))),
    );
    await exportOf('Payments');
    const busy = await screen.findByRole('button', { name: 'Exporting…' });
    expect(busy).toHaveProperty('disabled', true);
    await act(async () => {
      answer(new Response('x', { headers: { 'Content-Type': 'text/csv' } }));
    });
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', false);
    // No name from the server: the file is named after the kind and the months.
    expect(saved.map((file) => file.download)).toEqual(['arrenda-payments-2025-11-2026-02.csv']);
  });

  it('shows the error in a toast and saves nothing when the export fails', async () => {
    renderSection({
      [PAYMENTS]: new Reply(500, { message: 'Something went wrong on our side. Please try again.' }),
    });
    await exportOf('Payments');
    await screen.findByText('The export failed. Something went wrong on our side. Please try again.');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', false);
    expect(saved).toEqual([]);
  });

  it('cannot export a period whose From is after its To', async () => {
    renderSection({}, '/entities/1?from=2026-03&to=2026-01');
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', true);
  });
});
