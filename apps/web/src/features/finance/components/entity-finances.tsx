import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../../components/query-content';
import { PaymentConfirmationsCard } from '../../confirmations/components/payment-confirmations-card';
import { useEntityOverview } from '../api/get-entity-overview';
import { FinanceSummarySection } from './finance-summary-section';
import { FinanceTotals } from './finance-totals';
import { OverviewContractsTable } from './overview-contracts-table';
import './finance.css';

/**
 * The entity overview's Finances view (spec section 2): the totals, the contracts that run or need
 * attention with the pay action (create right), then the summary of a chosen period.
 */
export const EntityFinances = memo(function EntityFinances({
  entityId,
  canCreate,
}: {
  entityId: number;
  canCreate: boolean;
}) {
  const { t } = useTranslation();
  const contractsId = useId();
  const overview = useEntityOverview(entityId);
  return (
    <div className="stack finance-view">
      <PaymentConfirmationsCard entityId={entityId} />
      <QueryContent query={overview}>
        {(data) => (
          <>
            <FinanceTotals overview={data} />
            <section className="stack finance-section" aria-labelledby={contractsId}>
              <div className="finance-section-head">
                <h2 id={contractsId}>{t('finance.contracts.title')}</h2>
                <p className="hint">{t('finance.contracts.hint')}</p>
              </div>
              <OverviewContractsTable entityId={entityId} contracts={data.contracts} canCreate={canCreate} />
            </section>
          </>
        )}
      </QueryContent>
      {/* Its call goes out now, but it shows once the contracts above are in: they never push it down. */}
      <div className="stack" style={overview.isPending ? { display: 'none' } : undefined}>
        <FinanceSummarySection entityId={entityId} />
      </div>
    </div>
  );
});
