/**
 * The public pages drawn at build time (docs/performance.md): the app itself renders each page
 * in a DOM emulated by jsdom (scripts/prerender.mjs sets it up before importing this bundle), and
 * the markup, the title and the styles PrimeReact put in the head are taken as they are. A phone
 * then paints the page as soon as its HTML and CSS arrive, before any script has run.
 */
import '@/lib/zod-config';
import '@/i18n';
import type { Language } from '@arrenda/core';
import i18n from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { type PageRouteHandle, routes } from '@/app/router';

export interface PrerenderedPage {
  /** The inner HTML of #root. */
  html: string;
  title: string;
  /** The <style> elements PrimeReact added to the head, as HTML. */
  styles: string;
}

const TIMEOUT_MS = 20_000;

/** Waits until `ready` holds, checking after each turn of the event loop. */
async function until(ready: () => boolean, what: string) {
  const deadline = Date.now() + TIMEOUT_MS;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`prerender: ${what} did not happen`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function renderPage(path: string, language: Language): Promise<PrerenderedPage> {
  await i18n.changeLanguage(language);
  const container = document.createElement('div');
  document.body.append(container);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  await until(() => router.state.initialized && router.state.navigation.state === 'idle', 'loading');
  // The page is drawn and its effects have run: the layout shown, the title set, styles added.
  await until(
    () => container.querySelector('h1') !== null && container.querySelector('.layout.unstyled') === null,
    `the page ${path}`,
  );
  const styles = [...document.head.querySelectorAll('style[data-primereact-style-id]')]
    .map((style) => style.outerHTML)
    .join('');
  const page = { html: container.innerHTML, title: document.title, styles };
  root.unmount();
  container.remove();
  return page;
}

/** A page's path pattern (as the router matches it, '/entities/:entityId') and its module. */
export interface PageRoute {
  path: string;
  module: string;
}

/** Every page of the router, by path pattern: scripts/route-pages.mjs names each one's code. */
export function pageRoutes(): PageRoute[] {
  const found: PageRoute[] = [];
  const walk = (children: RouteObject[], parent: string) => {
    for (const route of children) {
      const path = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path}`;
      const handle = route.handle as PageRouteHandle | undefined;
      if (handle?.module) found.push({ path, module: handle.module });
      if (route.children) walk(route.children, path);
    }
  };
  walk(routes, '/');
  return found;
}
