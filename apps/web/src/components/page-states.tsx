import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorPanel } from '@/components/load-error-panel';
import { entityViewPath } from '@/lib/paths';
import '@/components/layout/page.css';

/** An entity that cannot be shown: not found (or not shared with the caller), or a failed load. */
export function EntityLoadError({ error, onRetry }: { error: Error | null; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <LoadErrorPanel
      error={error}
      onRetry={onRetry}
      prefix="entity"
      back={{ to: '/entities/', label: t('entities.back') }}
    />
  );
}

/** A page the caller's access type does not allow (e.g. Edit Entity without the admin right). */
export function EntityForbidden({ entityId }: { entityId: number }) {
  const { t } = useTranslation();
  return (
    <div className="state-panel" role="alert">
      <i className="pi pi-lock" aria-hidden="true" />
      <h1>{t('entity.forbidden.title')}</h1>
      <Message severity="error" text={t('server.forbidden')} />
      <div className="state-actions">
        <Link to={`/entities/${entityId}`} className="p-button p-button-outlined centered">
          <i className="pi pi-arrow-left p-button-icon-left" aria-hidden="true" />
          <span className="p-button-label">{t('entity.backToEntity')}</span>
        </Link>
      </div>
    </div>
  );
}

/** Where the panel of each kind of record leads back to: its list, or the overview's view of it. */
const BACK = {
  contract: { to: (entityId: number) => `/entities/${entityId}/contracts`, label: 'contract.backToList' },
  property: { to: (entityId: number) => `/entities/${entityId}/properties`, label: 'property.backToList' },
  tenant: { to: (entityId: number) => `/entities/${entityId}/tenants`, label: 'tenant.backToList' },
  expense: { to: (entityId: number) => entityViewPath(entityId, 'expenses'), label: 'expense.backToEntity' },
} as const;

export type RecordKind = keyof typeof BACK;

interface RecordLoadErrorProps {
  record: RecordKind;
  entityId: number;
  error: Error | null;
  onRetry?: () => void;
}

/** A record of the entity that cannot be shown: not found (also an id that is no id), or a failed load. */
export function RecordLoadError({ record, entityId, error, onRetry }: RecordLoadErrorProps) {
  const { t } = useTranslation();
  const back = BACK[record];
  return (
    <LoadErrorPanel
      error={error}
      onRetry={onRetry}
      prefix={record}
      back={{ to: back.to(entityId), label: t(back.label) }}
    />
  );
}
