import { LANGUAGES, pickLanguage } from '@arrenda/core';
import { useTranslation } from 'react-i18next';
import { Flag } from '@/components/flag';

/** The landing page's own language switch (docs/product.md#who-it-is-for): one toggle button per language. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = pickLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <fieldset className="landing-language">
      <legend className="landing-sr-only">{t('landing.language.label')}</legend>
      <span className="landing-language-label" aria-hidden="true">
        <span className="pi pi-globe" aria-hidden="true" />
        {t('landing.language.label')}
      </span>
      <div className="landing-language-buttons">
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            className="landing-language-button"
            aria-pressed={language === current}
            onClick={() => void i18n.changeLanguage(language)}
          >
            <Flag language={language} />
            <span>{t(`landing.language.${language}`)}</span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
