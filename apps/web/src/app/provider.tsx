import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PrimeReactProvider } from 'primereact/api';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../lib/api-client';
import { ToastProvider } from '../lib/toast';
import { accessiblePassThrough } from './pass-through';

/** A failed call is retried only when the server or the network failed, never on a 4xx. */
const retry = (count: number, error: unknown) =>
  count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry, staleTime: 30_000 }, mutations: { retry: false } },
      }),
  );
  return (
    <PrimeReactProvider value={{ ripple: true, pt: accessiblePassThrough }}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </PrimeReactProvider>
  );
}
