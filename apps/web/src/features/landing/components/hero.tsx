import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/lib/session';
import { HeroIllustration } from './hero-illustration';

const HIGHLIGHTS = ['portfolios', 'receipts', 'languages'] as const;

/** The opening of the landing page: name, promise and the way in (register / login, or my entities). */
export function Hero() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <section className="landing-hero" aria-labelledby="landing-hero-title">
      <div className="landing-container landing-hero-inner">
        <div className="landing-hero-copy">
          <p className="landing-eyebrow">{t('landing.hero.eyebrow')}</p>
          <h1 id="landing-hero-title" className="landing-hero-title">
            {t('landing.hero.name')}
          </h1>
          <p className="landing-hero-promise">{t('landing.hero.promise')}</p>
          <p className="landing-hero-text">{t('landing.hero.text')}</p>
          <div className="landing-hero-actions">
            {session ? (
              <Link to="/entities/" className="p-button p-component landing-button">
                <span className="pi pi-briefcase" aria-hidden="true" />
                <span>{t('landing.hero.myEntities')}</span>
              </Link>
            ) : (
              <>
                <Link to="/registration" className="p-button p-component landing-button">
                  <span className="pi pi-user-plus" aria-hidden="true" />
                  <span>{t('landing.hero.register')}</span>
                </Link>
                <Link to="/login" className="p-button p-button-outlined p-component landing-button">
                  <span className="pi pi-sign-in" aria-hidden="true" />
                  <span>{t('landing.hero.login')}</span>
                </Link>
              </>
            )}
            <a href="#pricing" className="landing-text-link">
              <span>{t('landing.hero.seePricing')}</span>
              <span className="pi pi-arrow-down" aria-hidden="true" />
            </a>
          </div>
          <ul className="landing-hero-highlights" aria-label={t('landing.hero.highlights')}>
            {HIGHLIGHTS.map((key) => (
              <li key={key}>
                <span className="pi pi-check-circle" aria-hidden="true" />
                <span>{t(`landing.hero.highlight.${key}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="landing-hero-visual">
          <HeroIllustration />
        </div>
      </div>
    </section>
  );
}
