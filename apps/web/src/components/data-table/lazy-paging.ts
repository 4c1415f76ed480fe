import type { SortOrder } from './columns';

/** A table paged, sorted and searched on the server: its rows are the page shown. */
export interface LazyPaging<S extends string> {
  total: number;
  page: number;
  pageSize: number;
  pageSizes: number[];
  /** The paginator shows once the rows are more than a page of this size, and then stays. */
  defaultPageSize: number;
  sort: S;
  order: SortOrder;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onSort: (sort: S, order: SortOrder) => void;
}
