import {
  asksForPage,
  type GeneratedRents,
  type MoneyValue,
  moneyMsg,
  type PaymentBody,
  type RentBody,
  type RentListQuery,
  type RentView,
} from '@arrenda/core';
import type { AppContext } from '../context';
import { contractOnProperty } from '../contracts/queries';
import { refusedEdit } from '../db/optimistic-queries';
import { AppError, notFound } from '../errors';
import { checkLookups, type LookupCheck } from '../lov/check';
import type { EntityAccess } from '../plugins/access';
import { type ContractTarget, lockContract } from './generation-queries';
import { listRents, pageRents } from './queries';
import { generateRents } from './rent-generation';
import { paymentValues, rentValues } from './values';
import { deletePayment, deleteRent, insertRent, payRent, updateRent } from './write-queries';

/** Where a rent lives: the contract under its property, in the caller's entity. */
export interface ContractPath {
  propertyId: number;
  contractId: number;
}

async function checkContract(ctx: AppContext, access: EntityAccess, path: ContractPath) {
  if (!(await contractOnProperty(ctx.db, access.entityId, path.propertyId, path.contractId))) {
    throw notFound('server.contractNotFound');
  }
}

/** A contract's rents: all of them without paging keys, else one page. */
export async function list(ctx: AppContext, access: EntityAccess, path: ContractPath, query: RentListQuery) {
  if (asksForPage(query)) {
    // The page's statement checks the contract itself: one round trip less for the usual read.
    const page = await pageRents(ctx.db, access.entityId, path, query);
    if (!page) throw notFound('server.contractNotFound');
    return page;
  }
  await checkContract(ctx, access, path);
  return listRents(ctx.db, access.entityId, path.contractId);
}

export async function read(
  ctx: AppContext,
  access: EntityAccess,
  path: ContractPath,
  rentId: number,
): Promise<RentView> {
  await checkContract(ctx, access, path);
  const [found] = await listRents(ctx.db, access.entityId, path.contractId, rentId);
  if (!found) throw notFound('server.rentNotFound');
  return found;
}

const targetOf = (access: EntityAccess, path: ContractPath): ContractTarget => ({
  entityId: access.entityId,
  ...path,
});

export async function create(ctx: AppContext, access: EntityAccess, path: ContractPath, body: RentBody) {
  await checkContract(ctx, access, path);
  await checkLookups(ctx.db, [['currencyId', 'currency', body.currencyId]]);
  return ctx.db.transaction(async (tx) => {
    // Under the contract's lock, like generated rents: a generation starting meanwhile waits, then sees it.
    if (!(await lockContract(tx, targetOf(access, path)))) throw notFound('server.contractNotFound');
    return { id: await insertRent(tx, targetOf(access, path), rentValues(body)) };
  });
}

/** The contract's button: a rent for each expected month up to today that has none (docs/domain.md). */
export async function generateMissing(
  ctx: AppContext,
  access: EntityAccess,
  path: ContractPath,
): Promise<GeneratedRents> {
  const periods = await generateRents(ctx.db, targetOf(access, path), new Date(), 'missing');
  if (!periods) throw notFound('server.contractNotFound');
  return { created: periods.length, periods };
}

export async function update(
  ctx: AppContext,
  access: EntityAccess,
  path: ContractPath,
  rentId: number,
  body: RentBody,
) {
  await checkContract(ctx, access, path);
  await checkLookups(ctx.db, [['currencyId', 'currency', body.currencyId]]);
  const result = await updateRent(ctx.db, targetOf(access, path), rentId, rentValues(body), body.version);
  if (result !== 'updated') throw refusedEdit(result, notFound('server.rentNotFound'));
  return read(ctx, access, path, rentId);
}

/** Deletes the rent with its payments (cascade). */
export async function remove(ctx: AppContext, access: EntityAccess, path: ContractPath, rentId: number) {
  await checkContract(ctx, access, path);
  if (!(await deleteRent(ctx.db, targetOf(access, path), rentId))) throw notFound('server.rentNotFound');
}

/** A payment above what is left to pay on its rent (docs/domain.md): 400 under `amount`, naming what is left. */
export class AboveLeftToPay extends AppError {
  constructor(readonly left: MoneyValue) {
    super(400, 'server.badRequest', { fieldErrors: { amount: moneyMsg('validation.aboveLeftToPay', left) } });
  }
}

/**
 * Adds a payment of at most what is left to pay on the rent, in one statement that locks the rent,
 * checks and inserts (rents/write-queries.ts payRent). When it finds no rent, or refuses the currency,
 * the checks run one by one to answer as every other call does (the contract, the lookups, then the
 * rent).
 */
export async function addPayment(
  ctx: AppContext,
  access: EntityAccess,
  path: ContractPath,
  rentId: number,
  body: PaymentBody,
) {
  const currencyCheck: LookupCheck = ['currencyId', 'currency', body.currencyId];
  const paid = await payRent(ctx.db, access.entityId, path, rentId, paymentValues(body));
  if (!paid) {
    await checkContract(ctx, access, path);
    await checkLookups(ctx.db, [currencyCheck]);
    throw notFound('server.rentNotFound');
  }
  if (!paid.currency_known) await checkLookups(ctx.db, [currencyCheck]);
  if (paid.id === null) throw new AboveLeftToPay({ amount: paid.left, currency: paid.currency });
  return { id: paid.id };
}

export async function removePayment(
  ctx: AppContext,
  access: EntityAccess,
  path: ContractPath,
  rentId: number,
  paymentId: number,
) {
  await read(ctx, access, path, rentId);
  if (!(await deletePayment(ctx.db, access.entityId, rentId, paymentId))) {
    throw notFound('server.paymentNotFound');
  }
}
