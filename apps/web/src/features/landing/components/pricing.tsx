import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/lib/session';

type Role = 'admin' | 'read';

interface Tier {
  id: 'standard' | 'business' | 'executive';
  /** Euro per month. */
  price: number;
  properties: number;
  users: number;
  roles: readonly Role[];
  /** The tier it builds on ("Everything in Standard, plus:"). */
  includes: boolean;
  features: readonly string[];
  extraProperties: number;
  extraUser: number;
}

/** The plan table of docs/product.md#access-types. */
const TIERS: readonly Tier[] = [
  {
    id: 'standard',
    price: 199.99,
    properties: 50,
    users: 2,
    roles: ['admin'],
    includes: false,
    features: ['properties', 'tenants', 'contracts'],
    extraProperties: 100,
    extraUser: 10,
  },
  {
    id: 'business',
    price: 299.99,
    properties: 50,
    users: 5,
    roles: ['admin', 'read'],
    includes: true,
    features: ['invoices', 'expenses', 'notifications'],
    extraProperties: 150,
    extraUser: 12,
  },
  {
    id: 'executive',
    price: 399.99,
    properties: 50,
    users: 5,
    roles: ['admin', 'read'],
    includes: true,
    features: ['accounts', 'confirm', 'communication'],
    extraProperties: 200,
    extraUser: 15,
  },
];

type Translate = ReturnType<typeof useTranslation>['t'];

/** Euro amounts in the page's language: "€199.99" / "199,99 €", whole amounts without cents. */
function useEuro() {
  const { i18n } = useTranslation();
  const locale = (i18n.resolvedLanguage ?? i18n.language).startsWith('pt') ? 'pt-PT' : 'en-GB';
  return (amount: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);
}

const roleNames = (t: Translate, tier: Tier) =>
  tier.roles.map((role) => t(`landing.pricing.role.${role}`)).join(', ');

function Price({ tier, euro, t }: { tier: Tier; euro: (amount: number) => string; t: Translate }) {
  return (
    <p className="landing-price">
      <span className="landing-price-amount">{euro(tier.price)}</span>
      <span className="landing-price-period" aria-hidden="true">
        {t('landing.pricing.perMonth')}
      </span>
      <span className="landing-sr-only"> {t('landing.pricing.perMonthLong')}</span>
    </p>
  );
}

function Features({ tier, t }: { tier: Tier; t: Translate }) {
  return (
    <>
      {tier.includes && <p className="landing-features-lead">{t(`landing.pricing.${tier.id}.includes`)}</p>}
      <ul className="landing-checklist">
        {tier.features.map((feature) => (
          <li key={feature}>
            <span className="pi pi-check" aria-hidden="true" />
            <span>{t(`landing.pricing.${tier.id}.${feature}`)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function GetStarted({ tier, t, primary }: { tier: Tier; t: Translate; primary: boolean }) {
  return (
    <Link
      to="/registration"
      className={`p-button p-component landing-button landing-plan-button${primary ? '' : ' p-button-outlined'}`}
      aria-label={t('landing.pricing.getStartedWith', { plan: t(`landing.pricing.${tier.id}.name`) })}
    >
      {t('landing.pricing.getStarted')}
    </Link>
  );
}

export function Pricing() {
  const { t } = useTranslation();
  const euro = useEuro();
  const anonymous = useSession() === null;
  const featured = 'business';

  const rows: { key: string; label: string; cell: (tier: Tier) => ReactNode }[] = [
    { key: 'properties', label: t('landing.pricing.properties'), cell: (tier) => tier.properties },
    { key: 'users', label: t('landing.pricing.users'), cell: (tier) => tier.users },
    { key: 'roles', label: t('landing.pricing.roles'), cell: (tier) => roleNames(t, tier) },
    { key: 'features', label: t('landing.pricing.features'), cell: (tier) => <Features tier={tier} t={t} /> },
    {
      key: 'extraProperties',
      label: t('landing.pricing.extraProperties'),
      cell: (tier) => euro(tier.extraProperties),
    },
    { key: 'extraUser', label: t('landing.pricing.extraUser'), cell: (tier) => euro(tier.extraUser) },
  ];

  return (
    <section id="pricing" className="landing-section landing-pricing" aria-labelledby="landing-pricing-title">
      <div className="landing-container">
        <header className="landing-section-header">
          <p className="landing-eyebrow">{t('landing.pricing.eyebrow')}</p>
          <h2 id="landing-pricing-title">{t('landing.pricing.title')}</h2>
          <p>{t('landing.pricing.intro')}</p>
        </header>

        {/* Wide screens: one comparison table. */}
        <div className="landing-pricing-table-wrap">
          <table className="landing-pricing-table">
            <caption className="landing-sr-only">{t('landing.pricing.caption')}</caption>
            <thead>
              <tr>
                <td />
                {TIERS.map((tier) => (
                  <th
                    key={tier.id}
                    scope="col"
                    className={tier.id === featured ? 'landing-featured' : undefined}
                  >
                    <span className="landing-plan-name">{t(`landing.pricing.${tier.id}.name`)}</span>
                    <span className="landing-plan-tagline">{t(`landing.pricing.${tier.id}.tagline`)}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr className="landing-price-row">
                <th scope="row">{t('landing.pricing.price')}</th>
                {TIERS.map((tier) => (
                  <td key={tier.id} className={tier.id === featured ? 'landing-featured' : undefined}>
                    <Price tier={tier} euro={euro} t={t} />
                  </td>
                ))}
              </tr>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  {TIERS.map((tier) => (
                    <td key={tier.id} className={tier.id === featured ? 'landing-featured' : undefined}>
                      {row.cell(tier)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {anonymous && (
              <tfoot>
                <tr>
                  <td />
                  {TIERS.map((tier) => (
                    <td key={tier.id} className={tier.id === featured ? 'landing-featured' : undefined}>
                      <GetStarted tier={tier} t={t} primary={tier.id === featured} />
                    </td>
                  ))}
                </tr>
              </tfoot>
            )}
          </table>
        </div>

        {/* Phones and tablets: one card per plan. */}
        <ul className="landing-plans">
          {TIERS.map((tier) => (
            <li
              key={tier.id}
              className={`landing-card landing-plan${tier.id === featured ? ' landing-featured' : ''}`}
            >
              <h3 className="landing-plan-name">{t(`landing.pricing.${tier.id}.name`)}</h3>
              <p className="landing-plan-tagline">{t(`landing.pricing.${tier.id}.tagline`)}</p>
              <Price tier={tier} euro={euro} t={t} />
              <dl className="landing-plan-facts">
                {rows
                  .filter((row) => row.key !== 'features')
                  .map((row) => (
                    <div key={row.key}>
                      <dt>{row.label}</dt>
                      <dd>{row.cell(tier)}</dd>
                    </div>
                  ))}
              </dl>
              <h4 className="landing-plan-subtitle">{t('landing.pricing.features')}</h4>
              <Features tier={tier} t={t} />
              {anonymous && <GetStarted tier={tier} t={t} primary={tier.id === featured} />}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
