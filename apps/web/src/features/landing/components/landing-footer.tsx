import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';
import { SupportEmail } from './support-email';

export function LandingFooter() {
  const { t } = useTranslation();
  return (
    <footer className="landing-footer">
      <div className="landing-container landing-footer-top">
        <div className="landing-footer-brand">
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <div>
            <p className="landing-footer-name">{t('landing.hero.name')}</p>
            <p className="landing-footer-tagline">{t('landing.footer.tagline')}</p>
          </div>
        </div>
        <LanguageSwitch />
      </div>
      <div className="landing-container landing-footer-bottom">
        <p>{t('landing.footer.copyright', { year: new Date().getFullYear() })}</p>
        <p className="landing-footer-support">
          <span className="pi pi-envelope" aria-hidden="true" />
          <span>{t('landing.footer.support')}:</span> <SupportEmail quiet />
        </p>
      </div>
    </footer>
  );
}
