import type { RentView, Right } from '@arrenda/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorPanel } from '@/components/load-error-panel';
import { PageLoading } from '@/components/page-loading';
import { EntityForbidden, EntityLoadError, RecordLoadError } from '@/components/page-states';
import { useRent } from '@/features/rents/api/get-rent';
import { type ContractIds, contractRentsPage } from '@/features/rents/api/query-keys';
import { useAccess } from '@/lib/use-access';
import { useRentPathIds } from './route-ids';

/** A rent that cannot be shown: not found (also an id that is no id), or a failed load. */
function RentLoadError({
  ids,
  error,
  onRetry,
}: {
  ids: ContractIds;
  error: Error | null;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <LoadErrorPanel
      error={error}
      onRetry={onRetry}
      prefix="rent"
      back={{ to: contractRentsPage(ids), label: t('rent.backToContract') }}
    />
  );
}

/** The frame of the rent pages: the path's entity and contract ids, or why they are not there. */
export function RentRoute({
  children,
}: {
  children: (ids: ContractIds, rentId: number | null) => ReactNode;
}) {
  const { entityId, ids, rentId } = useRentPathIds();
  return (
    <main className="page page-narrow">
      {entityId === null ? (
        <EntityLoadError error={null} />
      ) : ids === null ? (
        <RecordLoadError record="contract" entityId={entityId} error={null} />
      ) : (
        children(ids, rentId)
      )}
    </main>
  );
}

interface RentProps {
  ids: ContractIds;
  rentId: number;
  /** The right the page needs (docs/product.md#access-types). */
  right: Right;
  children: (rent: RentView) => ReactNode;
}

function LoadedRent({ ids, rentId, right, children }: RentProps) {
  const rent = useRent(ids, rentId);
  const access = useAccess(ids.entityId);
  if (rent.isPending || access.isLoading) return <PageLoading />;
  // A failed background refetch keeps the loaded rent on screen: its form may hold the user's typing.
  if (rent.data === undefined)
    return <RentLoadError ids={ids} error={rent.error} onRetry={() => void rent.refetch()} />;
  if (!access.can(right)) return <EntityForbidden entityId={ids.entityId} />;
  return children(rent.data);
}

/** The path's rent once loaded, if the caller has the page's right; else loading, not found or forbidden. */
export function WithRent({ rentId, ...props }: Omit<RentProps, 'rentId'> & { rentId: number | null }) {
  if (rentId === null) return <RentLoadError ids={props.ids} error={null} />;
  return <LoadedRent rentId={rentId} {...props} />;
}
