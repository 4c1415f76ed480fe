import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { type PageChange, Paginator, pageWindow } from './paginator';

const SIZES = [10, 25, 50, 100];

function renderPaginator(first: number, rows: number, total: number, alwaysShow = true) {
  const onPageChange = vi.fn<(change: PageChange) => void>();
  render(
    <Paginator
      first={first}
      rows={rows}
      totalRecords={total}
      rowsPerPageOptions={SIZES}
      onPageChange={onPageChange}
      alwaysShow={alwaysShow}
    />,
  );
  return onPageChange;
}

const pages = () =>
  screen.getAllByRole('button', { name: /^(Page|Página) \d+$/ }).map((button) => button.textContent);
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Paginator', () => {
  afterEach(async () => {
    cleanup();
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows up to five pages around the current one', () => {
    expect(pageWindow(0, 1)).toEqual([0]);
    expect(pageWindow(0, 12)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(11, 12)).toEqual([7, 8, 9, 10, 11]);
    expect(pageWindow(2, 3)).toEqual([0, 1, 2]);
  });

  it('asks for the first row of the page chosen, keeping the rows per page', async () => {
    await i18n.changeLanguage('en');
    const onPageChange = renderPaginator(60, 10, 120);
    expect(pages()).toEqual(['5', '6', '7', '8', '9']);
    expect(button('Page 7').getAttribute('aria-current')).toBe('page');
    expect(button('Page 6').getAttribute('aria-current')).toBeNull();
    fireEvent.click(button('Page 9'));
    fireEvent.click(button('Next Page'));
    fireEvent.click(button('Previous Page'));
    fireEvent.click(button('First Page'));
    fireEvent.click(button('Last Page'));
    expect(onPageChange.mock.calls.map(([change]) => change)).toEqual([
      { first: 80, rows: 10 },
      { first: 70, rows: 10 },
      { first: 50, rows: 10 },
      { first: 0, rows: 10 },
      { first: 110, rows: 10 },
    ]);
  });

  it('goes back to the first row when the rows per page change', async () => {
    await i18n.changeLanguage('en');
    const onPageChange = renderPaginator(50, 25, 120);
    const select = screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement;
    expect(select.value).toBe('25');
    expect([...select.options].map((option) => option.value)).toEqual(['10', '25', '50', '100']);
    fireEvent.change(select, { target: { value: '50' } });
    expect(onPageChange).toHaveBeenCalledWith({ first: 0, rows: 50 });
  });

  it('cannot go before the first page nor past the last', async () => {
    await i18n.changeLanguage('en');
    renderPaginator(0, 10, 15);
    expect(button('First Page').disabled).toBe(true);
    expect(button('Previous Page').disabled).toBe(true);
    expect(button('Next Page').disabled).toBe(false);
    cleanup();
    renderPaginator(10, 10, 15);
    expect(button('Next Page').disabled).toBe(true);
    expect(button('Last Page').disabled).toBe(true);
  });

  it('hides itself on a single page unless always shown', () => {
    renderPaginator(0, 10, 8, false);
    expect(document.querySelector('.p-paginator')).toBeNull();
    cleanup();
    renderPaginator(0, 10, 8);
    expect(document.querySelector('.p-paginator')).not.toBeNull();
  });

  it('names its buttons and select in the page’s language', async () => {
    await i18n.changeLanguage('en');
    renderPaginator(0, 10, 30);
    await act(() => i18n.changeLanguage('pt'));
    expect(button('Página seguinte')).toBeTruthy();
    expect(button('Página 2')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Linhas por página' })).toBeTruthy();
  });
});
