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
    .where(listFilter(entityId, { propertyId }))
    .orderBy(desc(expense.date), desc(expense.id));
  return rows.map(toView);
}

/** Midnight UTC after a day: the stored days before it are that day and the earlier ones. */
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/**
 * The entity's expenses, or a property's, or (global) those of no property, dated from `startDate`
 * to `endDate` (both included), whose name or description holds the search.
 */
function listFilter(entityId: number, query: Partial<ExpenseListQuery> = {}) {
  const pattern = query.search ? likePattern(query.search) : undefined;
  return and(
    eq(expense.entityId, entityId),
    query.propertyId === undefined ? undefined : eq(expense.propertyId, query.propertyId),
    query.global ? isNull(expense.propertyId) : undefined,
    query.startDate ? gte(expense.date, dayStart(query.startDate)) : undefined,
    query.endDate ? lt(expense.date, dayAfter(query.endDate)) : undefined,
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
function countColumn(entityId: number, query: ExpenseListQuery, where: SQL | undefined): SQL<number> {
  if (query.search || query.propertyId !== undefined || query.startDate || query.endDate)
    return sql<number>`(select count(*)::int from ${expense} where ${where})`;
  const kept = query.global ? entityCounts.entityExpenses : entityCounts.expenses;
  return sql<number>`coalesce((select ${kept} from ${entityCounts} where ${entityCounts.entityId} = ${entityId}), 0)`;
}

/**
 * One page of the list and how many expenses the filter keeps, in one statement (docs/performance.md
 * "One statement per page"): the page's ids chosen through the sort's index, then their rows read
 * with the count beside each. A page past the last row has none to carry it: the count is then
 * read alone.
 */
export async function pageExpenses(
  db: Reader,
  entityId: number,
  query: ExpenseListQuery,
): Promise<Page<ExpenseView>> {
  const where = listFilter(entityId, { ...query, search: query.search || undefined });
  const { offset, limit } = pageWindow(query);
  // Newest first unless another order is asked for.
  const order = query.order ?? (query.sort === undefined ? 'desc' : 'asc');
  const ordering = pageOrder(SORT_COLUMNS[query.sort ?? 'date'], order, expense.id);
  const ids = db
    .select({ id: expense.id })
    .from(expense)
    .where(where)
    .orderBy(...ordering);
  const total = countColumn(entityId, query, where).mapWith(Number);
  const rows = await select(db, { total })
    .where(and(eq(expense.entityId, entityId), inPageOf(expense.id, ids, { limit, offset })))
    .orderBy(...ordering);
  const [first] = rows;
  if (first) return { items: rows.map(toView), total: first.total };
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
