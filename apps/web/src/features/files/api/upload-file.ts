import type { FileView } from '@arrenda/core';
import { apiError, apiHeaders, networkError } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';
import { newIdempotencyKey } from '@/lib/use-submit-mutation';

export interface UploadOptions {
  /** Called as the bytes go out, with the share sent so far (0 to 100). */
  onProgress?: (percent: number) => void;
  /** Aborting it cancels the upload, which then rejects with an AbortError. */
  signal?: AbortSignal;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * Uploads a file to its owner (POST `${base}/files`, multipart field 'file') and answers the new
 * file.
 */
export const uploadFile = (base: string, file: File, options: UploadOptions = {}) =>
  uploadTo(`${base}/files`, file, options);

/**
 * Uploads a file to an API path (POST, multipart field 'file') and answers the new file.
 * XMLHttpRequest rather than fetch, since only it reports upload progress. Headers and
 * failures are those of every API call (api-client.ts): an ApiError with the parsed body, a 401
 * logs out.
 */
export function uploadTo(path: string, file: File, { onProgress, signal }: UploadOptions = {}) {
  return new Promise<FileView>((resolve, reject) => {
    const abortError = () => new DOMException('The upload was aborted.', 'AbortError');
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const signedIn = sessionStore.get() !== null;
    const request = new XMLHttpRequest();
    request.open('POST', `/api${path}`);
    for (const [name, value] of Object.entries(apiHeaders('application/json'))) {
      request.setRequestHeader(name, value);
    }
    // Each upload is an action of its own: a repeat of this very request makes no second file.
    request.setRequestHeader('Idempotency-Key', newIdempotencyKey());
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    });
    const abort = () => request.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);

    request.addEventListener('load', () => {
      settle();
      const data = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(data as FileView);
      else reject(apiError(request.status, data, signedIn));
    });
    request.addEventListener('error', () => {
      settle();
      reject(networkError());
    });
    request.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });

    const body = new FormData();
    body.append('file', file);
    // No Content-Type of our own: the browser sets multipart/form-data with its boundary.
    request.send(body);
  });
}
