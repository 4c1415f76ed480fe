import { type Language, pickLanguage, sharedMessages } from '@arrenda/core';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from './en/common.json';
import enContractForm from './en/contract-form.json';
import enContracts from './en/contracts.json';
import enEntities from './en/entities.json';
import enExpenses from './en/expenses.json';
import enExports from './en/exports.json';
import enFiles from './en/files.json';
import enFinance from './en/finance.json';
import enLanding from './en/landing.json';
import enPortal from './en/portal.json';
import enProperties from './en/properties.json';
import enPropertyForm from './en/property-form.json';
import enReceipts from './en/receipts.json';
import enReminders from './en/reminders.json';
import enRents from './en/rents.json';
import enTenants from './en/tenants.json';
import { writeLanguageCookie } from './language-cookie';
import { followLanguage } from './primereact-locale';
import ptCommon from './pt/common.json';
import ptContractForm from './pt/contract-form.json';
import ptContracts from './pt/contracts.json';
import ptEntities from './pt/entities.json';
import ptExpenses from './pt/expenses.json';
import ptExports from './pt/exports.json';
import ptFiles from './pt/files.json';
import ptFinance from './pt/finance.json';
import ptLanding from './pt/landing.json';
import ptPortal from './pt/portal.json';
import ptProperties from './pt/properties.json';
import ptPropertyForm from './pt/property-form.json';
import ptReceipts from './pt/receipts.json';
import ptReminders from './pt/reminders.json';
import ptRents from './pt/rents.json';
import ptTenants from './pt/tenants.json';

const STORAGE_KEY = 'arrenda.language';

/** A saved choice wins; otherwise the browser rule of spec section 1 (pt when it starts with pt). */
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
  resources: {
    en: {
      translation: {
        ...sharedMessages.en,
        ...enCommon,
        ...enLanding,
        ...enEntities,
        ...enProperties,
        ...enPropertyForm,
        ...enTenants,
        ...enContracts,
        ...enContractForm,
        ...enRents,
        ...enReceipts,
        ...enExpenses,
        ...enFiles,
        ...enFinance,
        ...enExports,
        ...enReminders,
        ...enPortal,
      },
    },
    pt: {
      translation: {
        ...sharedMessages.pt,
        ...ptCommon,
        ...ptLanding,
        ...ptEntities,
        ...ptProperties,
        ...ptPropertyForm,
        ...ptTenants,
        ...ptContracts,
        ...ptContractForm,
        ...ptRents,
        ...ptReceipts,
        ...ptExpenses,
        ...ptFiles,
        ...ptFinance,
        ...ptExports,
        ...ptReminders,
        ...ptPortal,
      },
    },
  },
});

followLanguage(i18n);
document.documentElement.lang = i18n.language;
writeLanguageCookie(pickLanguage(i18n.language));
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  localStorage.setItem(STORAGE_KEY, language);
  writeLanguageCookie(pickLanguage(language));
});

export default i18n;
