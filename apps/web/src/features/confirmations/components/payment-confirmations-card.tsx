import type { LandlordConfirmation } from '@arrenda/core';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardLoadError } from '@/components/card-load-error';
import { useConfirmations } from '@/features/confirmations/api/get-confirmations';
import { lazyExport } from '@/lib/lazy-export';
import { useAccess } from '@/lib/use-access';
import { ConfirmationItem } from './confirmation-item';
import './confirmations.css';

// The dialogs' forms load only where there is something to decide on (the card shows then).
const AcceptConfirmationDialog = lazyExport(
  () => import('./accept-confirmation-dialog'),
  'AcceptConfirmationDialog',
);
const RejectConfirmationDialog = lazyExport(
  () => import('./reject-confirmation-dialog'),
  'RejectConfirmationDialog',
);

interface Props {
  entityId: number;
  /** Only this contract's confirmations (the contract page); all of the entity's otherwise. */
  contractId?: number;
}

/**
 * "Payment confirmations": what tenants say they paid and wait for the landlord to decide on,
 * with Accept (create right: a payment is added) and Reject (edit right, with a reason). Hidden
 * while it loads and when nothing is pending.
 */
export function PaymentConfirmationsCard({ entityId, contractId }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const { can } = useAccess(entityId);
  const confirmations = useConfirmations(entityId, {
    status: 'PENDING',
    ...(contractId === undefined ? {} : { contractId }),
  });
  const [accepting, setAccepting] = useState<LandlordConfirmation | null>(null);
  const [rejecting, setRejecting] = useState<LandlordConfirmation | null>(null);

  if (confirmations.isPending) return null;
  if (confirmations.isSuccess && confirmations.data.length === 0) return null;
  return (
    <section className="confirmations-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <i className="pi pi-inbox" aria-hidden="true" /> {t('confirmations.title')}
      </h2>
      {confirmations.isError ? (
        <CardLoadError
          error={confirmations.error}
          onRetry={() => void confirmations.refetch()}
          retrying={confirmations.isFetching}
          what={t('confirmations.title')}
        />
      ) : (
        <>
          <p className="hint">{t('confirmations.hint', { count: confirmations.data.length })}</p>
          <ul className="confirmations-list">
            {confirmations.data.map((confirmation) => (
              <li key={confirmation.id}>
                <ConfirmationItem
                  entityId={entityId}
                  confirmation={confirmation}
                  showProperty={contractId === undefined}
                  canAccept={can('create')}
                  canReject={can('edit')}
                  onAccept={() => setAccepting(confirmation)}
                  onReject={() => setRejecting(confirmation)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <Suspense fallback={null}>
        <AcceptConfirmationDialog
          entityId={entityId}
          confirmation={accepting}
          onHide={() => setAccepting(null)}
        />
        <RejectConfirmationDialog
          entityId={entityId}
          confirmation={rejecting}
          onHide={() => setRejecting(null)}
        />
      </Suspense>
    </section>
  );
}
