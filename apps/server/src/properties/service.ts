import {
  asksForPage,
  type Page,
  type PropertyBody,
  type PropertyListItem,
  type PropertyListQuery,
  type PropertyListTotals,
  type PropertyOverview,
  type PropertySummaryItem,
  type PropertySummaryQuery,
  type PropertyTotalsQuery,
  type PropertyView,
  pageWindow,
} from '@arrenda/core';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addressBelongs } from '../addresses/queries';
import { insertAddress } from '../addresses/service';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { lockEntity } from '../db/locks';
import { asEdited, missingOrStale } from '../db/optimistic';
import { address, property, propertyDetails, propertyTaxInformation } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { listFilesOf } from '../files/queries';
import type { EntityAccess } from '../plugins/access';
import { propertyFinances } from './finances';
import {
  countHierarchy,
  hierarchyTotals,
  listHierarchy,
  offeredViews,
  type PropertyFilter,
  refreshExpiredFigures,
} from './hierarchy';
import { checkPropertyLookups } from './lookups';
import { contractsOfProperty, findProperty, listSummaries, pageSummaries, subtreeIds } from './queries';
import { detailValues, propertyValues, taxValues } from './values';

const filterOf = (query: PropertyTotalsQuery): PropertyFilter => ({
  view: query.view,
  parentId: query.parentPropertyId,
  search: query.search || undefined,
});

/**
 * GET /entities/{id}/properties: the spec's whole list (or a property's inner ones) without paging
 * keys; with any, one page of the rows the filter keeps and their count.
 */
export async function list(
  ctx: AppContext,
  access: EntityAccess,
  query: PropertyListQuery,
): Promise<PropertyListItem[] | Page<PropertyListItem>> {
  await refreshExpiredFigures(ctx.db, access.entityId);
  const filter = filterOf(query);
  if (!asksForPage(query, ['view'])) return listHierarchy(ctx.db, access.entityId, filter);
  const page = { sort: query.sort ?? 'name', order: query.order ?? 'asc', ...pageWindow(query) } as const;
  const [items, total] = await Promise.all([
    listHierarchy(ctx.db, access.entityId, filter, page),
    countHierarchy(ctx.db, access.entityId, filter),
  ]);
  return { items, total };
}

/** GET /entities/{id}/properties/totals: the views to offer and the footer of the filter's rows. */
export async function totals(
  ctx: AppContext,
  access: EntityAccess,
  query: PropertyTotalsQuery,
): Promise<PropertyListTotals> {
  await refreshExpiredFigures(ctx.db, access.entityId);
  const [views, sums] = await Promise.all([
    offeredViews(ctx.db, access.entityId),
    hierarchyTotals(ctx.db, access.entityId, filterOf(query)),
  ]);
  return { views, totals: sums };
}

/**
 * GET /entities/{id}/properties/summary: the spec's whole list, or a page of it with any of its
 * keys (docs/domain.md "Lists a page at a time").
 */
export const summaries = (
  ctx: AppContext,
  access: EntityAccess,
  query: PropertySummaryQuery,
): Promise<PropertySummaryItem[] | Page<PropertySummaryItem>> =>
  asksForPage(query, ['ids', 'exceptTreeOf'])
    ? pageSummaries(ctx.db, access.entityId, query)
    : listSummaries(ctx.db, access.entityId);

export async function summary(ctx: AppContext, access: EntityAccess, propertyId: number) {
  const [found] = await listSummaries(ctx.db, access.entityId, propertyId);
  if (!found) throw notFound('server.propertyNotFound');
  return found;
}

export async function read(ctx: AppContext, access: EntityAccess, propertyId: number): Promise<PropertyView> {
  const found = await findProperty(ctx.db, access.entityId, propertyId);
  if (!found) throw notFound('server.propertyNotFound');
  return found;
}

export async function overview(
  ctx: AppContext,
  access: EntityAccess,
  propertyId: number,
): Promise<PropertyOverview> {
  const view = await read(ctx, access, propertyId);
  const { entityId } = access;
  await refreshExpiredFigures(ctx.db, entityId);
  const [[figures], finances, files, contracts, parents] = await Promise.all([
    listHierarchy(ctx.db, entityId, { id: propertyId }),
    propertyFinances(ctx.db, entityId, propertyId),
    listFilesOf(ctx.db, entityId, 'propertyId', propertyId),
    contractsOfProperty(ctx.db, entityId, propertyId),
    view.parentPropertyId === null ? [] : listSummaries(ctx.db, entityId, view.parentPropertyId),
  ]);
  if (!figures) throw notFound('server.propertyNotFound');
  const parent = parents[0];
  return {
    id: view.id,
    baseInfo: view.baseInfo,
    parent: parent
      ? {
          id: parent.id,
          name: parent.name,
          propertyType: parent.propertyType,
          propertyTypeId: parent.propertyType.id,
        }
      : null,
    details: view.details,
    taxInformation: view.taxInformation,
    figures,
    finances,
    files,
    ...contracts,
  };
}

