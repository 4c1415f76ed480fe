import { useTranslation } from 'react-i18next';

/** Routes declared by the spec whose pages are not built yet. */
export default function ComingSoonRoute() {
  const { t } = useTranslation();
  return (
    <main className="page page-narrow coming-soon">
      <i className="pi pi-hammer" aria-hidden="true" />
      <h1>{t('comingSoon.title')}</h1>
      <p>{t('comingSoon.text')}</p>
    </main>
  );
}
