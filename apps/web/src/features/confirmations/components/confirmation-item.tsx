import type { LandlordConfirmation } from '@arrenda/core';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getConfirmationProof } from '@/features/confirmations/api/get-confirmation-proof';
import { formatDay } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { contractPath } from '@/lib/paths';
import { propertyLabel } from '@/lib/property-labels';
import { periodText } from '@/lib/rent-state';
import { useOpenSignedLink } from '@/lib/use-open-signed-link';

interface Props {
  entityId: number;
  confirmation: LandlordConfirmation;
  /** Whether to name the property (the entity's list); the contract page needs it not. */
  showProperty: boolean;
  canAccept: boolean;
  canReject: boolean;
  onAccept: () => void;
  onReject: () => void;
}

/** One pending confirmation: whose rent, what was paid when, the note and proof, and the decisions. */
export function ConfirmationItem({
  entityId,
  confirmation,
  showProperty,
  canAccept,
  canReject,
  onAccept,
  onReject,
}: Props) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const openLink = useOpenSignedLink();
  const money = (amount: number) => format.money(amount, confirmation.currency);
  const period = periodText(confirmation.paymentPeriodDate);
  const property = propertyLabel(t, {
    name: confirmation.propertyName,
    propertyType: confirmation.propertyType,
  });
  const contractPage = `${contractPath(entityId, confirmation.propertyId, confirmation.contractId)}#rents`;
  return (
    <article className="confirmation-item" aria-label={t('confirmations.item', { property, period })}>
      <div className="confirmation-item-head">
        <div className="confirmation-item-title">
          {showProperty && (
            <Link to={contractPage} className="confirmation-property">
              {property}
            </Link>
          )}
          <span>{t('confirmations.rentOf', { period })}</span>
        </div>
        <strong className="confirmation-amount">{money(confirmation.amount)}</strong>
      </div>
      <dl className="confirmation-facts">
        <div>
          <dt>{t('confirmations.tenant')}</dt>
          <dd>
            {confirmation.tenantName}
            {confirmation.tenantEmail && <span className="muted"> ({confirmation.tenantEmail})</span>}
          </dd>
        </div>
        <div>
          <dt>{t('confirmations.paidOn')}</dt>
          <dd>{formatDay(confirmation.paymentDate, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('confirmations.owed')}</dt>
          <dd>{money(confirmation.rentAmountToPay)}</dd>
        </div>
        {confirmation.note && (
          <div className="confirmation-note">
            <dt>{t('confirmations.note')}</dt>
            <dd>{confirmation.note}</dd>
          </div>
        )}
      </dl>
      <div className="confirmation-actions">
        {confirmation.proof && (
          <Button
            type="button"
            link
            size="small"
            icon="pi pi-paperclip"
            label={confirmation.proof.name}
            title={t('confirmations.openProof')}
            onClick={() => void openLink(() => getConfirmationProof(entityId, confirmation.id))}
          />
        )}
        <span className="confirmation-decisions">
          {canReject && (
            <Button
              type="button"
              size="small"
              outlined
              severity="danger"
              icon="pi pi-times"
              label={t('confirmations.reject')}
              onClick={onReject}
            />
          )}
          {canAccept && (
            <Button
              type="button"
              size="small"
              icon="pi pi-check"
              label={t('confirmations.accept')}
              onClick={onAccept}
            />
          )}
        </span>
      </div>
    </article>
  );
}
