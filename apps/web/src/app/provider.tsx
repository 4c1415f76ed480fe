import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PrimeReactProvider } from 'primereact/api';
import { type ReactNode, useState } from 'react';
import { createPrimeReactStyleContainer } from '@/lib/primereact-styles';
import { ToastProvider } from '@/lib/toast';
import { accessiblePassThrough } from './pass-through';
import { createQueryClient } from './query-client';

/** The app's providers; `client` the query client the router shares, else one of its own (pre-rendering). */
export function AppProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const [styleContainer] = useState(createPrimeReactStyleContainer);
  return (
    // No ripple: each of PrimeReact's ink effects measures its button as it mounts, forcing the
    // browser to lay the page out again; a property list page paid some twenty such layouts.
    <PrimeReactProvider value={{ ripple: false, pt: accessiblePassThrough, styleContainer }}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </PrimeReactProvider>
  );
}
