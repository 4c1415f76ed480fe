import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

/** Shown instead of a page that failed to load or render (e.g. a chunk missing after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="page page-narrow" role="alert">
      <h1>{t('error.page')}</h1>
      <Button label={t('error.reload')} icon="pi pi-refresh" onClick={() => window.location.reload()} />
    </main>
  );
}
