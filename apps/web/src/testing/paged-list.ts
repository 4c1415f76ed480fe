import type { Page } from '@arrenda/core';
import type { QueryAnswer } from './render';

interface Options<T> {
  /** The words a search looks in (the server's matching, as far as a test needs it). */
  words: (row: T) => string;
  /** A row's parent, for `exceptTreeOf` (the property summary's parents). */
  parentOf?: (row: T) => number | null;
}

/**
 * A list as the server answers it (docs/domain.md "Lists a page at a time"), for mockApi: the
 * whole list without keys; with any, `{ items, total }` of the rows kept by `ids`, `search`
 * (anywhere in the words, ignoring case) and `exceptTreeOf`, a page of `pageSize` (25, or 100
 * with ids) at `page`. The rows are taken in the order given.
 */
export function pagedList<T extends { id: number }>(rows: T[], { words, parentOf }: Options<T>): QueryAnswer {
  return (query): T[] | Page<T> => {
    if ([...query.keys()].length === 0) return rows;
    let kept = rows;
    const ids = query.get('ids');
    if (ids) {
      const named = new Set(ids.split(',').map(Number));
      kept = kept.filter((row) => named.has(row.id));
    }
    const search = query.get('search')?.toLowerCase();
    if (search) kept = kept.filter((row) => words(row).toLowerCase().includes(search));
    const except = Number(query.get('exceptTreeOf'));
    if (except && parentOf) {
      const tree = new Set([except]);
      for (let grown = true; grown; ) {
        grown = false;
        for (const row of rows) {
          const parent = parentOf(row);
          if (parent !== null && tree.has(parent) && !tree.has(row.id)) {
            tree.add(row.id);
            grown = true;
          }
        }
      }
      kept = kept.filter((row) => !tree.has(row.id));
    }
    const pageSize = Number(query.get('pageSize') ?? (ids ? 100 : 25));
    const page = Number(query.get('page') ?? 1);
    return { items: kept.slice((page - 1) * pageSize, page * pageSize), total: kept.length };
  };
}
