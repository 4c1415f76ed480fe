import { lazy, type ReactNode, Suspense } from 'react';

/**
 * The PrimeReact provider's code, asked for as the app starts: it loads beside the first page's
 * (every page's HTML names it, scripts/route-pages.mjs) instead of in the app's shell, which draws
 * no PrimeReact component (docs/performance.md "The app's code").
 */
export const primeLoaded = import('./prime-provider');

const PrimeProvider = lazy(() => primeLoaded);

/** The pages and the toasts, inside PrimeReact's provider once its code is there. */
export function PrimeBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <PrimeProvider>{children}</PrimeProvider>
    </Suspense>
  );
}
