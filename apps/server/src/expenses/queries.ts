import {
  dayStart,
  type ExpenseListQuery,
  type ExpenseSort,
  type ExpenseView,
  type Page,
  pageWindow,
} from '@arrenda/core';
import {
  type AnyColumn,
  and,
  between,
  desc,
  eq,
  gte,
  ilike,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Reader } from '../db/client';
import { jsonRow } from '../db/json-row';
import { amountOf } from '../db/money';
import { asEdited, type EditResult, editResult } from '../db/optimistic-queries';
import { inPageOf, likePattern, pageOrder } from '../db/paging';
import { ENTITY_ID, type Param, preparedVariants, SEARCH_PATTERN } from '../db/prepared-queries';
import {
  currency,
  entity,
  entityCounts,
  entityExpenseMonths,
  expense,
  property,
  propertyType,
} from '../db/schema';
import type { expenseValues } from './values';

/** An expense's row as one JSON value (docs/performance.md "Rows as JSON"). */
const expenseRow = jsonRow<Row>({
  id: expense.id,
  version: expense.version,
  propertyId: expense.propertyId,
  propertyName: sql`coalesce(${property.name}, ${propertyType.name})`,
  currencyId: expense.currencyId,
  currencyName: currency.name,
  date: expense.date,
  amount: expense.amount,
  name: expense.name,
  description: expense.description,
  includeInYield: expense.includeInYield,
  taxCategory: expense.taxCategory,
});

/** An expense as read: money as decimal text, the day as ISO text. */
interface Row extends Omit<ExpenseView, 'currency' | 'date' | 'amount'> {
  currencyName: string;
  date: string;
  amount: string;
}

const toView = ({ row: { currencyName, date, amount, ...row } }: { row: Row }): ExpenseView => ({
  ...row,
  currency: { name: currencyName },
  date: date.slice(0, 10),
  amount: amountOf(amount),
});

const select = <More extends SelectedFields>(db: Reader, more: More) =>
  db
    .select({ row: expenseRow, ...more })
    .from(expense)
    .innerJoin(currency, eq(currency.id, expense.currencyId))
    .leftJoin(property, eq(property.id, expense.propertyId))
    .leftJoin(propertyType, eq(propertyType.id, property.propertyTypeId));

/** The entity's expenses, all or those of one property, newest date first (docs/product.md#constants-and-limits). */
export async function listExpenses(
  db: Reader,
  entityId: number,
  propertyId?: number,
): Promise<ExpenseView[]> {
  const rows = await select(db, {})
    .where(listFilter({ entityId, propertyId }))
    .orderBy(desc(expense.date), desc(expense.id));
  return rows.map(toView);
}

/** Midnight UTC after a day: the stored days before it are that day and the earlier ones. */
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/**
 * What the list's filter compares with: the values a query asks for, or (in a page's statement
 * written once, pageStatement) placeholders where the query has them.
 */
interface FilterValues {
  entityId: Param<number>;
  propertyId?: Param<number> | undefined;
  global?: boolean | undefined;
  /** The first instant kept, and the first after. */
  from?: Param<Date> | undefined;
  to?: Param<Date> | undefined;
  /** A LIKE pattern (likePattern) the name or description holds. */
  pattern?: Param<string> | undefined;
}

/** The filter's values of a query: its days as their instants, its search as a pattern. */
const filterValues = (entityId: number, query: Partial<ExpenseListQuery>): FilterValues => ({
  entityId,
  propertyId: query.propertyId,
  global: query.global,
  from: query.startDate ? dayStart(query.startDate) : undefined,
  to: query.endDate ? dayAfter(query.endDate) : undefined,
  pattern: query.search ? likePattern(query.search) : undefined,
});

/**
 * The entity's expenses, or a property's, or (global) those of no property, dated from `from` up
 * to `to`, whose name or description holds the pattern.
 */
