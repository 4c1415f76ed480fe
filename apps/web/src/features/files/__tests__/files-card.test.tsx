import { type FileView, MAX_FILE_BYTES } from '@arrenda/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilesCard } from '@/features/files/components/files-card';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import { fileOf, sentRequest, stubXhr } from '@/testing/fake-xhr';
import { mockApi, Reply, renderWithProviders, startSession } from '@/testing/render';

const BASE = '/entities/1/properties/3';
const FILES: FileView[] = [
  { id: 1, name: 'deed.pdf', createdAt: '2024-05-01T10:00:00.000Z' },
  { id: 3, name: 'inspection.pdf', createdAt: '2025-03-02T09:30:00.000Z' },
  { id: 2, name: 'floor-plan.png', createdAt: '2024-11-20T16:45:00.000Z' },
];

function renderCard(props: Partial<Parameters<typeof FilesCard>[0]> = {}) {
  return renderWithProviders(
    <FilesCard base={BASE} queryKey={['owner']} files={FILES} canUpload {...props} />,
  );
}

const card = () => within(screen.getByRole('region', { name: 'Files' }));
const fileInput = (label = 'Upload file') =>
  screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
const choose = (file: File, label?: string) =>
  fireEvent.change(fileInput(label), { target: { files: [file] } });

/** A window.open that answers a stand-in window, to see where it is sent. */
function stubOpen() {
  const opened = { opener: window as Window | null, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
  return { open, opened };
}

describe('FilesCard', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    startSession();
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the files newest first, with their date and time', () => {
    mockApi({});
    renderCard();
    const items = card().getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('button').textContent)).toEqual([
      'inspection.pdf',
      'floor-plan.png',
      'deed.pdf',
    ]);
    expect(within(items[0] as HTMLElement).getByText('2 Mar 2025, 09:30')).toBeTruthy();
  });

  it('says when there are no files', () => {
    mockApi({});
    renderCard({ files: [] });
    expect(card().getByText('No files yet')).toBeTruthy();
  });

  it('opens a window at the click and sends it to the file’s signed link', async () => {
    const fetchMock = mockApi({ [`${BASE}/files/3`]: { url: '/api/files/signed-token' } });
    const { open, opened } = stubOpen();
    renderCard();
    fireEvent.click(card().getByRole('button', { name: 'inspection.pdf' }));
    // Opened in the click itself, before the link is asked for.
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(opened.location.href).toBe('/api/files/signed-token'));
    expect(opened.opener).toBeNull();
    expect(opened.close).not.toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`/api${BASE}/files/3`);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token');
  });

  it('closes the window again and says so when the link cannot be had', async () => {
    mockApi({ [`${BASE}/files/1`]: new Reply(404, { message: 'File not found.' }) });
    const { opened } = stubOpen();
    renderCard();
    fireEvent.click(card().getByRole('button', { name: 'deed.pdf' }));
    expect(await screen.findByText('Error while getting file.')).toBeTruthy();
    expect(opened.close).toHaveBeenCalled();
    expect(opened.location.href).toBe('');
  });

  it('offers the upload only with the create right', () => {
    mockApi({});
    renderCard({ canUpload: false });
    expect(screen.queryByRole('button', { name: 'Upload file' })).toBeNull();
    expect(screen.queryByLabelText('Upload file', { selector: 'input' })).toBeNull();
    // The files still open.
    expect(card().getByRole('button', { name: 'deed.pdf' })).toBeTruthy();
  });

  it('opens the file picker from the keyboard-reachable button', () => {
    mockApi({});
    renderCard();
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    const button = card().getByRole('button', { name: 'Upload file' });
    expect(button.tagName).toBe('BUTTON');
    fireEvent.click(button);
    expect(click).toHaveBeenCalledTimes(1);
    expect(fileInput().type).toBe('file');
    expect(fileInput().hidden).toBe(true);
  });

  it('refuses a file over 10 MB without sending it', async () => {
    mockApi({});
    const sent = stubXhr();
    renderCard();
    choose(fileOf('scan.tiff', MAX_FILE_BYTES + 1));
    expect(await screen.findByText('File cannot have more than 10 MB.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(0);
    expect(screen.queryByText('Uploading progress')).toBeNull();
  });

  it('uploads the file as multipart with the bearer token, shows the progress, then the success', async () => {
    mockApi({});
    const sent = stubXhr();
    const onUploaded = vi.fn();
    renderCard({ onUploaded });
    const file = fileOf('lease.pdf', MAX_FILE_BYTES);
    choose(file);

    const request = await sentRequest(sent);
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`/api${BASE}/files`);
    expect(request.headers.Authorization).toBe('Bearer token');
    expect(request.headers['Accept-Language']).toBe('en');
    expect(request.file).toBe(file);

    expect(await screen.findByText('Uploading progress')).toBeTruthy();
    expect(card().getByRole('button', { name: 'Upload file' })).toHaveProperty('disabled', true);
    request.progress(45, 100);
    expect(
      screen.getByRole('progressbar', { name: 'Uploading progress' }).getAttribute('aria-valuenow'),
    ).toBe('45');

    const uploaded = { id: 9, name: 'lease.pdf', createdAt: '2025-06-01T12:00:00.000Z' };
    await request.respond(201, uploaded);
    expect(await screen.findByText('File uploaded successfully')).toBeTruthy();
    expect(onUploaded).toHaveBeenCalledWith(uploaded);
    await waitFor(() => expect(screen.queryByText('Uploading progress')).toBeNull());
    expect(card().getByRole('button', { name: 'Upload file' })).toHaveProperty('disabled', false);
  });

  it('shows the server’s message for a file it finds too large', async () => {
    mockApi({});
    const sent = stubXhr();
    const onUploaded = vi.fn();
    renderCard({ onUploaded });
    choose(fileOf('video.mp4'));
    await (await sentRequest(sent)).respond(413, { message: 'File cannot have more than 10 MB.' });
    expect(await screen.findByText('File cannot have more than 10 MB.')).toBeTruthy();
    expect(screen.queryByText('File uploaded successfully')).toBeNull();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('says the upload failed on another refusal or no answer, in Portuguese too', async () => {
    mockApi({});
    const sent = stubXhr();
    renderCard();
    choose(fileOf('a.pdf'));
    await (await sentRequest(sent)).respond(500, { message: 'Something went wrong on our side.' });
    expect(await screen.findByText('Error while uploading file.')).toBeTruthy();
    cleanup();

    await i18n.changeLanguage('pt');
    renderCard();
    choose(fileOf('b.pdf'), 'Carregar ficheiro');
    const second = await sentRequest(sent, 1);
    expect(second.headers['Accept-Language']).toBe('pt');
    await second.fail();
    expect(await screen.findByText('Erro ao carregar o ficheiro.')).toBeTruthy();
  });
});
