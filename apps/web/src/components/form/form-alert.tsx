import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

/** Whether a save was refused because someone saved the record after the form was filled (409 `stale`). */
const isStaleEdit = (error: unknown) => error instanceof ApiError && error.body.stale === true;

/**
 * The Reload of a form whose save was refused as stale: reads the record again, then drops the
 * refused save's error (so the alert stays until the record is there). None for other errors.
 */
export const reloadWhenStale = (
  error: unknown,
  onReload: (() => Promise<unknown>) | undefined,
  reset: () => void,
) =>
  onReload && isStaleEdit(error)
    ? async () => {
        await onReload();
        reset();
      }
    : undefined;

interface Props {
  text: string | null | undefined;
  /**
   * Offered with the text: a Reload button that reads the record again into the form. It stays busy
   * until that is done (forms clear their error only then, so the alert stays meanwhile).
   */
  onReload?: (() => Promise<unknown>) | undefined;
}

/** The red alert under a form with the server's message (docs/product.md#errors). */
export function FormAlert({ text, onReload }: Props) {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
  if (!text) return null;
  if (!onReload) return <Message severity="error" text={text} className="form-alert" role="alert" />;
  return (
    <Message
      severity="error"
      className="form-alert"
      role="alert"
      content={
        <div className="form-alert-content">
          <span>{text}</span>
          <Button
            type="button"
            label={t('form.reload')}
            icon="pi pi-refresh"
            size="small"
            loading={reloading}
            disabled={reloading}
            onClick={() => {
              setReloading(true);
              void onReload().finally(() => setReloading(false));
            }}
          />
        </div>
      }
    />
  );
}
