import { useTranslation } from 'react-i18next';

interface Service {
  id: string;
  icon: string;
  points: readonly string[];
}

/** The four services of docs/product.md#who-it-is-for, in its order. */
const SERVICES: readonly Service[] = [
  { id: 'collaboration', icon: 'pi-users', points: ['share', 'entities', 'subProperties'] },
  { id: 'contracts', icon: 'pi-file-edit', points: ['tenants', 'expenses', 'receipts'] },
  { id: 'communication', icon: 'pi-comments', points: ['confirm', 'status'] },
  { id: 'action', icon: 'pi-bolt', points: ['expiring', 'renegotiation', 'overdue'] },
];

export function Services() {
  const { t } = useTranslation();
  return (
    <section id="services" className="landing-section" aria-labelledby="landing-services-title">
      <div className="landing-container">
        <header className="landing-section-header">
          <p className="landing-eyebrow">{t('landing.services.eyebrow')}</p>
          <h2 id="landing-services-title">{t('landing.services.title')}</h2>
          <p>{t('landing.services.intro')}</p>
        </header>
        <ul className="landing-services">
          {SERVICES.map((service) => (
            <li key={service.id} className="landing-card landing-service">
              <span className={`landing-service-icon pi ${service.icon}`} aria-hidden="true" />
              <h3>{t(`landing.services.${service.id}.title`)}</h3>
              <p>{t(`landing.services.${service.id}.text`)}</p>
              <ul className="landing-checklist">
                {service.points.map((point) => (
                  <li key={point}>
                    <span className="pi pi-check" aria-hidden="true" />
                    <span>{t(`landing.services.${service.id}.${point}`)}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
