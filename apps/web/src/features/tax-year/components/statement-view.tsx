import type { TaxStatement } from '@arrenda/core';
import { InputSwitch } from 'primereact/inputswitch';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PageChange, Paginator } from '@/components/paginator/paginator';
import { PropertyStatement } from './property-statement';
import { StatementDownloads } from './statement-downloads';
import { StatementTotals } from './statement-totals';

/** Properties drawn per page: a manager's statement may hold thousands. */
const PROPERTIES_PER_PAGE = 20;

/**
 * The annual statement: the downloads, each property with its contracts' payments month by month
 * and its expenses in the yield (a page of them at a time), then the year's totals and how they
 * meet the finance summary. Months without payments are left out unless asked for.
 */
export function StatementView({ entityId, statement }: { entityId: number; statement: TaxStatement }) {
  const { t } = useTranslation();
  const switchId = useId();
  const [showEmptyMonths, setShowEmptyMonths] = useState(false);
  const [page, setPage] = useState<PageChange>({ first: 0, rows: PROPERTIES_PER_PAGE });
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
      {statement.properties.slice(page.first, page.first + page.rows).map((property) => (
        <PropertyStatement
          key={`${property.propertyId}-${property.currency}`}
          entityId={entityId}
          property={property}
          showEmptyMonths={showEmptyMonths}
        />
      ))}
      <Paginator
        first={page.first}
        rows={page.rows}
        totalRecords={statement.properties.length}
        rowsPerPageOptions={[PROPERTIES_PER_PAGE, 50, 100]}
        onPageChange={setPage}
        alwaysShow={false}
      />
      {/* Payments of other years for this year's rents, or expenses outside the yield, reconcile even without a property. */}
      {statement.reconciliation.length > 0 && <StatementTotals statement={statement} />}
    </div>
  );
}
