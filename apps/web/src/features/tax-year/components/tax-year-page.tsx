import { todayInPortugal } from '@arrenda/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EntityLoadError } from '@/components/page-states';
import { QueryContent } from '@/components/query-content';
import { type Tab, Tabs } from '@/components/tabs/tabs';
import { useEntity } from '@/features/entities/api/get-entity';
import { useTaxStatement } from '@/features/tax-year/api/get-tax-statement';
import { ApiError } from '@/lib/api-client';
import { AnexoFView } from './anexo-f-view';
import { AtReceiptsView } from './at-receipts-view';
import { Modelo44View } from './modelo-44-view';
import { StatementView } from './statement-view';
import { taxYearOf, yearChoices } from './tax-year-dates';
import '@/components/layout/page.css';
import './tax-year.css';

/** The page's tabs, the open one kept in the URL (?tab=anexoF; docs/product.md, the tax year's route). */
export const TAX_YEAR_VIEWS = ['statement', 'anexoF', 'atReceipts'] as const;
export type TaxYearView = (typeof TAX_YEAR_VIEWS)[number];

/** The year and the tab, kept in the URL (?year=2025&tab=anexoF) once chosen; the defaults without them. */
function useTaxYearParams(today: string) {
  const [params, setParams] = useSearchParams();
  const year = taxYearOf(params.get('year'), today);
  const view = TAX_YEAR_VIEWS.find((name) => name === params.get('tab')) ?? 'statement';
  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return {
    year,
    view,
    setYear: (next: number) => set('year', String(next)),
    setView: (next: string) => set('tab', next),
  };
}

/** The landlord as the statement names them: 'Casas do Tejo, Lda. (NIF 509876544)'. */
function Landlord({ name, fiscalNumber }: { name: string; fiscalNumber: string | null }) {
  const { t } = useTranslation();
  return (
    <p className="tax-card-sub">
      {fiscalNumber
        ? t('taxYear.landlord', { name, nif: fiscalNumber })
        : t('taxYear.landlordNoNif', { name })}
    </p>
  );
}

/**
 * The tax year of an entity (docs/domain.md "Tax year"): the year chosen (by default the previous
 * one until June, when the IRS return is filed, the current one from July), and its three views:
 * the annual statement with its downloads and reconciliation, the lines of the IRS return's Anexo F,
 * and the AT e-receipt trail (or, for a landlord exempt from e-receipts, what the Modelo 44 asks).
 */
export function TaxYearPage({ entityId }: { entityId: number }) {
  const { t } = useTranslation();
  const yearId = useId();
  // Today is read once, so the defaults do not move while the page stays open over midnight.
  const [today] = useState(() => todayInPortugal());
  const { year, view, setYear, setView } = useTaxYearParams(today);
  const entity = useEntity(entityId);
  const statement = useTaxStatement(entityId, year);

  const notFound = [entity.error, statement.error].find(
    (error) => error instanceof ApiError && error.status === 404,
  );
  if (notFound) return <EntityLoadError error={notFound} />;

  const exempt = statement.data?.atReceiptsExempt ?? entity.data?.atReceiptsExempt ?? false;
  const tabs: Tab<TaxYearView>[] = [
    {
      key: 'statement',
      header: t('taxYear.tab.statement'),
      icon: 'pi pi-table',
      content: (
        <QueryContent query={statement}>
          {(data) => <StatementView entityId={entityId} statement={data} />}
        </QueryContent>
      ),
    },
    {
      key: 'anexoF',
      header: t('taxYear.tab.anexoF'),
      icon: 'pi pi-file',
      content: (
        <QueryContent query={statement}>
          {(data) => <AnexoFView entityId={entityId} statement={data} />}
        </QueryContent>
      ),
    },
    {
      key: 'atReceipts',
      header: exempt ? t('taxYear.tab.modelo44') : t('taxYear.tab.atReceipts'),
      icon: 'pi pi-receipt',
      content: exempt ? (
        <QueryContent query={statement}>{(data) => <Modelo44View statement={data} />}</QueryContent>
      ) : (
        <AtReceiptsView entityId={entityId} defaultMonth={today.slice(0, 7)} />
      ),
    },
  ];

  return (
    <div className="stack tax-year-page">
      <div>
        <Link to={`/entities/${entityId}`} className="back-link">
          <i className="pi pi-arrow-left" aria-hidden="true" />
          {entity.data?.name ?? t('taxYear.back')}
        </Link>
        <div className="page-header">
          <h1>{t('taxYear.title')}</h1>
          <div className="field tax-year-select">
            <label htmlFor={yearId}>{t('taxYear.year')}</label>
            <select
              id={yearId}
              className="p-inputtext p-component"
              value={year}
              onChange={(event) => setYear(Number(event.target.value))}
            >
              {yearChoices(today, year).map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          </div>
        </div>
        {statement.data && <Landlord {...statement.data.landlord} />}
      </div>
      <section aria-label={t('taxYear.views', { year })}>
        <Tabs tabs={tabs} active={view} onChange={setView} />
      </section>
    </div>
  );
}
