import { MAX_FILE_BYTES } from '@arrenda/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import { fileOf, sentRequest, stubXhr } from '@/testing/fake-xhr';
import {
  CONTRACTS,
  portalContract,
  portalRent,
  RENTS,
  renderPortal,
  SLOW,
  sent,
  type,
} from '@/testing/fixtures/portal-fixtures';
import { mockApi, Reply, startSession } from '@/testing/render';

const CONFIRMATIONS = `${RENTS}/31/confirmations`;
const MARCH = portalRent(31, '2026-03', { amountPaid: 100, amountToPay: 650 });
const answers = (extra: Record<string, unknown> = {}) => ({
  [CONTRACTS]: [portalContract()],
  [RENTS]: [MARCH],
  ...extra,
});
const dialog = () => within(screen.getByRole('dialog', { name: 'Confirm payment' }));
const inputValue = (label: string) => (dialog().getByLabelText(label) as HTMLInputElement).value;
const messageOf = (label: string) =>
  document.getElementById(`${dialog().getByLabelText(label).id}-error`)?.textContent;
const chooseProof = (file: File) =>
  fireEvent.change(dialog().getByLabelText('Proof of payment (optional)', { selector: 'input' }), {
    target: { files: [file] },
  });

/** Opens My rentals and the dialog of the March rent. */
async function openDialog() {
  renderPortal('/portal');
  const march = await screen.findByRole('article', { name: 'Rent of 03/2026' });
  fireEvent.click(within(march).getByRole('button', { name: 'Confirm payment' }));
  await screen.findByRole('dialog', { name: 'Confirm payment' });
}

describe('Confirm payment dialog', SLOW, () => {
  beforeEach(async () => {
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
  });

  it('starts with what is left to pay, paid today; sends the confirmation, then the proof with its progress', async () => {
    const fetchMock = mockApi(answers({ [`POST ${CONFIRMATIONS}`]: new Reply(201, { id: 90 }) }));
    const xhrs = stubXhr();
    await openDialog();
    expect(dialog().getByText('03/2026')).toBeTruthy();
    expect(inputValue('Amount paid')).toBe('650.00');
    expect(inputValue('Payment date')).toBe('10-03-2026');
    type('Note', '  Transfer from BPI  ');
    const proof = fileOf('transfer.pdf', MAX_FILE_BYTES);
    chooseProof(proof);
    expect(dialog().getByText('transfer.pdf')).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: 'Send confirmation' }));

    const upload = await sentRequest(xhrs);
    expect(sent(fetchMock, 'POST', CONFIRMATIONS)).toEqual([
      { amount: 650, paymentDate: '2026-03-10', note: 'Transfer from BPI' },
    ]);
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe(`/api${CONFIRMATIONS}/90/proof`);
    expect(upload.headers.Authorization).toBe('Bearer token');
    expect(upload.file).toBe(proof);
    expect(await screen.findByText('Uploading progress')).toBeTruthy();
    upload.progress(60, 100);
    expect(
      screen.getByRole('progressbar', { name: 'Uploading progress' }).getAttribute('aria-valuenow'),
    ).toBe('60');

    const rentsBefore = fetchMock.mock.calls.filter(([url]) => String(url) === `/api${RENTS}`).length;
    await upload.respond(201, { id: 5, name: 'transfer.pdf', createdAt: '2026-03-10T09:31:00.000Z' });
    expect(await screen.findByText('Payment confirmation sent')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm payment' })).toBeNull());
    // The rents are read again, to show the new confirmation.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url) === `/api${RENTS}`).length).toBeGreaterThan(
        rentsBefore,
      ),
    );
  });

  it('refuses a proof over 10 MB before sending anything, and sends the confirmation without it', async () => {
    const fetchMock = mockApi(answers({ [`POST ${CONFIRMATIONS}`]: new Reply(201, { id: 91 }) }));
    const xhrs = stubXhr();
    await openDialog();
    chooseProof(fileOf('scan.tiff', MAX_FILE_BYTES + 1));
    expect(dialog().getByText('File cannot have more than 10 MB.')).toBeTruthy();
    expect(dialog().queryByText('scan.tiff')).toBeNull();
    fireEvent.click(dialog().getByRole('button', { name: 'Send confirmation' }));
    expect(await screen.findByText('Payment confirmation sent')).toBeTruthy();
    expect(sent(fetchMock, 'POST', CONFIRMATIONS)).toHaveLength(1);
    expect(xhrs).toHaveLength(0);
  });

  it('says what is required, and keeps the dialog open with the server’s refusal', async () => {
    const fetchMock = mockApi(
      answers({ [`POST ${CONFIRMATIONS}`]: new Reply(409, { message: 'This rent is already paid.' }) }),
    );
    await openDialog();
    type('Amount paid', '');
    fireEvent.click(dialog().getByRole('button', { name: 'Send confirmation' }));
    await waitFor(() => expect(messageOf('Amount paid')).toBe('Amount is required'));
    expect(sent(fetchMock, 'POST', CONFIRMATIONS)).toEqual([]);

    type('Amount paid', '650');
    fireEvent.click(dialog().getByRole('button', { name: 'Send confirmation' }));
    expect(await dialog().findByText('This rent is already paid.')).toBeTruthy();
    expect(screen.queryByText('Payment confirmation sent')).toBeNull();
  });

  it('tells when the confirmation went but its proof did not', async () => {
    mockApi(answers({ [`POST ${CONFIRMATIONS}`]: new Reply(201, { id: 92 }) }));
    const xhrs = stubXhr();
    await openDialog();
    chooseProof(fileOf('photo.jpg'));
    fireEvent.click(dialog().getByRole('button', { name: 'Send confirmation' }));
    await (await sentRequest(xhrs)).respond(413, { message: 'File cannot have more than 10 MB.' });
    expect(await screen.findByText('Payment confirmation sent')).toBeTruthy();
    expect(
      await screen.findByText(
        'The proof could not be attached: File cannot have more than 10 MB. You can attach it again from the rent.',
      ),
    ).toBeTruthy();
  });

  it('is in Portuguese for a Portuguese reader', async () => {
    await i18n.changeLanguage('pt');
    mockApi(answers());
    renderPortal('/portal');
    const march = await screen.findByRole('article', { name: 'Renda de 03/2026' });
    fireEvent.click(within(march).getByRole('button', { name: 'Confirmar pagamento' }));
    const portuguese = within(await screen.findByRole('dialog', { name: 'Confirmar pagamento' }));
    expect((portuguese.getByLabelText('Valor pago') as HTMLInputElement).value).toBe('650,00');
    expect(portuguese.getByRole('button', { name: 'Enviar confirmação' })).toBeTruthy();
  });
});
