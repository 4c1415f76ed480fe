import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A query's data once loaded; a skeleton while it loads, and its error with a retry.
 */
export function QueryContent<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isError) return <QueryError query={query} />;
  if (query.data === undefined) {
    return (
      <div className="stack" role="status" aria-busy="true">
        <span className="p-hidden-accessible">{t('common.loading')}</span>
        <Skeleton height="4rem" />
        <Skeleton height="4rem" />
      </div>
    );
  }
  return children(query.data);
}

/** A failed query's message and a button to try again. */
export function QueryError({ query }: { query: UseQueryResult<unknown> }) {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <Message severity="error" text={query.error?.message} className="form-alert" />
      <div>
        <Button
          label={t('entities.retry')}
          icon="pi pi-refresh"
          outlined
          onClick={() => void query.refetch()}
          loading={query.isFetching}
        />
      </div>
    </div>
  );
}
