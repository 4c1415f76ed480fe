import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type InitialEntry, MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import PrimeProvider from '@/app/prime-provider';
import { sessionStore } from '@/lib/session';
import { ToastProvider } from '@/lib/toast';

export const ANA = { id: 1, version: 1, email: 'ana@arrenda.test', firstName: 'Ana', lastName: 'Rodrigues' };

/** A signed-in session for Ana, with an empty access map. */
export function startSession() {
  sessionStore.start({
    accessToken: 'token',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    user: ANA,
  });
}

/** A canned answer with a status other than 200; a text body with headers is sent as is (a PDF). */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers?: Record<string, string>,
  ) {}
}

/**
 * An answer made from the query string of each call (a list paged by the server: pagedList),
 * given under the path without its query: it answers every query string of that path.
 */
export type QueryAnswer = (query: URLSearchParams) => unknown;

/**
 * Answers each API call from `answers`, keyed 'METHOD /path' or just '/path' (any method): JSON
 * with status 200, or a Reply's status and body; a QueryAnswer under the path without its query
 * answers what no key with the query does. Anything else is a 404.
 */
export function mockApi(answers: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    const key = `${method} ${path}`;
    const [pathname = path, query = ''] = path.split('?');
    const byQuery = answers[`${method} ${pathname}`] ?? answers[pathname];
    const answer =
      key in answers
        ? answers[key]
        : path in answers
          ? answers[path]
          : typeof byQuery === 'function'
            ? (byQuery as QueryAnswer)(new URLSearchParams(query))
            : new Reply(404, { message: 'Not found.' });
    const reply = answer instanceof Reply ? answer : new Reply(200, answer);
    const raw = reply.headers !== undefined && typeof reply.body === 'string';
    // A 204 has no body, as the server sends it.
    return new Response(reply.status === 204 ? null : raw ? reply.body : JSON.stringify(reply.body), {
      status: reply.status,
      headers: reply.headers ?? { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Renders with the app's providers: a fresh query client, toasts, PrimeReact's and a router at
 * `path` (maybe with state). Answers the render and the query client (to refetch as a window focus
 * would).
 */
export function renderWithProviders(ui: ReactNode, path: InitialEntry = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider wrapHost={(host) => <PrimeProvider>{host}</PrimeProvider>}>
        <PrimeProvider>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </PrimeProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...rendered, queryClient };
}
