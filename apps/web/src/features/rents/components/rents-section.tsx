import { RENT_SORTS, type RentSort } from '@arrenda/core';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Paginator } from '@/components/paginator/paginator';
import { QueryContent } from '@/components/query-content';
import { useContractOverview } from '@/features/contracts/api/get-contract-overview';
import { useRentPage } from '@/features/rents/api/get-rents';
import type { ContractIds } from '@/features/rents/api/query-keys';
import { formatDay } from '@/lib/dates';
import { useFormat } from '@/lib/format';
import { contractPath } from '@/lib/paths';
import { formatMonth } from '@/lib/rent-dates';
import { useAccess } from '@/lib/use-access';
import { useTableUrlState } from '@/lib/use-table-url-state';
import { RentCard } from './rent-card';
import { type DeleteTarget, RentDeleteDialog } from './rent-delete-dialog';
import { GenerateRents } from './rent-generate';
import type { PaymentReceiptParts } from './rent-payments';
import { RentWarnings } from './rent-warnings';
import '@/components/layout/rent-card.css';
import './rents.css';

/** A contract's rents show 10 at first: each is a card with its payments. */
export const RENT_PAGE_SIZE = 10;

/** Dates read newest or oldest first; amounts highest or lowest first. */
const ORDER_LABELS: Record<RentSort, { desc: string; asc: string }> = {
  period: { desc: 'rents.sort.newest', asc: 'rents.sort.oldest' },
  due: { desc: 'rents.sort.newest', asc: 'rents.sort.oldest' },
  amount: { desc: 'rents.sort.highest', asc: 'rents.sort.lowest' },
  toPay: { desc: 'rents.sort.highest', asc: 'rents.sort.lowest' },
};

/**
 * The contract page's rents, anchored at #rents (docs/product.md#screens-and-routes): the warnings about duplicate
 * and missing months (with the button that generates the missing ones), the rents a page at a
 * time from the server (newest period first, or sorted by due date, amount or what is left to
 * pay), each expanded with its payments, and the actions the caller's access allows
 * (docs/product.md#access-types). The page and sort are kept in the URL under `rents-` (?rents-page=2&rents-sort=toPay).
 * Each payment's receipt is drawn by `receiptParts`, the receipts feature's, given by the page.
 */
export function RentsSection({ ids, receiptParts }: { ids: ContractIds; receiptParts: PaymentReceiptParts }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const { can } = useAccess(ids.entityId);
  // The contract page has loaded the overview: this reads it from the cache.
  const overview = useContractOverview(ids.entityId, ids.propertyId, ids.contractId);
  const { state, update, paging } = useTableUrlState({
    sorts: RENT_SORTS,
    defaultSort: 'period',
    defaultOrder: 'desc',
    defaultPageSize: RENT_PAGE_SIZE,
    prefix: 'rents-',
  });
  const rents = useRentPage(ids, {
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort,
    order: state.order,
  });
  const sortId = useId();
  const [toDelete, setToDelete] = useState<DeleteTarget | null>(null);
  const contractPage = contractPath(ids.entityId, ids.propertyId, ids.contractId);

  return (
    <section id="rents" className="contract-card rents-section" aria-labelledby="rents-title">
      <div className="rents-head">
        <h2 id="rents-title">
          <i className="pi pi-wallet" aria-hidden="true" /> {t('rents.title')}
        </h2>
        <span className="rents-sort">
          <label htmlFor={sortId}>{t('rents.sort.label')}</label>
          <Dropdown
            inputId={sortId}
            value={state.sort}
            options={RENT_SORTS.map((sort) => ({ value: sort, label: t(`rents.sort.${sort}`) }))}
            onChange={(event) => {
              const sort = event.value as RentSort;
              // A date reads newest first, as the period does by default; an amount lowest first.
              update({ sort, order: sort === 'period' || sort === 'due' ? 'desc' : 'asc' });
            }}
            className="p-inputtext-sm"
          />
          <Button
            type="button"
            text
            size="small"
            icon={state.order === 'desc' ? 'pi pi-sort-amount-down' : 'pi pi-sort-amount-up'}
            label={t(ORDER_LABELS[state.sort][state.order])}
            onClick={() => update({ order: state.order === 'desc' ? 'asc' : 'desc' })}
          />
        </span>
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
        {(page) => {
          // A page past the last (its last rent deleted) moves to the last page: use-table-url-state.ts.
          const lazy = paging(page.total, rents.isPlaceholderData);
          return page.total === 0 ? (
            <p className="empty-text">{t('rents.empty')}</p>
          ) : (
            <>
              <ul className="rent-list" aria-busy={rents.isPlaceholderData}>
                {page.items.map((rent) => {
                  const period = formatMonth(rent.paymentPeriodDate, i18n.language);
                  return (
                    <li key={rent.id}>
                      <RentCard
                        ids={ids}
                        rent={rent}
                        period={period}
                        rentPage={`${contractPage}/rents/${rent.id}`}
                        can={can}
                        receiptParts={receiptParts}
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
              {lazy.total > RENT_PAGE_SIZE && (
                <Paginator
                  first={(lazy.page - 1) * lazy.pageSize}
                  rows={lazy.pageSize}
                  totalRecords={lazy.total}
                  rowsPerPageOptions={lazy.pageSizes}
                  onPageChange={(event) => lazy.onPage(Math.floor(event.first / event.rows) + 1, event.rows)}
                  className="rent-paginator"
                />
              )}
            </>
          );
        }}
      </QueryContent>
      <RentDeleteDialog ids={ids} target={toDelete} onHide={() => setToDelete(null)} />
    </section>
  );
}
