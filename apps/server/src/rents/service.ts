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
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { asEdited, missingOrStale } from '../db/optimistic';
import { contract, currency, payment, rent } from '../db/schema';
import { AppError, notFound } from '../errors';
import { checkLookups, type LookupCheck } from '../lov/check';
import type { EntityAccess } from '../plugins/access';
import { listRents, pageRents, payRent } from './queries';
import { type ContractTarget, generateRents, lockContract } from './rent-generation';
import { paymentValues, rentValues } from './values';

/** Where a rent lives: the contract under its property, in the caller's entity. */
export interface ContractPath {
  propertyId: number;
  contractId: number;
}

async function checkContract(ctx: AppContext, access: EntityAccess, path: ContractPath) {
  const rows = await ctx.db
    .select({ id: contract.id })
    .from(contract)
    .where(
      and(
        eq(contract.entityId, access.entityId),
        eq(contract.propertyId, path.propertyId),
        eq(contract.id, path.contractId),
      ),
    );
  if (rows.length === 0) throw notFound('server.contractNotFound');
}

/** A contract's rents: all of them without paging keys, else one page. */
export async function list(ctx: AppContext, access: EntityAccess, path: ContractPath, query: RentListQuery) {
  await checkContract(ctx, access, path);
  return asksForPage(query)
    ? pageRents(ctx.db, access.entityId, path.contractId, query)
    : listRents(ctx.db, access.entityId, path.contractId);
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
  await checkLookups(ctx.db, [['currencyId', currency, body.currencyId]]);
  return ctx.db.transaction(async (tx) => {
    // Under the contract's lock, like generated rents: a generation starting meanwhile waits, then sees it.
    if (!(await lockContract(tx, targetOf(access, path)))) throw notFound('server.contractNotFound');
    const [created] = await tx
      .insert(rent)
      .values({ entityId: access.entityId, contractId: path.contractId, ...rentValues(body) })
      .returning({ id: rent.id });
    if (!created) throw new Error('rent not created');
    return { id: created.id };
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

const ofRent = (access: EntityAccess, path: ContractPath, rentId: number) =>
  and(eq(rent.entityId, access.entityId), eq(rent.contractId, path.contractId), eq(rent.id, rentId));

export async function update(
  ctx: AppContext,
  access: EntityAccess,
  path: ContractPath,
  rentId: number,
  body: RentBody,
) {
  await checkContract(ctx, access, path);
  await checkLookups(ctx.db, [['currencyId', currency, body.currencyId]]);
  const updated = await ctx.db
    .update(rent)
    .set({ ...rentValues(body), version: sql`${rent.version} + 1`, updatedAt: sql`now()` })
    .where(asEdited(ofRent(access, path, rentId), rent.version, body.version))
    .returning({ id: rent.id });
  if (updated.length === 0) {
    throw await missingOrStale(ctx.db, rent, ofRent(access, path, rentId), notFound('server.rentNotFound'));
  }
  return read(ctx, access, path, rentId);
}

/** Deletes the rent with its payments (cascade). */
export async function remove(ctx: AppContext, access: EntityAccess, path: ContractPath, rentId: number) {
  await checkContract(ctx, access, path);
  const deleted = await ctx.db
    .delete(rent)
    .where(ofRent(access, path, rentId))
    .returning({ id: rent.id });
  if (deleted.length === 0) throw notFound('server.rentNotFound');
}

/** A payment above what is left to pay on its rent (docs/domain.md): 400 under `amount`, naming what is left. */
export class AboveLeftToPay extends AppError {
  constructor(readonly left: MoneyValue) {
    super(400, 'server.badRequest', { fieldErrors: { amount: moneyMsg('validation.aboveLeftToPay', left) } });
  }
}

/**
 * Adds a payment of at most what is left to pay on the rent, in one statement that locks the rent,
 * checks and inserts (rents/queries.ts payRent). When it finds no rent, or refuses the currency,
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
  const currencyCheck: LookupCheck = ['currencyId', currency, body.currencyId];
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
  const deleted = await ctx.db
    .delete(payment)
    .where(and(eq(payment.entityId, access.entityId), eq(payment.rentId, rentId), eq(payment.id, paymentId)))
    .returning({ id: payment.id });
  if (deleted.length === 0) throw notFound('server.paymentNotFound');
}
