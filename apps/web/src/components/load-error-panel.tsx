import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
// The state panel styles live with the entities feature.
import '@/components/layout/page.css';

interface Props {
  error: Error | null;
  onRetry?: () => void;
  /** Translation keys of the record's texts: `${prefix}.notFound.title`, `.notFound.text`, `.loadError`. */
  prefix: string;
  back: { to: string; label: string };
}

/**
 * A record that cannot be shown: not found (deleted, or not shared with the caller; also a null
 * error) or a failed load, with a retry and a way back.
 */
export function LoadErrorPanel({ error, onRetry, prefix, back }: Props) {
  const { t } = useTranslation();
  const notFound = !error || (error instanceof ApiError && error.status === 404);
  return (
    <div className="state-panel" role="alert">
      <i className={notFound ? 'pi pi-search' : 'pi pi-exclamation-circle'} aria-hidden="true" />
      <h1>{notFound ? t(`${prefix}.notFound.title`) : t(`${prefix}.loadError`)}</h1>
      <p>{notFound ? t(`${prefix}.notFound.text`) : error?.message}</p>
      <div className="state-actions">
        {!notFound && onRetry && (
          <Button label={t('entities.retry')} icon="pi pi-refresh" onClick={onRetry} />
        )}
        <Link to={back.to} className="p-button p-button-outlined centered">
          <i className="pi pi-arrow-left p-button-icon-left" aria-hidden="true" />
          <span className="p-button-label">{back.label}</span>
        </Link>
      </div>
    </div>
  );
}
