import './lib/zod-config';
import 'primereact/resources/themes/lara-light-teal/theme.css';
import './theme/palette.css';
import './theme/focus.css';
import 'arrenda:icons.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { primeLoaded } from './app/prime-boundary';
import { AppProvider } from './app/provider';
import { queryClient } from './app/query-client';
import { createRouter } from './app/router';
import { i18nReady } from './i18n';
import { arrivedPrerendered } from './lib/prerendered';

const router = createRouter();

/**
 * Resolves once the router has loaded the code of the first page (its routes are lazy) and
 * PrimeReact's provider its own (app/prime-boundary.tsx), and the language the app speaks.
 */
const pageLoaded = () =>
  Promise.all([
    primeLoaded,
    i18nReady,
    new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    }),
  ]);

const root = createRoot(document.getElementById('root') as HTMLElement);
const app = (
  <StrictMode>
    <AppProvider client={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>
);

// A page drawn at build time stays on screen until the app can draw it again in one go, instead of
// giving way to the loading spinner while the page's code arrives.
const draw = () => root.render(app);
if (arrivedPrerendered) void pageLoaded().then(draw);
else void i18nReady.then(draw);
