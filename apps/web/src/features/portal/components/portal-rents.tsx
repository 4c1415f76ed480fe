import type { ConfirmationView, PortalRent } from '@arrenda/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '@/components/query-content';
import { usePortalRents } from '@/features/portal/api/get-portal-rents';
import { ConfirmPaymentDialog } from './confirm-payment-dialog';
import { PortalRentCard } from './portal-rent-card';
import { WithdrawDialog } from './withdraw-dialog';

/** A rental's rents, newest period first, with the dialogs to confirm a payment or withdraw one. */
export function PortalRents({ contractId }: { contractId: number }) {
  const { t } = useTranslation();
  const rents = usePortalRents(contractId);
  const [confirming, setConfirming] = useState<PortalRent | null>(null);
  const [withdrawing, setWithdrawing] = useState<{
    rent: PortalRent;
    confirmation: ConfirmationView;
  } | null>(null);
  const now = new Date();
  return (
    <div className="portal-rents">
      <h3 className="portal-rents-title">{t('portal.rents.title')}</h3>
      <QueryContent query={rents}>
        {(list) =>
          list.length === 0 ? (
            <p className="empty-text">{t('portal.rents.empty')}</p>
          ) : (
            <ul className="rent-list">
              {list.map((rent) => (
                <li key={rent.id}>
                  <PortalRentCard
                    contractId={contractId}
                    rent={rent}
                    now={now}
                    onConfirm={() => setConfirming(rent)}
                    onWithdraw={(confirmation) => setWithdrawing({ rent, confirmation })}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryContent>
      <ConfirmPaymentDialog contractId={contractId} rent={confirming} onHide={() => setConfirming(null)} />
      <WithdrawDialog contractId={contractId} target={withdrawing} onHide={() => setWithdrawing(null)} />
    </div>
  );
}
