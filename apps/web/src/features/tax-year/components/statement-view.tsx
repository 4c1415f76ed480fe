import type { TaxStatement } from '@arrenda/core';
import { InputSwitch } from 'primereact/inputswitch';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PropertyStatement } from './property-statement';
import { StatementDownloads } from './statement-downloads';
import { StatementTotals } from './statement-totals';

/**
 * The annual statement: the downloads, each property with its contracts' payments month by month
 * and its expenses in the yield, then the year's totals and how they meet the finance summary.
 * Months without payments are left out unless asked for.
 */
export function StatementView({ entityId, statement }: { entityId: number; statement: TaxStatement }) {
  const { t } = useTranslation();
  const switchId = useId();
  const [showEmptyMonths, setShowEmptyMonths] = useState(false);
  const empty = statement.properties.length === 0;
  return (
    <div className="stack">
      <div className="tax-year-actions">
        <StatementDownloads entityId={entityId} year={statement.year} />
        {!empty && (
          <span className="tax-year-switch">
            <InputSwitch
              inputId={switchId}
              checked={showEmptyMonths}
              onChange={(event) => setShowEmptyMonths(event.value === true)}
            />
            <label htmlFor={switchId}>{t('taxYear.months.showEmpty')}</label>
          </span>
        )}
      </div>
      {empty && <p className="empty-state">{t('taxYear.statement.empty', { year: statement.year })}</p>}
      {statement.properties.map((property) => (
        <PropertyStatement
          key={`${property.propertyId}-${property.currency}`}
          entityId={entityId}
          property={property}
          showEmptyMonths={showEmptyMonths}
        />
      ))}
      {/* Payments of other years for this year's rents, or expenses outside the yield, reconcile even without a property. */}
      {statement.reconciliation.length > 0 && <StatementTotals statement={statement} />}
    </div>
  );
}
