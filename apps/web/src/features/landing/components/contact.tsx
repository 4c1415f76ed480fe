import { useTranslation } from 'react-i18next';
import { SupportEmail } from './support-email';

/** The #contact anchor of the nav bar's Contacts link. */
export function Contact() {
  const { t } = useTranslation();
  return (
    <section id="contact" className="landing-section landing-contact" aria-labelledby="landing-contact-title">
      <div className="landing-container landing-contact-inner">
        <div className="landing-contact-copy">
          <p className="landing-eyebrow">{t('landing.contact.eyebrow')}</p>
          <h2 id="landing-contact-title">{t('landing.contact.title')}</h2>
          <p>{t('landing.contact.text')}</p>
        </div>
        <div className="landing-card landing-contact-card">
          <span className="landing-contact-icon pi pi-envelope" aria-hidden="true" />
          <div>
            <p className="landing-contact-label">{t('landing.contact.email')}</p>
            <SupportEmail className="landing-contact-email" />
          </div>
        </div>
      </div>
    </section>
  );
}
