import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import {
  BODY,
  INFO,
  inputValue,
  messageOf,
  PDF,
  renderReceiptPage,
  SLOW,
  sent,
  VALIDATE,
} from '@/testing/fixtures/receipt-fixtures';
import { mockApi, Reply, startSession } from '@/testing/render';

const NAME = 'Rua Augusta 12, 2Esq, 1100-053 Lisboa - julho de 2026.pdf';
const pdfReply = (headers: Record<string, string> = {}) =>
  new Reply(200, '%PDF-1.4 receipt', {
    'Content-Type': 'application/pdf',
    'X-Receipt-Number': '2026/7',
    ...headers,
  });
const withData = { pathname: VALIDATE, state: { invoice: BODY } };

describe('Receipt preview', SLOW, () => {
  const createObjectURL = vi.fn(() => 'blob:receipt');
  const revokeObjectURL = vi.fn();

  beforeEach(async () => {
    await i18n.changeLanguage('en');
    startSession();
    sessionStore.update({ accessMap: { 1: 'EDITOR' } });
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('posts the exact data and shows the PDF, to download under its name', async () => {
    const fetchMock = mockApi({
      [`POST ${PDF}`]: pdfReply({
        'Content-Disposition': `attachment; filename="Rua Augusta 12, 2Esq, 1100-053 Lisboa - julho de 2026.pdf"; filename*=UTF-8''Rua%20Augusta%2012%2C%202Esq%2C%201100-053%20Lisboa%20-%20julho%20de%202026.pdf`,
      }),
    });
    const { unmount } = renderReceiptPage(withData);
    expect(await screen.findByText('Creating the receipt...')).toBeTruthy();
    const frame = await screen.findByTitle('Receipt 2026/7 (PDF)');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('blob:receipt');
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe('blob:receipt');
    expect(download.getAttribute('download')).toBe(NAME);
    expect(await screen.findByText('Receipt created')).toBeTruthy();
    expect(sent(fetchMock, 'POST', PDF)).toEqual([{ ...BODY, sendToTenant: false }]);
    expect(createObjectURL).toHaveBeenCalledTimes(1);

    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:receipt');
  });

  it('asks the server to mail the receipt when the form chose to', async () => {
    const fetchMock = mockApi({ [`POST ${PDF}`]: pdfReply() });
    renderReceiptPage({
      ...withData,
      state: { invoice: BODY, mail: { send: true, emails: ['ana@example.com'] } },
    });
    expect(await screen.findByText('Receipt created')).toBeTruthy();
    expect(sent(fetchMock, 'POST', PDF)).toEqual([{ ...BODY, sendToTenant: true }]);
  });

  it('names the file itself when the server does not, and edits the same data', async () => {
    mockApi({ [`POST ${PDF}`]: pdfReply(), [PDF]: INFO });
    renderReceiptPage({ ...withData, state: { invoice: { ...BODY, receiptNumber: 'R 9' } } });
    const download = await screen.findByRole('link', { name: 'Download' });
    expect(download.getAttribute('download')).toBe(NAME);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('heading', { name: 'Create Invoice PDF' });
    expect(inputValue('Receipt Number')).toBe('R 9');
  });

  it('goes back to the form with the data when the receipt number is taken', async () => {
    const taken =
      'This receipt number was already issued for another payment of this entity. Please choose another number.';
    mockApi({
      [`POST ${PDF}`]: new Reply(409, { message: taken, fieldErrors: { receiptNumber: taken } }),
    });
    renderReceiptPage(withData);
    await screen.findByRole('heading', { name: 'Create Invoice PDF' });
    expect(messageOf('Receipt Number')).toBe(taken);
    expect(inputValue('Rent Period')).toBe('julho de 2026');
    expect(screen.queryByText('Receipt created')).toBeNull();
  });

  it('offers to try again or edit when the server fails', async () => {
    const fetchMock = mockApi({
      [`POST ${PDF}`]: new Reply(500, { message: 'Something went wrong on our side.' }),
    });
    renderReceiptPage(withData);
    expect(await screen.findByText('The receipt could not be created')).toBeTruthy();
    expect(screen.getByText('Something went wrong on our side.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', PDF)).toHaveLength(2));
  });

  it('opened without data, sends the user to the form', async () => {
    const fetchMock = mockApi({ [PDF]: INFO });
    renderReceiptPage(VALIDATE);
    await screen.findByRole('heading', { name: 'Create Invoice PDF' });
    expect(inputValue('Receipt Number')).toBe('2026/7');
    expect(sent(fetchMock, 'POST', PDF)).toEqual([]);
  });
});
