import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorPanel } from '@/components/load-error-panel';
import { PageLoading } from '@/components/page-loading';
import { EntityForbidden, EntityLoadError, RecordLoadError } from '@/components/page-states';
import { type ContractIds, contractRents, type PaymentIds } from '@/features/receipts/api/query-keys';
import { useAccess } from '@/lib/use-access';
import { usePaymentPathIds } from './route-ids';

/** A payment whose receipt cannot be shown: not found (also an id that is no id), or a failed load. */
export function ReceiptLoadError({
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
      prefix="receipt"
      back={{ to: contractRents(ids), label: t('receipt.backToContract') }}
    />
  );
}

/** The page, once the caller's access is known, if it has the create right (docs/product.md#access-types). */
function WithCreateRight({ ids, children }: { ids: PaymentIds; children: (ids: PaymentIds) => ReactNode }) {
  const access = useAccess(ids.entityId);
  if (access.isLoading) return <PageLoading />;
  if (!access.can('create')) return <EntityForbidden entityId={ids.entityId} />;
  return children(ids);
}

/**
 * The frame of the receipt pages: the path's payment, or why it is not there, and the create right
 * that issuing a receipt needs.
 */
export function ReceiptRoute({
  className = 'page page-narrow',
  children,
}: {
  className?: string;
  children: (ids: PaymentIds) => ReactNode;
}) {
  const { entityId, contract, ids } = usePaymentPathIds();
  return (
    <main className={className}>
      {entityId === null ? (
        <EntityLoadError error={null} />
      ) : contract === null ? (
        <RecordLoadError record="contract" entityId={entityId} error={null} />
      ) : ids === null ? (
        <ReceiptLoadError ids={contract} error={null} />
      ) : (
        <WithCreateRight ids={ids}>{children}</WithCreateRight>
      )}
    </main>
  );
}
