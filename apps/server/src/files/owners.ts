import { id } from '@arrenda/core';
import { z } from 'zod';

/** What a file is attached to (docs/product.md#records-and-fields): the entity itself or one of its rows. */
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

/** One place files live: its path, its params, and how they name the owner. */
export interface FileOwnerRoute<Params extends z.ZodObject> {
  tag: string;
  path: string;
  params: Params;
  owner: (params: z.infer<Params>) => FileOwner;
}

const ownerRoute = <Params extends z.ZodObject>(route: FileOwnerRoute<Params>) => route;

/** The five places files live (docs/product.md#the-api). */
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
