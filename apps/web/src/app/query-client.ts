import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** A failed call is retried only when the server or the network failed, never on a 4xx. */
const retry = (count: number, error: unknown) =>
  count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry, staleTime: 30_000 }, mutations: { retry: false } },
  });

/**
 * The app's calls and their answers: one for the page's life, known to the router as well, so that
 * a route can start its page's calls while its code loads (router.tsx).
 */
export const queryClient = createQueryClient();