async function checkParent(
  tx: Tx,
  entityId: number,
  parentId: number | null | undefined,
  propertyId?: number,
) {
  if (parentId == null) return;
  const [parent] = await tx
    .select({ id: property.id })
    .from(property)
    .where(and(eq(property.entityId, entityId), eq(property.id, parentId)));
  if (!parent) {
    throw badRequest('server.badRequest', { fieldErrors: { parentPropertyId: 'server.parentNotFound' } });
  }
  if (propertyId !== undefined && (await subtreeIds(tx, entityId, propertyId)).includes(parentId)) {
    throw conflict('server.parentCycle', { fieldErrors: { parentPropertyId: 'server.parentCycle' } });
  }
}

/** The address id to store: one of the entity's, a new one from the inline address, or none. */
async function resolveAddress(tx: Tx, entityId: number, body: PropertyBody) {
  const { addressId, address: inline } = body.baseInfo;
  if (addressId != null) {
    if (!(await addressBelongs(tx, entityId, addressId))) {
      throw badRequest('server.badRequest', { fieldErrors: { addressId: 'server.addressNotFound' } });
    }
    return addressId;
  }
  if (inline) return (await insertAddress(tx, entityId, inline)).id;
  return null;
}

/** Replaces the property's details and tax information by the payload's (none when empty). */
async function writeParts(tx: Tx, propertyId: number, body: PropertyBody) {
  await tx.delete(propertyDetails).where(eq(propertyDetails.propertyId, propertyId));
  await tx.delete(propertyTaxInformation).where(eq(propertyTaxInformation.propertyId, propertyId));
  const details = detailValues(body.baseInfo.propertyTypeId, body.propertyDetails);
  if (details) await tx.insert(propertyDetails).values({ propertyId, ...details });
  const tax = taxValues(body.propertyTaxInformation);
  if (tax) await tx.insert(propertyTaxInformation).values({ propertyId, ...tax });
}

export async function create(ctx: AppContext, access: EntityAccess, body: PropertyBody) {
  await checkPropertyLookups(ctx.db, body);
  return ctx.db.transaction(async (tx) => {
    await lockEntity(tx, access.entityId);
    await checkParent(tx, access.entityId, body.parentPropertyId);
    const addressId = await resolveAddress(tx, access.entityId, body);
    const [created] = await tx
      .insert(property)
      .values({ entityId: access.entityId, ...propertyValues(body, addressId) })
      .returning({ id: property.id });
    if (!created) throw new Error('property not created');
    await writeParts(tx, created.id, body);
    return { id: created.id };
  });
}

export async function update(ctx: AppContext, access: EntityAccess, propertyId: number, body: PropertyBody) {
  await checkPropertyLookups(ctx.db, body);
  await ctx.db.transaction(async (tx) => {
    await lockEntity(tx, access.entityId);
    const where = and(eq(property.entityId, access.entityId), eq(property.id, propertyId));
    const updated = await tx
      .update(property)
      .set({ version: sql`${property.version} + 1`, updatedAt: sql`now()` })
      .where(asEdited(where, property.version, body.version))
      .returning({ id: property.id });
    if (updated.length === 0) {
      throw await missingOrStale(tx, property, where, notFound('server.propertyNotFound'));
    }
    await checkParent(tx, access.entityId, body.parentPropertyId, propertyId);
    const addressId = await resolveAddress(tx, access.entityId, body);
    await tx.update(property).set(propertyValues(body, addressId)).where(eq(property.id, propertyId));
    await writeParts(tx, propertyId, body);
  });
  return read(ctx, access, propertyId);
}

const otherProperty = alias(property, 'other_property');

/**
 * Deletes the property with its inner properties and, by cascade, their contracts, rents,
 * payments, expenses and files; then the addresses only they used. One transaction.
 */
export async function remove(ctx: AppContext, access: EntityAccess, propertyId: number) {
  await ctx.db.transaction(async (tx) => {
    await lockEntity(tx, access.entityId);
    const ids = await subtreeIds(tx, access.entityId, propertyId);
    if (ids.length === 0) throw notFound('server.propertyNotFound');
    const used = await tx
      .select({ addressId: property.addressId })
      .from(property)
      .where(inArray(property.id, ids));
    await tx.delete(property).where(and(eq(property.entityId, access.entityId), eq(property.id, propertyId)));
    const addressIds = used.flatMap((row) => (row.addressId === null ? [] : [row.addressId]));
    if (addressIds.length === 0) return;
    await tx
      .delete(address)
      .where(
        and(
          eq(address.entityId, access.entityId),
          inArray(address.id, addressIds),
          notExists(
            tx
              .select({ id: otherProperty.id })
              .from(otherProperty)
              .where(eq(otherProperty.addressId, address.id)),
          ),
        ),
      );
  });
}
