import type { RentView } from '@arrenda/core';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryContent } from '../../../components/query-content';
import { useFormat } from '../../../lib/format';
import { useAccess } from '../../../lib/use-access';
import { useContractOverview } from '../../contracts/api/get-contract-overview';
import { contractPath } from '../../contracts/api/query-keys';
import { formatDay } from '../../contracts/components/contract-dates';
import { useRents } from '../api/get-rents';
import type { ContractIds } from '../api/query-keys';
import { RentCard } from './rent-card';
import { formatMonth } from './rent-dates';
import { type DeleteTarget, RentDeleteDialog } from './rent-delete-dialog';
import { GenerateRents } from './rent-generate';
import { RentWarnings } from './rent-warnings';
import './rents.css';

/** Rents by period, newest first by default (spec section 9), the later-made first within a period. */
export function sortRents(rents: readonly RentView[], newestFirst: boolean): RentView[] {
  const sign = newestFirst ? -1 : 1;
  return [...rents].sort(
    (a, b) => sign * (a.paymentPeriodDate.localeCompare(b.paymentPeriodDate) || a.id - b.id),
  );
}

/**
 * The contract page's rents, anchored at #rents (spec section 2): the warnings about duplicate
 * and missing months (with the button that generates the missing ones), every rent expanded with
 * its payments, and the actions the caller's access allows (spec section 6).
 */
export function RentsSection({ ids }: { ids: ContractIds }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const { can } = useAccess(ids.entityId);
  // The contract page has loaded the overview: this reads it from the cache.
  const overview = useContractOverview(ids.entityId, ids.propertyId, ids.contractId);
  const rents = useRents(ids);
  const [newestFirst, setNewestFirst] = useState(true);
  const [toDelete, setToDelete] = useState<DeleteTarget | null>(null);
  const contractPage = contractPath(ids.entityId, ids.propertyId, ids.contractId);

  return (
    <section id="rents" className="contract-card rents-section" aria-labelledby="rents-title">
      <div className="rents-head">
        <h2 id="rents-title">
          <i className="pi pi-wallet" aria-hidden="true" /> {t('rents.title')}
        </h2>
        <Button
          type="button"
          text
          size="small"
          icon={newestFirst ? 'pi pi-sort-amount-down' : 'pi pi-sort-amount-up'}
          label={newestFirst ? t('rents.sort.newest') : t('rents.sort.oldest')}
          onClick={() => setNewestFirst(!newestFirst)}
        />
        {can('create') && (
          <Link to={`${contractPage}/rent/new`} className="p-button p-button-sm centered">
            <i className="pi pi-plus p-button-icon-left" aria-hidden="true" />
            <span className="p-button-label">{t('rents.new')}</span>
          </Link>
        )}
      </div>
      {overview.data && <RentWarnings warnings={overview.data.rentWarnings} />}
      {overview.data && can('create') && overview.data.rentWarnings.missing.length > 0 && (
        <GenerateRents ids={ids} missing={overview.data.rentWarnings.missing} />
      )}
      <QueryContent query={rents}>
        {(list) =>
          list.length === 0 ? (
            <p className="empty-text">{t('rents.empty')}</p>
          ) : (
            <ul className="rent-list">
              {sortRents(list, newestFirst).map((rent) => {
                const period = formatMonth(rent.paymentPeriodDate, i18n.language);
                return (
                  <li key={rent.id}>
                    <RentCard
                      ids={ids}
                      rent={rent}
                      period={period}
                      rentPage={`${contractPage}/rents/${rent.id}`}
                      can={can}
                      onDeleteRent={() =>
                        setToDelete({ rentId: rent.id, question: t('rent.delete.question', { period }) })
                      }
                      onDeletePayment={(payment) =>
                        setToDelete({
                          rentId: rent.id,
                          paymentId: payment.id,
                          question: t('payment.delete.question', {
                            amount: format.money(payment.amount, payment.currency),
                            date: formatDay(payment.paymentDate, i18n.language),
                          }),
                        })
                      }
                    />
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryContent>
      <RentDeleteDialog ids={ids} target={toDelete} onHide={() => setToDelete(null)} />
    </section>
  );
}
