import type { ConfirmationStatus, ConfirmationView, PortalRent } from '@arrenda/core';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { getProofUrl } from '@/features/portal/api/get-proof-url';
import { formatDay } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { useOpenSignedLink } from '@/lib/use-open-signed-link';
import { AttachProofButton } from './attach-proof-button';

export const STATUS_SEVERITY = {
  PENDING: 'info',
  ACCEPTED: 'success',
  REJECTED: 'danger',
} as const satisfies Record<ConfirmationStatus, string>;

interface Props {
  contractId: number;
  rent: PortalRent;
  onWithdraw: (confirmation: ConfirmationView) => void;
}

/**
 * The tenant's confirmations of a rent: amount, day, note, proof and what the landlord decided
 * (the reason of a rejection); a pending one can get its proof or be withdrawn.
 */
export function PortalConfirmations({ contractId, rent, onWithdraw }: Props) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const openLink = useOpenSignedLink();
  const ids = { contractId, rentId: rent.id };
  if (rent.confirmations.length === 0) return null;
  return (
    <>
      <h5 className="rent-payments-title">{t('portal.confirmations.title')}</h5>
      <ul className="portal-confirmations">
        {rent.confirmations.map((confirmation) => {
          const pending = confirmation.status === 'PENDING';
          return (
            <li key={confirmation.id} className="portal-confirmation">
              <div className="portal-confirmation-main">
                <span className="portal-confirmation-amount">
                  {t('portal.confirmation.summary', {
                    amount: format.money(confirmation.amount, rent.currency),
                    date: formatDay(confirmation.paymentDate, i18n.language),
                  })}
                </span>
                <Tag
                  severity={STATUS_SEVERITY[confirmation.status]}
                  value={t(`portal.confirmation.status.${confirmation.status}`)}
                />
              </div>
              {confirmation.note && <p className="portal-confirmation-note">{confirmation.note}</p>}
              {confirmation.status === 'REJECTED' && confirmation.reason && (
                <p className="portal-confirmation-reason">
                  {t('portal.confirmation.reason', { reason: confirmation.reason })}
                </p>
              )}
              <div className="portal-confirmation-actions">
                {confirmation.proof && (
                  <Button
                    type="button"
                    link
                    size="small"
                    icon="pi pi-paperclip"
                    label={confirmation.proof.name}
                    title={t('portal.confirmation.openProof')}
                    onClick={() => void openLink(() => getProofUrl(ids, confirmation.id))}
                  />
                )}
                {pending && !confirmation.proof && (
                  <AttachProofButton ids={ids} confirmationId={confirmation.id} />
                )}
                {pending && (
                  <Button
                    type="button"
                    size="small"
                    text
                    severity="danger"
                    icon="pi pi-times"
                    label={t('portal.confirmation.withdraw')}
                    onClick={() => onWithdraw(confirmation)}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
