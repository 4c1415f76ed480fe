import type { Page } from '@arrenda/core';
import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** How many choices a selector offers before anything is typed: the first 50 by name. */
export const CHOICES_PAGE_SIZE = 50;

/** How long typing pauses before a selector asks the server: one request per word, not per letter. */
export const CHOICES_SEARCH_DELAY_MS = 300;

type PageQuery<T, K extends QueryKey> = UseQueryOptions<Page<T>, Error, Page<T>, K>;

/** Where a selector's choices come from (docs/domain.md "Lists a page at a time"). */
export interface ChoiceSource<T, P extends QueryKey, I extends QueryKey> {
  /** The first page of the rows matching `search` ('' for all), by name. */
  page: (search: string) => PageQuery<T, P>;
  /** The rows of `ids`: the values a form holds that no page shown has brought. */
  byIds: (ids: readonly number[]) => PageQuery<T, I>;
}

/** What a selector searched by the server shows. */
export interface ServerChoices<T> {
  /** The rows of the page shown: the search's, the first page's until it comes. */
  items: T[];
  /** The rows of the chosen ids that are known, in the order chosen. */
  chosenItems: T[];
  /** How many rows the search shown matches (undefined until a page came). */
  total: number | undefined;
  /** How many rows there are without a search (undefined until the first page came). */
  allTotal: number | undefined;
  /** Takes what is typed in the selector's filter; the server is asked when typing pauses. */
  onFilter: (text: string) => void;
  /** The first page has not come yet. */
  pending: boolean;
  /** A search is typed or on its way: its rows are not shown yet. */
  searching: boolean;
  error: Error | null;
  /** Chosen ids the server has no row for (asked by id and not answered). */
  unknownIds: number[];
}

/**
 * The choices of a selector over a long list (a portfolio's properties, its tenants) read a page
 * at a time from the server: the first page by name, then the server's answer to what is typed,
 * once typing pauses (the previous rows stay meanwhile). The chosen values keep their labels: rows
 * seen on any page are remembered, and chosen ids no page has brought (a record being edited) are
 * asked for by id once the first page is in.
 */
export function useServerChoices<T extends { id: number }, P extends QueryKey, I extends QueryKey>(
  source: ChoiceSource<T, P, I>,
  chosen: readonly number[],
): ServerChoices<T> {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const text = typed.trim();
    if (text === search) return;
    // Emptied (the panel closed, the filter cleared): the first page again, without waiting.
    if (text === '') {
      setSearch('');
      return;
    }
    const timer = setTimeout(() => setSearch(text), CHOICES_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);

  const first = useQuery(source.page(''));
  const searched = useQuery({
    ...source.page(search),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
  const shown = search === '' ? first.data : (searched.data ?? first.data);

  // Every row seen, so that a value chosen from a search keeps its label once the search is gone.
  const [known, setKnown] = useState<ReadonlyMap<number, T>>(() => new Map());
  const lookup = (id: number) =>
    known.get(id) ??
    shown?.items.find((item) => item.id === id) ??
    first.data?.items.find((item) => item.id === id);
  const unseen = chosen.filter((id) => lookup(id) === undefined).sort((a, b) => a - b);
  const labels = useQuery({ ...source.byIds(unseen), enabled: first.isSuccess && unseen.length > 0 });

  useEffect(() => {
    const answered = [first.data, searched.data, labels.data].flatMap((page) => page?.items ?? []);
    if (answered.every((item) => known.get(item.id) === item)) return;
    setKnown((previous) => new Map([...previous, ...answered.map((item) => [item.id, item] as const)]));
  }, [first.data, searched.data, labels.data, known]);

  const chosenItems = chosen.flatMap(
    (id) => lookup(id) ?? labels.data?.items.find((item) => item.id === id) ?? [],
  );
  const answeredIds = new Set(labels.data?.items.map((item) => item.id));
  return {
    items: shown?.items ?? [],
    chosenItems,
    total: shown?.total,
    allTotal: first.data?.total,
    onFilter: setTyped,
    pending: first.isPending,
    searching:
      typed.trim() !== search || (search !== '' && (searched.isPending || searched.isPlaceholderData)),
    error: first.error ?? searched.error ?? labels.error,
    unknownIds: labels.isSuccess && unseen.length > 0 ? unseen.filter((id) => !answeredIds.has(id)) : [],
  };
}
