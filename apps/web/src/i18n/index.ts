import { type Language, pickLanguage } from '@arrenda/core';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueLoaders } from './catalogues';
import { writeLanguageCookie } from './language-cookie';

const STORAGE_KEY = 'arrenda.language';

/** A saved choice wins; otherwise the browser rule of docs/product.md#who-it-is-for (pt when it starts with pt). */
function initialLanguage(): Language {
  const saved = localStorage.getItem(STORAGE_KEY);
  if (saved === 'en' || saved === 'pt') return saved;
  return pickLanguage(navigator.language);
}

/** The catalogues as i18next's backend: a language's chunk is loaded when the app first speaks it. */
const catalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = language === 'en' || language === 'pt' ? catalogueLoaders[language] : undefined;
    if (!load) return callback(null, {});
    load().then(
      (loaded) => callback(null, loaded.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Resolves once the language the app starts in is loaded: the app draws nothing before (main.tsx).
 * A change of language loads the other one first, then switches (the old texts stay until then).
 */
export const i18nReady = i18n
  .use(catalogues)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    // Both catalogues hold every text (catalogues.test.ts): no second language to load as a fallback.
    fallbackLng: false,
    load: 'currentOnly',
    // Keys are flat ("nav.overview"), so dots are not nesting.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });

void i18nReady.then(() => {
  document.documentElement.lang = i18n.language;
  writeLanguageCookie(pickLanguage(i18n.language));
});
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  localStorage.setItem(STORAGE_KEY, language);
  writeLanguageCookie(pickLanguage(language));
});

export default i18n;
