import {
  asksForPage,
  type ExpenseBody,
  type ExpenseDetail,
  type ExpenseListQuery,
  type ExpenseView,
} from '@arrenda/core';
import type { AppContext } from '../context';
import { refusedEdit } from '../db/optimistic-queries';
import { badRequest, notFound } from '../errors';
import { listFilesOf } from '../files/queries';
import { checkLookups } from '../lov/check';
import type { EntityAccess } from '../plugins/access';
import { propertyExists } from '../properties/queries';
import {
  deleteExpense,
  findExpense,
  insertExpense,
  listExpenses,
  pageExpenses,
  updateExpense,
} from './queries';
import { expenseValues } from './values';

/** GET /entities/{id}/expenses: the product's whole list without paging keys, else one page. */
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
  await checkLookups(ctx.db, [['currencyId', 'currency', body.currencyId]]);
  if (body.propertyId == null) return;
  if (!(await propertyExists(ctx.db, access.entityId, body.propertyId)))
    throw badRequest('server.badRequest', { fieldErrors: { propertyId: 'server.propertyNotFound' } });
}

export async function create(ctx: AppContext, access: EntityAccess, body: ExpenseBody) {
  await checkReferences(ctx, access, body);
  return { id: await insertExpense(ctx.db, access.entityId, expenseValues(body)) };
}

export async function update(ctx: AppContext, access: EntityAccess, expenseId: number, body: ExpenseBody) {
  await checkReferences(ctx, access, body);
  const result = await updateExpense(ctx.db, access.entityId, expenseId, expenseValues(body), body.version);
  if (result !== 'updated') throw refusedEdit(result, notFound('server.expenseNotFound'));
  return readView(ctx, access, expenseId);
}

/** Deletes the expense and, by cascade, its files' rows. */
export async function remove(ctx: AppContext, access: EntityAccess, expenseId: number) {
  if (!(await deleteExpense(ctx.db, access.entityId, expenseId))) throw notFound('server.expenseNotFound');
}
