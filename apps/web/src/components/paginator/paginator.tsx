import { ariaLabel } from 'primereact/api';
import '@/i18n/primereact-locale';
import { useTranslation } from 'react-i18next';
import './paginator.css';

/** What a page change asks for: the first row's index and the rows per page. */
export interface PageChange {
  first: number;
  rows: number;
}

interface Props {
  /** The index of the first row shown. */
  first: number;
  rows: number;
  totalRecords: number;
  rowsPerPageOptions: readonly number[];
  onPageChange: (change: PageChange) => void;
  /** Shown even when every row fits one page (true by default). */
  alwaysShow?: boolean;
  className?: string;
}

/** How many page buttons show around the current one. */
const PAGE_LINKS = 5;

/** The page buttons shown: up to five, the current one in the middle where it can be. */
export function pageWindow(page: number, pageCount: number): number[] {
  const shown = Math.min(PAGE_LINKS, pageCount);
  let start = Math.max(0, Math.ceil(page - shown / 2));
  const end = Math.min(pageCount - 1, start + shown - 1);
  start = Math.max(0, start - (PAGE_LINKS - (end - start + 1)));
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

/**
 * The app's paginator, in PrimeReact's markup and look (its theme styles it): first, previous, up to
 * five pages, next, last, and the rows per page as the browser's own select. PrimeReact's Paginator
 * brought its Dropdown, virtual scroller and overlay along (some 30 KB compressed) to the code of
 * every list page (docs/performance.md). Its buttons and select are named in the page's language
 * by PrimeReact's locale (i18n/primereact-locale.ts).
 */
export function Paginator({
  first,
  rows,
  totalRecords,
  rowsPerPageOptions,
  onPageChange,
  alwaysShow = true,
  className = '',
}: Props) {
  // The names come from PrimeReact's locale, which follows the language: drawn again when it changes.
  useTranslation();
  const pageCount = Math.ceil(totalRecords / rows);
  if (!alwaysShow && pageCount <= 1) return null;
  const page = Math.floor(first / rows);
  const last = Math.max(pageCount - 1, 0);
  const go = (target: number) => onPageChange({ first: target * rows, rows });
  const edge = (name: string, label: string, icon: string, target: number, disabled: boolean) => (
    <button
      type="button"
      className={`p-paginator-${name} p-paginator-element p-link${disabled ? ' p-disabled' : ''}`}
      aria-label={ariaLabel(label, {})}
      disabled={disabled}
      onClick={() => go(target)}
    >
      <i className={`p-paginator-icon pi ${icon}`} aria-hidden="true" />
    </button>
  );
  return (
    <div className={`p-paginator p-component app-paginator ${className}`}>
      {edge('first', 'firstPageLabel', 'pi-angle-double-left', 0, page === 0)}
      {edge('prev', 'prevPageLabel', 'pi-angle-left', page - 1, page === 0)}
      <span className="p-paginator-pages">
        {pageWindow(page, pageCount).map((index) => (
          <button
            key={index}
            type="button"
            className={`p-paginator-page p-paginator-element p-link${index === page ? ' p-highlight' : ''}`}
            aria-label={ariaLabel('pageLabel', { page: index + 1 })}
            aria-current={index === page ? 'page' : undefined}
            onClick={() => go(index)}
          >
            {index + 1}
          </button>
        ))}
      </span>
      {edge('next', 'nextPageLabel', 'pi-angle-right', page + 1, page >= last)}
      {edge('last', 'lastPageLabel', 'pi-angle-double-right', last, page >= last)}
      <select
        className="p-paginator-rpp-options p-inputtext p-component"
        aria-label={ariaLabel('rowsPerPageLabel', {})}
        value={rows}
        onChange={(event) => onPageChange({ first: 0, rows: Number(event.target.value) })}
      >
        {rowsPerPageOptions.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
