import type { ApiErrorBody } from '@arrenda/core';
import i18n from '../i18n';
import { sessionStore } from './session';

/** A non-OK answer of the API, with its parsed error body (spec section 8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls the API under /api with the bearer token and the chosen language; a 401 logs out. */
export async function api<T>(
  path: string,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<T> {
  const session = sessionStore.get();
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.language };
  if (session) headers.Authorization = `Bearer ${session.accessToken}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

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
    throw new ApiError(0, { message: i18n.t('error.network') });
  }

  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401 && session) sessionStore.clear();
    const errorBody =
      data && typeof data === 'object' && 'message' in data
        ? (data as ApiErrorBody)
        : { message: i18n.t('error.unexpected') };
    throw new ApiError(response.status, errorBody);
  }
  return data as T;
}
