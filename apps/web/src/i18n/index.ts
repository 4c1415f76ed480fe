import { type Language, pickLanguage } from '@arrenda/core';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogues } from './catalogues';
import { writeLanguageCookie } from './language-cookie';

const STORAGE_KEY = 'arrenda.language';

/** A saved choice wins; otherwise the browser rule of docs/product.md#who-it-is-for (pt when it starts with pt). */
function initialLanguage(): Language {
  const saved = localStorage.getItem(STORAGE_KEY);
  if (saved === 'en' || saved === 'pt') return saved;
  return pickLanguage(navigator.language);
}

void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: 'en',
  // Keys are flat ("nav.overview"), so dots are not nesting.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  resources: { en: { translation: catalogues.en }, pt: { translation: catalogues.pt } },
});

document.documentElement.lang = i18n.language;
writeLanguageCookie(pickLanguage(i18n.language));
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  localStorage.setItem(STORAGE_KEY, language);
  writeLanguageCookie(pickLanguage(language));
});

export default i18n;
