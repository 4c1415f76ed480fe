import {
  type AnexoFLine,
  EXPENSE_TAX_CATEGORIES,
  expenseTaxCategoryName,
  pickLanguage,
  sumMoney,
  type TaxStatement,
} from '@arrenda/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type PageChange, Paginator } from '@/components/paginator/paginator';
import { propertyLabel } from '@/lib/property-labels';
import { type FigureColumn, FigureTable } from './figure-table';
import { propertyEditPath } from './tax-identity';
import { useTaxMoney } from './use-tax-money';

/** The sum of a column over the lines, added in whole cents. */
const sum = (lines: readonly AnexoFLine[], pick: (line: AnexoFLine) => number) => sumMoney(lines.map(pick));

/** Lines drawn per page, and properties without an article named at most: a manager's return has thousands. */
const LINES_PER_PAGE = 50;
const NAMED_AT_MOST = 20;

/**
 * Quadro 4.1 of the IRS return's Anexo F, line by line as the return asks for it: the property's
 * tax identity, the rents and the tax withheld, the tenant's tax number and the expenses per column
 * (on a property's first line). Properties without an article are named, with the way to fill it in.
 */
export function AnexoFView({ entityId, statement }: { entityId: number; statement: TaxStatement }) {
  const { t, i18n } = useTranslation();
  const format = useTaxMoney();
  const language = pickLanguage(i18n.language);
  const [page, setPage] = useState<PageChange>({ first: 0, rows: LINES_PER_PAGE });
  const lines = statement.anexoF;
  if (lines.length === 0) {
    return <p className="empty-state">{t('taxYear.anexoF.empty', { year: statement.year })}</p>;
  }
  // The return is in euro: a total only when every line is in one currency.
  const currency = lines.every((line) => line.currency === lines[0]?.currency) ? lines[0]?.currency : null;
  const dash = '—';
  const money = (pick: (line: AnexoFLine) => number, header: string): FigureColumn<AnexoFLine> => ({
    header,
    figure: true,
    cell: (line) => format.money(pick(line), line.currency),
    footer: currency ? format.money(sum(lines, pick), currency) : undefined,
  });
  const columns: FigureColumn<AnexoFLine>[] = [
    {
      header: t('taxYear.anexoF.col.line'),
      cell: (line) => line.line,
      footer: currency ? t('taxYear.total') : undefined,
    },
    { header: t('taxYear.anexoF.col.parish'), cell: (line) => line.locationCode ?? dash },
    { header: t('taxYear.anexoF.col.type'), cell: (line) => line.locationType ?? dash },
    {
      header: t('taxYear.anexoF.col.article'),
      cell: (line) => line.article ?? <span className="missing">{t('taxYear.anexoF.missing')}</span>,
    },
    { header: t('taxYear.anexoF.col.fraction'), cell: (line) => line.fraction ?? dash },
    money((line) => line.rents, t('taxYear.anexoF.col.rents')),
    money((line) => line.retained, t('taxYear.anexoF.col.retained')),
    { header: t('taxYear.anexoF.col.tenantNif'), cell: (line) => line.tenantFiscalNumber ?? dash },
    ...EXPENSE_TAX_CATEGORIES.map((category) =>
      money((line) => line.expenses[category] ?? 0, expenseTaxCategoryName(language, category)),
    ),
  ];
  // The properties of lines without an article, once each, by their name on the statement.
  const properties = new Map(statement.properties.map((property) => [property.propertyId, property]));
  const withoutArticle = [
    ...new Map(
      lines
        .filter((line) => !line.article)
        .map((line) => {
          const property = properties.get(line.propertyId);
          const name = property ? propertyLabel(t, property) : String(line.propertyId);
          return [line.propertyId, name] as const;
        }),
    ),
  ];
  const unnamed = withoutArticle.length - NAMED_AT_MOST;
  return (
    <div className="stack">
      <section className="tax-card" aria-labelledby="tax-anexo-f">
        <h2 id="tax-anexo-f">{t('taxYear.anexoF.title')}</h2>
        <p className="tax-card-sub">{t('taxYear.anexoF.hint')}</p>
        <FigureTable
          label={t('taxYear.anexoF.label', { year: statement.year })}
          rows={lines.slice(page.first, page.first + page.rows)}
          rowKey={(line) => line.line}
          columns={columns}
          minWidth="72rem"
        />
        <Paginator
          first={page.first}
          rows={page.rows}
          totalRecords={lines.length}
          rowsPerPageOptions={[LINES_PER_PAGE, 100, 200]}
          onPageChange={setPage}
          alwaysShow={false}
        />
      </section>
      <div className={withoutArticle.length > 0 ? 'tax-warning' : 'hint'}>
        <p>
          {withoutArticle.length > 0 && <i className="pi pi-exclamation-triangle" aria-hidden="true" />}
          {t('taxYear.anexoF.note')}
        </p>
        {withoutArticle.length > 0 && (
          <ul aria-label={t('taxYear.anexoF.withoutArticle')}>
            {withoutArticle.slice(0, NAMED_AT_MOST).map(([propertyId, name]) => (
              <li key={propertyId}>
                <Link to={propertyEditPath(entityId, propertyId)}>
                  {t('taxYear.anexoF.fillIn', { property: name })}
                </Link>
              </li>
            ))}
            {unnamed > 0 && <li>{t('taxYear.anexoF.andMore', { count: unnamed })}</li>}
          </ul>
        )}
      </div>
    </div>
  );
}
