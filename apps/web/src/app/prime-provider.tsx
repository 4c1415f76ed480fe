import { PrimeReactProvider } from 'primereact/api';
import { type ReactNode, useState } from 'react';
import '@/i18n/primereact-locale';
import { createPrimeReactStyleContainer } from '@/lib/primereact-styles';
import { accessiblePassThrough } from './pass-through';

/**
 * PrimeReact's settings for the pages and the toasts, loaded beside the first page's code rather than
 * in the app's shell (prime-boundary.tsx). No ripple: each of PrimeReact's ink effects measures its
 * button as it mounts, forcing the browser to lay the page out again; a property list page paid
 * some twenty such layouts.
 */
export default function PrimeProvider({ children }: { children: ReactNode }) {
  const [styleContainer] = useState(createPrimeReactStyleContainer);
  return (
    <PrimeReactProvider value={{ ripple: false, pt: accessiblePassThrough, styleContainer }}>
      {children}
    </PrimeReactProvider>
  );
}
