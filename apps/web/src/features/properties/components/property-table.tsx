import { formatAddress, type PropertyListItem, type PropertySort, type PropertyTotals } from '@arrenda/core';
import { Tag } from 'primereact/tag';
import { memo, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TableColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import type { LazyPaging } from '@/components/data-table/lazy-paging';
import { PropertyTypeIcon } from '@/components/property-type-icon';
import { useFormat } from '@/lib/format';
import { propertyLabel, propertyTypeName } from '@/lib/property-labels';
import { propertyTotals } from './property-totals';
import './properties.css';

/** A row as the table shows it, with the name shown so that the Property column sorts by what it displays. */
type PropertyRow = PropertyListItem & { label: string; shownTaxCode: string | null };

interface Props {
  entityId: number;
  properties: readonly PropertyListItem[];
  /** The table's accessible name. */
  label: string;
  /** The TAXES view: the Property column shows each tax code. */
  showTaxCode?: boolean;
  /** The footer's totals; computed from the rows when left out (all of them are then shown). */
  totals?: readonly PropertyTotals[];
  /** Paging and sorting by the server (the property list); in the browser when left out. */
  lazy?: LazyPaging<PropertySort>;
}

/** A column title with a second line saying what its two figures are (e.g. gross over net). */
function Header({ title, hint }: { title: string; hint: string }) {
  return (
    <span className="property-table-header">
      {title}
      <small>{hint}</small>
    </span>
  );
}

/** Two figures of a cell, the first over the second. */
function Pair({ first, second }: { first: string; second: string }) {
  return (
    <span className="figure-pair">
      <span>{first}</span>
      <span className="figure-second">{second}</span>
    </span>
  );
}

/**
 * The property table of the list page and of a property's Inner Properties tab (docs/product.md#screens-and-routes):
 * Property, Value, Contract (gross over net), Profit (gross over net %), Expenses (this year over
 * total), sortable, with a footer of totals. A row opens its property on click, or on Enter once
 * focused (arrow keys move between rows).
 */
export const PropertyTable = memo(function PropertyTable({
  entityId,
  properties,
  label,
  showTaxCode = false,
  totals: givenTotals,
  lazy,
}: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const rows: PropertyRow[] = useMemo(
    () =>
      properties.map((property) => ({
        ...property,
        label: propertyLabel(t, property),
        shownTaxCode: showTaxCode ? property.code : null,
      })),
    [properties, t, showTaxCode],
  );
  const totals = useMemo(() => givenTotals ?? propertyTotals(rows), [givenTotals, rows]);
  const link = (row: PropertyListItem) => `/entities/${entityId}/properties/${row.id}`;
  const grossNet = t('properties.column.grossNet');

  const propertyBody = (row: PropertyRow) => (
    <div className="property-cell">
      <PropertyTypeIcon propertyTypeId={row.propertyType.id} label={propertyTypeName(t, row.propertyType)} />
      <div className="property-cell-text">
        <span className="property-cell-title">
          <Link to={link(row)}>{row.label}</Link>
          {row.numBedrooms !== null && <Tag value={`T${row.numBedrooms}`} severity="secondary" rounded />}
        </span>
        {row.shownTaxCode && (
          <span className="property-cell-code">{t('properties.taxCode', { code: row.shownTaxCode })}</span>
        )}
        {row.address && <span className="property-cell-address">{formatAddress(row.address)}</span>}
        {(row.numChildren > 0 || row.occupation !== null) && (
          <span className="property-cell-facts">
            {row.numChildren > 0 && (
              <span>
                <i className="pi pi-sitemap" aria-hidden="true" />
                {t('properties.innerCount', { count: row.numChildren })}
              </span>
            )}
            {row.occupation !== null && (
              <span>
                <i className="pi pi-users" aria-hidden="true" />
                {t('properties.occupation', { percent: format.percent(row.occupation) })}
              </span>
            )}
          </span>
        )}
      </div>
    </div>
  );

  /** A footer cell: one line per currency, titled on phones where the header row is hidden. */
  const footerLines = (title: string, line: (total: PropertyTotals) => ReactNode) =>
    totals.length === 0 ? undefined : (
      <>
        <span className="property-footer-title">{title}</span>
        <span className="figure-lines">
          {totals.map((total) => (
            <span key={total.currency}>{line(total)}</span>
          ))}
        </span>
      </>
    );

  /** Two amounts of one currency, the first over the second. */
  const moneyPair = (first: number, second: number, currency: string | null) => (
    <Pair first={format.money(first, currency)} second={format.money(second, currency)} />
  );

  const columns: TableColumn<PropertyRow, PropertySort>[] = [
    {
      header: t('properties.column.property'),
      sort: 'name',
      sortValue: (row) => row.label,
      body: propertyBody,
      footer: totals.length === 0 ? undefined : t('properties.total'),
      className: 'cell-property',
    },
    {
      header: t('properties.column.value'),
      sort: 'value',
      sortValue: (row) => row.valueHierarchy,
      body: (row) => format.money(row.valueHierarchy, row.currency),
      footer: footerLines(t('properties.column.value'), (total) => format.money(total.value, total.currency)),
      className: 'cell-figure',
    },
    {
      header: <Header title={t('properties.column.contract')} hint={grossNet} />,
      sort: 'contract',
      sortValue: (row) => row.contractAmountHierarchy,
      body: (row) => moneyPair(row.contractAmountHierarchy, row.contractNetAmountHierarchy, row.currency),
      footer: footerLines(t('properties.column.contract'), (total) =>
        moneyPair(total.contract, total.contractNet, total.currency),
      ),
      className: 'cell-figure',
    },
    {
      header: <Header title={t('properties.column.profit')} hint={grossNet} />,
      headerTooltip: t('properties.profitTooltip'),
      sort: 'profit',
      sortValue: (row) => row.profitGross,
      body: (row) => <Pair first={format.percent(row.profitGross)} second={format.percent(row.profitNet)} />,
      footer: footerLines(t('properties.column.profit'), (total) => (
        <Pair first={format.percent(total.profitGross)} second={format.percent(total.profitNet)} />
      )),
      className: 'cell-figure',
    },
    {
      header: (
        <Header
          title={t('properties.column.expenses')}
          hint={t('properties.column.yearTotal', { year: new Date().getFullYear() })}
        />
      ),
      sort: 'expenses',
      sortValue: (row) => row.expensesAmountYearHierarchy,
      body: (row) => moneyPair(row.expensesAmountYearHierarchy, row.expensesAmountHierarchy, row.currency),
      footer: footerLines(t('properties.column.expenses'), (total) =>
        moneyPair(total.expensesYear, total.expenses, total.currency),
      ),
      className: 'cell-figure',
    },
  ];

  return (
    <DataTable
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns}
      label={label}
      emptyMessage={t('properties.empty')}
      paging={lazy ?? { pageSize: 25 }}
      onRowOpen={(row) => void navigate(link(row))}
      stack
      className="property-table"
    />
  );
});
