import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TableColumn } from './columns';
import { DataTable } from './data-table';
import type { LazyPaging } from './lazy-paging';

type TableProps = Partial<ComponentProps<typeof DataTable<Flat, 'name' | 'rent'>>>;

interface Flat {
  id: number;
  name: string;
  rent: number | null;
}

const FLATS: Flat[] = [
  { id: 1, name: 'T2 Sé', rent: 900 },
  { id: 2, name: 'Loja Baixa', rent: null },
  { id: 3, name: 'T10 Alfama', rent: 1200 },
  { id: 4, name: 't3 Graça', rent: 750 },
];

const COLUMNS: TableColumn<Flat, 'name' | 'rent'>[] = [
  {
    header: 'Name',
    sort: 'name',
    sortValue: (flat) => flat.name,
    body: (flat) => <a href={`/flats/${flat.id}`}>{flat.name}</a>,
    footer: 'Total',
  },
  { header: 'Rent', sort: 'rent', sortValue: (flat) => flat.rent, body: (flat) => String(flat.rent ?? '-') },
  { header: 'Note', body: () => '-' },
];

const names = () =>
  within(screen.getByRole('table', { name: 'Flats' }))
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) => row.querySelector('a')?.textContent);

/** The flats' table, with `props` over the defaults. */
const flatsTable = (props: TableProps = {}) => (
  <DataTable
    rows={FLATS}
    rowKey={(flat) => flat.id}
    columns={COLUMNS}
    label="Flats"
    emptyMessage="None"
    {...props}
  />
);

function lazyPaging(overrides: Partial<LazyPaging<'name' | 'rent'>> = {}): LazyPaging<'name' | 'rent'> {
  return {
    total: 60,
    page: 1,
    pageSize: 25,
    pageSizes: [25, 50],
    defaultPageSize: 25,
    sort: 'name',
    order: 'asc',
    loading: false,
    onPage: vi.fn(),
    onSort: vi.fn(),
    ...overrides,
  };
}

describe('the app’s data table', () => {
  afterEach(cleanup);

  it('sorts in the browser by a header, pressed again the other way, empty values last, and pages its rows', () => {
    render(flatsTable({ paging: { pageSize: 10 } }));
    expect(names()).toEqual(['T2 Sé', 'Loja Baixa', 'T10 Alfama', 't3 Graça']);
    const name = screen.getByRole('columnheader', { name: 'Name' });
    fireEvent.click(name);
    // Numbers within texts in order (T2 before T10), whatever the case.
    expect(names()).toEqual(['Loja Baixa', 'T2 Sé', 't3 Graça', 'T10 Alfama']);
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(names()).toEqual(['T10 Alfama', 't3 Graça', 'T2 Sé', 'Loja Baixa']);
    expect(name.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('columnheader', { name: 'Rent' }));
    expect(names()).toEqual(['t3 Graça', 'T2 Sé', 'T10 Alfama', 'Loja Baixa']);
    expect(name.getAttribute('aria-sort')).toBe('none');
    // Not sortable: no sort state, no focus stop.
    const note = screen.getByRole('columnheader', { name: 'Note' });
    expect(note.hasAttribute('aria-sort')).toBe(false);
    expect(note.hasAttribute('tabindex')).toBe(false);
    // Four rows fit in a page of ten: no paginator.
    expect(document.querySelector('.p-paginator')).toBeNull();
  });

  it('asks the server for a sort and a page, and shows its loading', () => {
    const paging = lazyPaging({ loading: true });
    render(flatsTable({ paging }));
    // The server's order is kept as it came.
    expect(names()).toEqual(['T2 Sé', 'Loja Baixa', 'T10 Alfama', 't3 Graça']);
    fireEvent.click(screen.getByRole('columnheader', { name: 'Name' }));
    expect(paging.onSort).toHaveBeenLastCalledWith('name', 'desc');
    fireEvent.keyDown(screen.getByRole('columnheader', { name: 'Rent' }), { key: ' ' });
    expect(paging.onSort).toHaveBeenLastCalledWith('rent', 'asc');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(paging.onPage).toHaveBeenLastCalledWith(2, 25);
    expect(document.querySelector('.p-datatable-loading-overlay')).toBeTruthy();
  });

  it('opens a row on click, Enter or Space, moves between rows with the arrow keys, and leaves its links alone', () => {
    const open = vi.fn();
    render(flatsTable({ onRowOpen: open }));
    const rows = within(screen.getByRole('table', { name: 'Flats' }))
      .getAllByRole('row')
      .slice(1, -1);
    // One stop for the Tab key: the first row.
    expect(rows.map((row) => row.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1']);
    fireEvent.click(within(rows[1] as HTMLElement).getAllByRole('cell')[2] as HTMLElement);
    expect(open).toHaveBeenLastCalledWith(FLATS[1]);
    fireEvent.click(within(rows[2] as HTMLElement).getByRole('link'));
    expect(open).toHaveBeenCalledTimes(1);
    (rows[0] as HTMLElement).focus();
    fireEvent.keyDown(rows[0] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rows[1]);
    fireEvent.keyDown(rows[1] as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(rows[3]);
    expect(rows[3]?.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(rows[3] as HTMLElement, { key: 'Enter' });
    expect(open).toHaveBeenLastCalledWith(FLATS[3]);
    fireEvent.keyDown(rows[3] as HTMLElement, { key: 'Home' });
    fireEvent.keyDown(rows[0] as HTMLElement, { key: ' ' });
    expect(open).toHaveBeenLastCalledWith(FLATS[0]);
  });

  it('says when it has no rows, and titles each cell with its column for phones when stacked', () => {
    const { rerender } = render(flatsTable({ rows: [], emptyMessage: 'No flats', stack: true }));
    expect(screen.getByRole('cell', { name: 'No flats' }).getAttribute('colspan')).toBe('3');
    rerender(flatsTable({ emptyMessage: 'No flats', stack: true }));
    const firstRow = within(screen.getByRole('table', { name: 'Flats' })).getAllByRole(
      'row',
    )[1] as HTMLElement;
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((cell) => cell.querySelector('.p-column-title')?.textContent),
    ).toEqual(['Name', 'Rent', 'Note']);
  });

  it('pages its rows in the browser, and shows the last page when rows it was on are gone', () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      id: index + 1,
      name: `Flat ${index + 1}`,
      rent: index,
    }));
    const { rerender } = render(flatsTable({ rows: many, paging: { pageSize: 25 } }));
    expect(names()).toHaveLength(25);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(names()).toEqual(['Flat 26', 'Flat 27', 'Flat 28', 'Flat 29', 'Flat 30']);
    rerender(flatsTable({ rows: many.slice(0, 27), paging: { pageSize: 25 } }));
    expect(names()).toEqual(['Flat 26', 'Flat 27']);
    rerender(flatsTable({ rows: many.slice(0, 20), paging: { pageSize: 25 } }));
    expect(names()).toHaveLength(20);
    expect(names()[0]).toBe('Flat 1');
  });
});