function listFilter({ entityId, propertyId, global, from, to, pattern }: FilterValues) {
  return and(
    eq(expense.entityId, entityId),
    propertyId === undefined ? undefined : eq(expense.propertyId, propertyId),
    global ? isNull(expense.propertyId) : undefined,
    from === undefined ? undefined : gte(expense.date, from),
    to === undefined ? undefined : lt(expense.date, to),
    pattern === undefined ? undefined : or(ilike(expense.name, pattern), ilike(expense.description, pattern)),
  );
}

const SORT_COLUMNS: Record<ExpenseSort, AnyColumn> = {
  date: expense.date,
  name: expense.name,
  amount: expense.amount,
};

/**
 * How many expenses the filter keeps, as a column: without a search, a property or dates, the
 * entity's kept counts (docs/domain.md "Kept figures"), not a count of every expense. The inner
 * "expense" is the count's own: a name binds to the nearest FROM that has it.
 */
function countColumn(entityId: Param<number>, query: ExpenseListQuery, where: SQL | undefined): SQL<number> {
  if (query.search || query.propertyId !== undefined || query.startDate || query.endDate)
    return sql<number>`(select count(*)::int from ${expense} where ${where})`;
  const kept = query.global ? entityCounts.entityExpenses : entityCounts.expenses;
  return sql<number>`coalesce((select ${kept} from ${entityCounts} where ${entityCounts.entityId} = ${entityId}), 0)`;
}

/** The query's filter values as placeholders, where it has them (a page's statement written once). */
const placeholdersOf = (values: FilterValues): FilterValues => ({
  entityId: ENTITY_ID,
  propertyId: values.propertyId === undefined ? undefined : sql.placeholder('propertyId'),
  global: values.global,
  from: values.from === undefined ? undefined : sql.placeholder('from'),
  to: values.to === undefined ? undefined : sql.placeholder('to'),
  pattern: values.pattern === undefined ? undefined : SEARCH_PATTERN,
});

/**
 * A page of the list for the query's variant, its filter's values as placeholders: the page's ids
 * chosen through the sort's index, then their rows read with the count beside each.
 */
function pageQuery(db: Reader, query: ExpenseListQuery, filter: FilterValues) {
  const where = listFilter(filter);
  const { offset, limit } = pageWindow(query);
  // Newest first unless another order is asked for.
  const order = query.order ?? (query.sort === undefined ? 'desc' : 'asc');
  const ordering = pageOrder(SORT_COLUMNS[query.sort ?? 'date'], order, expense.id);
  const ids = db
    .select({ id: expense.id })
    .from(expense)
    .where(where)
    .orderBy(...ordering);
  const total = countColumn(filter.entityId, query, where).mapWith(Number);
  return select(db, { total })
    .where(and(eq(expense.entityId, filter.entityId), inPageOf(expense.id, ids, { limit, offset })))
    .orderBy(...ordering);
}

const pageStatements = preparedVariants(pageQuery);

/**
 * One page of the list and how many expenses the filter keeps, in one statement (docs/performance.md
 * "One statement per page") written and prepared once per variant (which filters it has, sort,
 * order, window; "Statements written once"). A page past the last row has none to carry the count:
 * it is then read alone.
 */
export async function pageExpenses(
  db: Reader,
  entityId: number,
  query: ExpenseListQuery,
): Promise<Page<ExpenseView>> {
  const values = filterValues(entityId, { ...query, search: query.search || undefined });
  const { offset, limit } = pageWindow(query);
  const has = (value: unknown) => (value === undefined ? '' : 'y');
  const key = [
    has(values.propertyId),
    values.global ? 'global' : '',
    has(values.from),
    has(values.to),
    has(values.pattern),
    query.sort ?? '',
    query.order ?? '',
    limit,
    offset,
  ].join('/');
  const rows = await pageStatements(db, key, query, placeholdersOf(values)).execute({
    entityId,
    propertyId: values.propertyId,
    from: values.from instanceof Date ? values.from.toISOString() : undefined,
    to: values.to instanceof Date ? values.to.toISOString() : undefined,
    pattern: values.pattern,
  });
  const [first] = rows;
  if (first) return { items: rows.map(toView), total: first.total };
  const total = countColumn(entityId, query, listFilter(values)).mapWith(Number);
  const [counted] = await db.select({ total }).from(entity).where(eq(entity.id, entityId));
  return { items: [], total: counted?.total ?? 0 };
}

