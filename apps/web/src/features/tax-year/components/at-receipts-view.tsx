import type { AtReceiptRow } from '@arrenda/core';
import { InputSwitch } from 'primereact/inputswitch';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog';
import { MonthPicker } from '@/components/form/month-picker';
import { Paginator } from '@/components/paginator/paginator';
import { QueryContent } from '@/components/query-content';
import { useClearAtReceipt } from '@/features/tax-year/api/clear-at-receipt';
import { useAtReceipts } from '@/features/tax-year/api/get-at-receipts';
import { formatMonth } from '@/lib/rent-dates';
import { useToast } from '@/lib/toast';
import { useAccess } from '@/lib/use-access';
import { useTableUrlState } from '@/lib/use-table-url-state';
import { AtReceiptCard } from './at-receipt-card';
import { isMonth } from './tax-year-dates';

/** The trail shows 10 payments a page, like a contract's rents. */
export const AT_PAGE_SIZE = 10;

/** The trail's keys in the URL, beside the page's year and tab: ?month=2026-03&all=true&at-page=2. */
const PREFIX = 'at-';
const SORTS = ['paymentDate'] as const;

interface Props {
  entityId: number;
  /** The month shown when the URL names none: the current one, 'YYYY-MM'. */
  defaultMonth: string;
}

/**
 * The AT e-receipt trail of a month (docs/domain.md "Tax year"): how many payments still have no
 * e-receipt number, and those payments a page at a time (all of them with "Show payments with a
 * number too"), each with the e-receipt form's fields to copy and its number to record. The month,
 * the toggle and the page are kept in the URL.
 */
export function AtReceiptsView({ entityId, defaultMonth }: Props) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const switchId = useId();
  const { can } = useAccess(entityId);
  const table = useTableUrlState({
    sorts: SORTS,
    defaultSort: 'paymentDate',
    defaultPageSize: AT_PAGE_SIZE,
    prefix: PREFIX,
  });
  const requested = table.params.get('month');
  const month = isMonth(requested) ? requested : defaultMonth;
  const all = table.params.get('all') === 'true';
  const list = useAtReceipts(entityId, {
    month,
    all,
    page: table.state.page,
    pageSize: table.state.pageSize,
  });
  const clearing = useClearAtReceipt(entityId);
  const [toClear, setToClear] = useState<AtReceiptRow | null>(null);
  const monthText = formatMonth(month, i18n.language);

  return (
    <div className="stack">
      <p className="hint">{t('taxYear.at.hint')}</p>
      <div className="tax-year-tools">
        <MonthPicker
          label={t('taxYear.at.month')}
          month={month}
          onMonthChange={(next) => table.update({}, { others: { month: next } })}
          placeholder={t('taxYear.at.monthPlaceholder')}
        />
        <span className="tax-year-switch">
          <InputSwitch
            inputId={switchId}
            checked={all}
            onChange={(event) => table.update({}, { others: { all: event.value === true ? 'true' : null } })}
          />
          <label htmlFor={switchId}>{t('taxYear.at.showAll')}</label>
        </span>
      </div>
      <QueryContent query={list}>
        {(page) => {
          // A page past the last (its last payment recorded) moves to the last page: use-table-url-state.ts.
          const lazy = table.paging(page.total, list.isPlaceholderData);
          return (
            <>
              <p className="at-missing" role="status">
                <strong>{t('taxYear.at.missing', { count: page.missing, month: monthText })}</strong>
              </p>
              {page.total === 0 ? (
                all && <p className="empty-text">{t('taxYear.at.empty', { month: monthText })}</p>
              ) : (
                <>
                  <ul
                    className="at-receipt-list"
                    aria-label={t('taxYear.at.list', { month: monthText })}
                    aria-busy={list.isPlaceholderData}
                  >
                    {page.items.map((row) => (
                      <li key={row.paymentId}>
                        <AtReceiptCard
                          entityId={entityId}
                          row={row}
                          landlordFiscalNumber={page.landlordFiscalNumber}
                          canRecord={can('create')}
                          canChange={can('edit')}
                          onClear={setToClear}
                        />
                      </li>
                    ))}
                  </ul>
                  {lazy.total > AT_PAGE_SIZE && (
                    <Paginator
                      first={(lazy.page - 1) * lazy.pageSize}
                      rows={lazy.pageSize}
                      totalRecords={lazy.total}
                      rowsPerPageOptions={lazy.pageSizes}
                      onPageChange={(event) =>
                        lazy.onPage(Math.floor(event.first / event.rows) + 1, event.rows)
                      }
                    />
                  )}
                </>
              )}
            </>
          );
        }}
      </QueryContent>
      <ConfirmActionDialog
        visible={toClear !== null}
        onHide={() => setToClear(null)}
        header={t('taxYear.at.clearTitle')}
        message={t('taxYear.at.clearQuestion', { number: toClear?.atReceiptNumber ?? '' })}
        action={{ label: t('taxYear.at.clear'), icon: 'pi pi-times', danger: true }}
        onAccept={() => {
          if (!toClear) return;
          clearing.mutate(toClear.paymentId, {
            onSuccess: () => toast.success(t('taxYear.at.cleared')),
            onError: (error) => toast.error(error.message),
          });
        }}
      />
    </div>
  );
}
