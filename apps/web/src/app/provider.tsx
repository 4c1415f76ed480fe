import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ToastProvider } from '@/lib/toast';
import { PrimeBoundary } from './prime-boundary';
import { createQueryClient } from './query-client';

const inPrimeReact = (host: ReactNode) => <PrimeBoundary>{host}</PrimeBoundary>;

/**
 * The app's providers; `client` the query client the router shares, else one of its own
 * (pre-rendering). PrimeReact's is the pages' (prime-boundary.tsx, in the layout).
 */
export function AppProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider wrapHost={inPrimeReact}>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
