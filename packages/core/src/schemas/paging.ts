import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../list-options';
import { msg } from '../messages';
import { INT4_MAX, textField } from './fields';

/**
 * The query of a list read a page at a time (docs/domain.md "Lists a page at a time"): a 1-based
 * page, its size, the sort order and a text searched in the list's words. Each is optional: a list
 * called with none of them answers the whole list, as the product's call does. Query strings carry
 * text, so numbers are coerced.
 */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  search: textField(msg('validation.invalid')).trim().max(100, msg('validation.maxChars', 100)).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/**
 * Rows named by their ids, comma separated in a query string (`ids=4,7`): a form asks for the rows
 * of the values it already holds, to label them. At most a page of them.
 */
export const idsQuery = z
  .string({ error: msg('validation.invalid') })
  .regex(/^\d+(,\d+)*$/, msg('validation.invalid'))
  .transform((text) => text.split(',').map(Number))
  .pipe(z.array(z.number().int().positive().max(INT4_MAX)).max(MAX_PAGE_SIZE, msg('validation.invalid')));

/** Whether a list query asks for a page (any paging, sorting, searching or filtering key). */
export const asksForPage = (query: Record<string, unknown>, keys: readonly string[] = []) =>
  ['page', 'pageSize', 'sort', 'order', 'search', ...keys].some((key) => query[key] !== undefined);

/**
 * The rows to skip and to take for a query's page. A query naming its rows by `ids` holds them all
 * on its first page unless it says otherwise.
 */
export function pageWindow(query: PageQuery & { ids?: readonly number[] }): {
  offset: number;
  limit: number;
} {
  const limit = query.pageSize ?? (query.ids ? MAX_PAGE_SIZE : DEFAULT_PAGE_SIZE);
  return { offset: ((query.page ?? 1) - 1) * limit, limit };
}

/** One page of a list and how many rows the whole list holds. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number() });
export interface Page<T> {
  items: T[];
  total: number;
}
