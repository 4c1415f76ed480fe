import { id, type MessageKey } from '@arrenda/core';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Reader } from '../db/client';
import { contract, expense, paymentConfirmation, property, tenant } from '../db/schema';

/** What a file is attached to (spec section 3): the entity itself or one of its rows. */
export type FileOwner =
  | { kind: 'entity' }
  | { kind: 'property'; propertyId: number }
  | { kind: 'contract'; propertyId: number; contractId: number }
  | { kind: 'tenant'; tenantId: number }
  | { kind: 'expense'; expenseId: number }
  /** The proof a tenant attached to a payment confirmation (tenant portal). */
  | { kind: 'confirmation'; confirmationId: number };

/** The file row's owner columns: all null for a file of the entity itself. */
export function ownerColumns(owner: FileOwner) {
  return {
    propertyId: owner.kind === 'property' ? owner.propertyId : null,
    contractId: owner.kind === 'contract' ? owner.contractId : null,
    tenantId: owner.kind === 'tenant' ? owner.tenantId : null,
    expenseId: owner.kind === 'expense' ? owner.expenseId : null,
    confirmationId: owner.kind === 'confirmation' ? owner.confirmationId : null,
  };
}

/** The owner's row in the entity, or the owner's own 404 message when it is missing or foreign. */
export async function ownerMissing(
  db: Reader,
  entityId: number,
  owner: FileOwner,
): Promise<MessageKey | null> {
  const found = async (query: Promise<unknown[]>) => (await query).length > 0;
  switch (owner.kind) {
    case 'entity':
      return null;
    case 'property':
      return (await found(
        db
          .select({ id: property.id })
          .from(property)
          .where(and(eq(property.id, owner.propertyId), eq(property.entityId, entityId))),
      ))
        ? null
        : 'server.propertyNotFound';
    case 'contract':
      return (await found(
        db
          .select({ id: contract.id })
          .from(contract)
          .where(
            and(
              eq(contract.id, owner.contractId),
              eq(contract.propertyId, owner.propertyId),
              eq(contract.entityId, entityId),
            ),
          ),
      ))
        ? null
        : 'server.contractNotFound';
    case 'tenant':
      return (await found(
        db
          .select({ id: tenant.id })
          .from(tenant)
          .where(and(eq(tenant.id, owner.tenantId), eq(tenant.entityId, entityId))),
      ))
        ? null
        : 'server.tenantNotFound';
    case 'expense':
      return (await found(
        db
          .select({ id: expense.id })
          .from(expense)
          .where(and(eq(expense.id, owner.expenseId), eq(expense.entityId, entityId))),
      ))
        ? null
        : 'server.expenseNotFound';
    case 'confirmation':
      return (await found(
        db
          .select({ id: paymentConfirmation.id })
          .from(paymentConfirmation)
          .where(
            and(eq(paymentConfirmation.id, owner.confirmationId), eq(paymentConfirmation.entityId, entityId)),
          ),
      ))
        ? null
        : 'server.confirmationNotFound';
  }
}

/** One place files live: its path, its params, and how they name the owner. */
export interface FileOwnerRoute<Params extends z.ZodObject> {
  tag: string;
  path: string;
  params: Params;
  owner: (params: z.infer<Params>) => FileOwner;
}

const ownerRoute = <Params extends z.ZodObject>(route: FileOwnerRoute<Params>) => route;

/** The five places files live (spec section 7). */
export const fileOwnerRoutes = {
  entity: ownerRoute({
    tag: 'entities',
    path: '/entities/:entityId',
    params: z.object({ entityId: id }),
    owner: () => ({ kind: 'entity' }),
  }),
  property: ownerRoute({
    tag: 'properties',
    path: '/entities/:entityId/properties/:propertyId',
    params: z.object({ entityId: id, propertyId: id }),
    owner: ({ propertyId }) => ({ kind: 'property', propertyId }),
  }),
  contract: ownerRoute({
    tag: 'contracts',
    path: '/entities/:entityId/properties/:propertyId/contracts/:contractId',
    params: z.object({ entityId: id, propertyId: id, contractId: id }),
    owner: ({ propertyId, contractId }) => ({ kind: 'contract', propertyId, contractId }),
  }),
  tenant: ownerRoute({
    tag: 'tenants',
    path: '/entities/:entityId/tenants/:tenantId',
    params: z.object({ entityId: id, tenantId: id }),
    owner: ({ tenantId }) => ({ kind: 'tenant', tenantId }),
  }),
  expense: ownerRoute({
    tag: 'expenses',
    path: '/entities/:entityId/expenses/:expenseId',
    params: z.object({ entityId: id, expenseId: id }),
    owner: ({ expenseId }) => ({ kind: 'expense', expenseId }),
  }),
};
