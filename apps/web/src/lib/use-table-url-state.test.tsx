import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useTableUrlState } from './use-table-url-state';

interface Answer {
  total: number;
  loading?: boolean;
}

/** A table's state in the URL drawn with an answer of `total` rows, and where the router is. */
function Table({ answer }: { answer: Answer }) {
  const { paging } = useTableUrlState({ sorts: ['name'], defaultSort: 'name', defaultPageSize: 25 });
  const lazy = paging(answer.total, answer.loading ?? false);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="page">{lazy.page}</p>
      <p data-testid="url">{location.search}</p>
      <p data-testid="navigation">{useNavigationType()}</p>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

type ProbedTable = ReturnType<typeof useTableUrlState<'name' | 'value'>>;

/** Hands out the hook as each render gives it. */
function Probe({ onTable }: { onTable: (table: ProbedTable) => void }) {
  onTable(useTableUrlState({ sorts: ['name', 'value'], defaultSort: 'name', defaultPageSize: 10 }));
  return null;
}

const renderTable = (answer: Answer, entries = ['/list?page=3']) => {
  const view = (next: Answer) => (
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Table answer={next} />
    </MemoryRouter>
  );
  const rendered = render(view(answer));
  return { rerender: (next: Answer) => rendered.rerender(view(next)) };
};
const shown = (id: string) => screen.getByTestId(id).textContent;

describe('useTableUrlState', () => {
  afterEach(cleanup);

  it('gives the lazy paging of the URL’s state, with its page sizes and actions', () => {
    let table: ProbedTable | undefined;
    render(
      <MemoryRouter initialEntries={['/list?page=2&rows=50&sort=value&order=desc']}>
        <Probe
          onTable={(probed) => {
            table = probed;
          }}
        />
      </MemoryRouter>,
    );
    expect(table?.paging(120, true)).toEqual({
      total: 120,
      page: 2,
      pageSize: 50,
      pageSizes: [10, 25, 50, 100],
      defaultPageSize: 10,
      sort: 'value',
      order: 'desc',
      loading: true,
      onPage: expect.any(Function),
      onSort: expect.any(Function),
    });
  });

  it('moves an empty page past the end to the last page, replacing the URL entry', async () => {
    // Page 3 of 25 rows showed its last row, deleted: 50 rows are left, two pages.
    renderTable({ total: 50 }, ['/list', '/list?page=3']);
    await act(async () => undefined);
    expect(shown('page')).toBe('2');
    expect(shown('url')).toBe('?page=2');
    expect(shown('navigation')).toBe('REPLACE');
    // Back goes where the list was opened from, not to the empty page.
    await act(async () => screen.getByRole('button', { name: 'Back' }).click());
    expect(shown('url')).toBe('');
  });

  it('goes to the first page when one row is left, the first page leaving the URL', async () => {
    renderTable({ total: 1 });
    await act(async () => undefined);
    expect(shown('page')).toBe('1');
    expect(shown('url')).toBe('');
  });

  it('stays while the rows shown are another state’s, on an empty list, and on a page that exists', async () => {
    const { rerender } = renderTable({ total: 50, loading: true });
    await act(async () => undefined);
    expect(shown('url')).toBe('?page=3');
    rerender({ total: 0 });
    await act(async () => undefined);
    expect(shown('url')).toBe('?page=3');
    rerender({ total: 51 });
    await act(async () => undefined);
    expect(shown('url')).toBe('?page=3');
    expect(shown('navigation')).toBe('POP');
  });
});