export async function findExpense(
  db: Reader,
  entityId: number,
  expenseId: number,
): Promise<ExpenseView | null> {
  const [row] = await select(db, {}).where(and(eq(expense.entityId, entityId), eq(expense.id, expenseId)));
  return row ? toView(row) : null;
}

/** The entity's own expenses (no property) dated in [from, to). */
const ownExpensesIn = (entityId: number, from: Date, to: Date) =>
  and(
    eq(expense.entityId, entityId),
    isNull(expense.propertyId),
    gte(expense.date, from),
    lt(expense.date, to),
  );

/** The entity's own expenses dated in [from, to), newest first: the product's whole summary. */
export async function listEntityExpensesIn(db: Reader, entityId: number, from: Date, to: Date) {
  const rows = await select(db, {})
    .where(ownExpensesIn(entityId, from, to))
    .orderBy(desc(expense.date), desc(expense.id));
  return rows.map(toView);
}

/**
 * The total and count of the entity's own expenses of the months `first` to `last` ('YYYY-MM'), per
 * currency, from their kept sums per month (`entity_expense_months`, docs/domain.md "Kept figures").
 */
export async function entityExpenseTotalsIn(
  db: Reader,
  entityId: number,
  { first, last }: { first: string; last: string },
) {
  const rows = await db
    .select({
      currency: currency.name,
      amount: sql<string>`sum(${entityExpenseMonths.spent})::text`,
      count: sql<number>`sum(${entityExpenseMonths.expenses})::int`,
    })
    .from(entityExpenseMonths)
    .innerJoin(currency, eq(currency.id, entityExpenseMonths.currencyId))
    .where(
      and(
        eq(entityExpenseMonths.entityId, entityId),
        between(entityExpenseMonths.month, `${first}-01`, `${last}-01`),
      ),
    )
    .groupBy(currency.name)
    .having(sql`sum(${entityExpenseMonths.expenses}) > 0`)
    .orderBy(currency.name);
  return rows.map((row) => ({ currency: row.currency, amount: amountOf(row.amount), count: row.count }));
}

type ExpenseValues = ReturnType<typeof expenseValues>;

/** Inserts an expense of the entity; answers its id. */
export async function insertExpense(db: Reader, entityId: number, values: ExpenseValues) {
  const [created] = await db
    .insert(expense)
    .values({ entityId, ...values })
    .returning({ id: expense.id });
  if (!created) throw new Error('expense not created');
  return created.id;
}

/** Changes the expense, at the version the form was filled from when the body names one. */
export async function updateExpense(
  db: Reader,
  entityId: number,
  expenseId: number,
  values: ExpenseValues,
  version: number | undefined,
): Promise<EditResult> {
  const where = and(eq(expense.entityId, entityId), eq(expense.id, expenseId));
  const updated = await db
    .update(expense)
    .set({ ...values, version: sql`${expense.version} + 1`, updatedAt: sql`now()` })
    .where(asEdited(where, expense.version, version))
    .returning({ id: expense.id });
  return editResult(db, expense, where, updated.length);
}

/** Deletes the expense and, by cascade, its files' rows; false when there was none. */
export async function deleteExpense(db: Reader, entityId: number, expenseId: number) {
  const deleted = await db
    .delete(expense)
    .where(and(eq(expense.entityId, entityId), eq(expense.id, expenseId)))
    .returning({ id: expense.id });
  return deleted.length > 0;
}
