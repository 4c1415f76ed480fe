import { useTranslation } from 'react-i18next';

/**
 * Shown instead of a page that failed to load or render (e.g. a chunk missing after a deploy). Its
 * button is drawn as PrimeReact's is (the theme styles its classes), without PrimeReact's code: the
 * app's shell must draw it when a page's code is what failed to load.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="page page-narrow" role="alert">
      <h1>{t('error.page')}</h1>
      <button type="button" className="p-button p-component" onClick={() => window.location.reload()}>
        <span className="p-button-icon p-c p-button-icon-left pi pi-refresh" aria-hidden="true" />
        <span className="p-button-label p-c">{t('error.reload')}</span>
      </button>
    </main>
  );
}
