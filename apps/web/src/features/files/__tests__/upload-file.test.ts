import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from '@/features/files/api/upload-file';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';
import { fileOf, stubXhr } from '@/testing/fake-xhr';
import { startSession } from '@/testing/render';

describe('uploadFile', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    startSession();
  });
  afterEach(() => {
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('reports the progress and answers the new file', async () => {
    const sent = stubXhr();
    const onProgress = vi.fn();
    const upload = uploadFile('/entities/1', fileOf('a.pdf'), { onProgress });
    sent[0]?.progress(1, 3);
    sent[0]?.progress(3, 3);
    const file = { id: 1, name: 'a.pdf', createdAt: '2025-01-01T00:00:00.000Z' };
    await sent[0]?.respond(201, file);
    await expect(upload).resolves.toEqual(file);
    expect(onProgress.mock.calls).toEqual([[33], [100]]);
  });

  it('sends each upload with an Idempotency-Key of its own', async () => {
    const sent = stubXhr();
    const uploads = [uploadFile('/entities/1', fileOf('a.pdf')), uploadFile('/entities/1', fileOf('b.pdf'))];
    const keys = sent.map((request) => request.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
    for (const request of sent) await request.respond(201, { id: 1 });
    await Promise.all(uploads);
  });

  it('rejects with an ApiError; a 401 logs out', async () => {
    const sent = stubXhr();
    const refused = expect(uploadFile('/entities/1', fileOf('a.pdf'))).rejects.toEqual(
      new ApiError(401, { message: 'Your session has expired. Please log in again.' }),
    );
    await sent[0]?.respond(401, { message: 'Your session has expired. Please log in again.' });
    await refused;
    expect(sessionStore.get()).toBeNull();
  });

  it('rejects a failed connection as status 0, and an abort as an AbortError', async () => {
    const sent = stubXhr();
    const failed = expect(uploadFile('/entities/1', fileOf('a.pdf'))).rejects.toMatchObject({
      status: 0,
      message: i18n.t('error.network'),
    });
    await sent[0]?.fail();
    await failed;

    const controller = new AbortController();
    const aborted = uploadFile('/entities/1', fileOf('b.pdf'), { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(sessionStore.get()).not.toBeNull();
  });
});
