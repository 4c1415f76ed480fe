import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

describe('SearchBox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const draw = (value: string, onSearch: (text: string) => void) => (
    <SearchBox value={value} onSearch={onSearch} label="Search" placeholder="Name" />
  );

  it('searches once typing pauses, and keeps what was typed since when its search comes back', () => {
    const onSearch = vi.fn();
    const { rerender } = render(draw('', onSearch));
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'Sant' } });
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledWith('Sant');
    // A letter typed before the page's search (the URL) comes back as the box's value.
    fireEvent.change(box, { target: { value: 'Santo' } });
    rerender(draw('Sant', onSearch));
    expect(box.value).toBe('Santo');
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenLastCalledWith('Santo');
  });

  it('shows a search changed elsewhere (back, forward, a link)', () => {
    const onSearch = vi.fn();
    const { rerender } = render(draw('Santos', onSearch));
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
    rerender(draw('Silva', onSearch));
    expect(box.value).toBe('Silva');
    rerender(draw('', onSearch));
    expect(box.value).toBe('');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches at once on Enter', () => {
    const onSearch = vi.fn();
    render(draw('', onSearch));
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: ' Rua Augusta ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith('Rua Augusta');
  });
});
