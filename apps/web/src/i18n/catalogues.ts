import type { Language } from '@arrenda/core';
import type { Catalogue } from './merge-catalogue';

// The translation catalogues as JSON text, parsed once as the app starts: a browser reads JSON
// several times faster than the same 100 KB written as object literals in the code, and Vite's
// build writes an imported .json file as object literals. Each language is its own chunk
// (catalogue-en.ts, catalogue-pt.ts): the app loads the one it speaks, which the page's HTML names
// for the language the server expects (docs/performance.md "The app's code").

/** Each language's catalogue, loaded when the app first speaks it. */
export const catalogueLoaders: Record<Language, () => Promise<{ default: Catalogue }>> = {
  en: () => import('./catalogue-en'),
  pt: () => import('./catalogue-pt'),
};
