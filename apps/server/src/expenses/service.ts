import {
  asksForPage,
  type ExpenseBody,
  type ExpenseDetail,
  type ExpenseListQuery,
  type ExpenseView,
} from '@arrenda/core';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { asEdited, missingOrStale } from '../db/optimistic';
import { currency, expense, property } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { listFilesOf } from '../files/queries';
import { checkLookups } from '../lov/check';
import type { EntityAccess } from '../plugins/access';
import { findExpense, listExpenses, pageExpenses } from './queries';
import { expenseValues } from './values';

/** GET /entities/{id}/expenses: the spec's whole list without paging keys, else one page. */
export const list = (ctx: AppContext, access: EntityAccess, query: ExpenseListQuery) =>
  asksForPage(query, ['global', 'startDate', 'endDate'])
    ? pageExpenses(ctx.db, access.entityId, query)
    : listExpenses(ctx.db, access.entityId, query.propertyId);

async function readView(ctx: AppContext, access: EntityAccess, expenseId: number): Promise<ExpenseView> {
  const found = await findExpense(ctx.db, access.entityId, expenseId);
  if (!found) throw notFound('server.expenseNotFound');
  return found;
}

export async function read(ctx: AppContext, access: EntityAccess, expenseId: number): Promise<ExpenseDetail> {
  const [found, files] = await Promise.all([
    readView(ctx, access, expenseId),
    listFilesOf(ctx.db, access.entityId, 'expenseId', expenseId),
  ]);
  return { ...found, files };
}

/** The currency exists and the property, when given, is one of the entity's (400 under its field). */
async function checkReferences(ctx: AppContext, access: EntityAccess, body: ExpenseBody) {
  await checkLookups(ctx.db, [['currencyId', currency, body.currencyId]]);
  if (body.propertyId == null) return;
  const [found] = await ctx.db
    .select({ id: property.id })
    .from(property)
    .where(and(eq(property.entityId, access.entityId), eq(property.id, body.propertyId)));
  if (!found)
    throw badRequest('server.badRequest', { fieldErrors: { propertyId: 'server.propertyNotFound' } });
}

export async function create(ctx: AppContext, access: EntityAccess, body: ExpenseBody) {
  await checkReferences(ctx, access, body);
  const [created] = await ctx.db
    .insert(expense)
    .values({ entityId: access.entityId, ...expenseValues(body) })
    .returning({ id: expense.id });
  if (!created) throw new Error('expense not created');
  return { id: created.id };
}

export async function update(ctx: AppContext, access: EntityAccess, expenseId: number, body: ExpenseBody) {
  await checkReferences(ctx, access, body);
  const where = and(eq(expense.entityId, access.entityId), eq(expense.id, expenseId));
  const updated = await ctx.db
    .update(expense)
    .set({ ...expenseValues(body), version: sql`${expense.version} + 1`, updatedAt: sql`now()` })
    .where(asEdited(where, expense.version, body.version))
    .returning({ id: expense.id });
  if (updated.length === 0) {
    throw await missingOrStale(ctx.db, expense, where, notFound('server.expenseNotFound'));
  }
  return readView(ctx, access, expenseId);
}

/** Deletes the expense and, by cascade, its files' rows. */
export async function remove(ctx: AppContext, access: EntityAccess, expenseId: number) {
  const deleted = await ctx.db
    .delete(expense)
    .where(and(eq(expense.entityId, access.entityId), eq(expense.id, expenseId)))
    .returning({ id: expense.id });
  if (deleted.length === 0) throw notFound('server.expenseNotFound');
}
