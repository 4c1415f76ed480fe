import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import './card-load-error.css';

interface Props {
  error: Error;
  onRetry: () => void;
  retrying: boolean;
  /** What is read again, for the retry's name ("Try again: payment confirmations"). */
  what: string;
}

/**
 * A card of a page that could not load its own data: the message and a retry named after the
 * card, so that it is told apart from the page's own (the rest of the page works on). Not an
 * alert: it is part of the page as it loads, not the answer to an action.
 */
export function CardLoadError({ error, onRetry, retrying, what }: Props) {
  const { t } = useTranslation();
  const retry = t('entities.retry');
  return (
    <div className="card-load-error">
      <i className="pi pi-exclamation-circle" aria-hidden="true" />
      <span>{error.message}</span>
      <Button
        type="button"
        text
        size="small"
        icon="pi pi-refresh"
        label={retry}
        aria-label={`${retry}: ${what}`}
        onClick={onRetry}
        loading={retrying}
      />
    </div>
  );
}
