import { memo, type ReactNode, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NearViewport } from '@/components/near-viewport';
import { QueryContent, QueryError } from '@/components/query-content';
import { SearchBox } from '@/components/search-box';
import { useOverviewPage } from '@/features/finance/api/get-overview-page';
import { useOverviewTotals } from '@/features/finance/api/get-overview-totals';
import { lazyExport } from '@/lib/lazy-export';
import { FinanceTotals } from './finance-totals';
import { useOverviewContractsState } from './overview-contracts-state';
import { OverviewContractsTable } from './overview-contracts-table';
import { SUMMARY_URL_PREFIX } from './summary-table-state';
import './finance.css';

// Below the contracts, with its period pickers (a calendar) and export menu: its code loads once
// the contracts are drawn and the reader scrolls towards it, not before the first screen.
const FinanceSummarySection = lazyExport(() => import('./finance-summary-section'), 'FinanceSummarySection');

/**
 * The entity overview's Finances view (docs/product.md#screens-and-routes): the totals, the contracts that run or need
 * attention with the pay action (create right), a page at a time from the server with a search,
 * then the summary of a chosen period. The contracts' page, sort and search live in the URL
 * (overview-contracts-state.ts).
 */
export const EntityFinances = memo(function EntityFinances({
  entityId,
  canCreate,
  confirmations,
}: {
  entityId: number;
  canCreate: boolean;
  /** The tenants' payment confirmations to review (the confirmations feature's card), first. */
  confirmations?: ReactNode;
}) {
  const { t } = useTranslation();
  const contractsId = useId();
  const { state, update, paging } = useOverviewContractsState();
  const totals = useOverviewTotals(entityId);
  const page = useOverviewPage(entityId, state);
  // A link or reload that names the summary's months or table state shows it without a scroll.
  const [params] = useSearchParams();
  const summaryAsked = [...params.keys()].some(
    (key) => key === 'from' || key === 'to' || key.startsWith(SUMMARY_URL_PREFIX),
  );
  return (
    <div className="stack finance-view">
      {confirmations}
      {totals.isError ? <QueryError query={totals} /> : <FinanceTotals totals={totals.data ?? null} />}
      <section className="stack finance-section" aria-labelledby={contractsId}>
        <div className="finance-section-head">
          <h2 id={contractsId}>{t('finance.contracts.title')}</h2>
          <p className="hint">{t('finance.contracts.hint')}</p>
        </div>
        <QueryContent query={page}>
          {(data) => (
            <>
              <div className="finance-tools">
                <SearchBox
                  value={state.search}
                  onSearch={(text) => update({ search: text }, { push: false })}
                  label={t('finance.contracts.search.label')}
                  placeholder={t('finance.contracts.search.placeholder')}
                />
              </div>
              <OverviewContractsTable
                entityId={entityId}
                contracts={data.items}
                canCreate={canCreate}
                searched={state.search !== ''}
                lazy={paging(data.total, page.isPlaceholderData)}
              />
            </>
          )}
        </QueryContent>
      </section>
      {/*
       * Drawn once the contracts above are in (or failed) and it comes within a screen of the
       * viewport: they never push it down, and its code (a calendar, the export menu), calls and
       * drawing do not compete with the first screen's (on a phone it starts screens below).
       */}
      {(page.data !== undefined || page.isError) && (
        <NearViewport className="stack finance-summary-slot" now={summaryAsked}>
          <Suspense fallback={null}>
            <FinanceSummarySection entityId={entityId} />
          </Suspense>
        </NearViewport>
      )}
    </div>
  );
});
