import type { ApiErrorBody } from '@arrenda/core';
import i18n from '@/i18n';
import { sessionStore } from './session';

/** A non-OK answer of the API, with its parsed error body (docs/product.md#errors). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    /**
     * Whether the same call may have another outcome when sent again: no answer came (status 0),
     * the server failed (5xx), or it asked to retry (Retry-After, a first request still running).
     */
    readonly retryable = status === 0 || status >= 500,
  ) {
    super(body.message);
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as the Idempotency-Key header: a repeat of the call is done once (docs/security.md). */
  idempotencyKey?: string;
}

/** The headers of every call: what is accepted, the chosen language and the bearer token if signed in. */
export function apiHeaders(accept: string): Record<string, string> {
  const session = sessionStore.get();
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': i18n.language };
  if (session) headers.Authorization = `Bearer ${session.accessToken}`;
  return headers;
}

/**
 * A non-OK answer as an ApiError with its parsed body (`data`, null when it was no JSON). A 401 to
 * a call made signed in logs out (docs/product.md#errors).
 */
export function apiError(status: number, data: unknown, signedIn: boolean, retryAfter = false): ApiError {
  if (status === 401 && signedIn) sessionStore.clear();
  const errorBody =
    data && typeof data === 'object' && 'message' in data
      ? (data as ApiErrorBody)
      : { message: i18n.t('error.unexpected') };
  return new ApiError(status, errorBody, retryAfter || status >= 500);
}

/** The error of a call that got no answer at all. */
export const networkError = () => new ApiError(0, { message: i18n.t('error.network') });

/**
 * Sends a call to the API under /api with the bearer token and the chosen language; a non-OK
 * answer is thrown as an ApiError with its parsed body, and a 401 logs out.
 */
async function send(
  path: string,
  { method = 'GET', body, signal, idempotencyKey }: RequestOptions,
  accept: string,
): Promise<Response> {
  const signedIn = sessionStore.get() !== null;
  const headers = apiHeaders(accept);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (idempotencyKey !== undefined) headers['Idempotency-Key'] = idempotencyKey;

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      signal: signal ?? null,
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }

  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    throw apiError(response.status, data, signedIn, response.headers.has('Retry-After'));
  }
  return response;
}

/** Calls the API and answers its JSON body (nothing for a 204). */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (response.status === 204) return undefined as T;
  return (await response.json().catch(() => null)) as T;
}

/** Calls the API for a file (a receipt PDF): its bytes and the answer's headers (file name...). */
export async function apiBlob(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; headers: Headers }> {
  const response = await send(path, options, '*/*');
  return { blob: await response.blob(), headers: response.headers };
}
