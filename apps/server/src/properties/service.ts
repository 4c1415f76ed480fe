import {
  asksForPage,
  DEFAULT_PROPERTY_VIEW,
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
import { addressBelongs } from '../addresses/queries';
import { addAddress } from '../addresses/service';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { lockEntity } from '../db/lock-queries';
import { refusedEdit } from '../db/optimistic-queries';
import { badRequest, conflict, notFound } from '../errors';
import { listFilesOf } from '../files/queries';
import type { EntityAccess } from '../plugins/access';
import { propertyFinances } from './finance-queries';
import {
  hierarchyTotals,
  keptParentTotals,
  listHierarchy,
  offeredViews,
  type PropertyFilter,
  pageHierarchy,
  refreshExpiredFigures,
} from './hierarchy-queries';
import { checkPropertyLookups } from './lookups';
import {
  contractsOfProperty,
  findProperty,
  listSummaries,
  pageSummaries,
  propertyExists,
  subtreeIds,
} from './queries';
import {
  addressesOf,
  claimPropertyEdit,
  deleteProperty,
  deleteUnusedAddresses,
  insertProperty,
  updateProperty,
  writeParts,
} from './write-queries';

const filterOf = (query: PropertyTotalsQuery): PropertyFilter => ({
  view: query.view,
  parentId: query.parentPropertyId,
  search: query.search || undefined,
});

/**
 * GET /entities/{id}/properties: the product's whole list (or a property's inner ones) without paging
 * keys; with any, one page of the rows the filter keeps and their count.
 */
export async function list(
  ctx: AppContext,
  access: EntityAccess,
  query: PropertyListQuery,
): Promise<PropertyListItem[] | Page<PropertyListItem>> {
  const filter = filterOf(query);
  if (!asksForPage(query, ['view'])) {
    await refreshExpiredFigures(ctx.db, access.entityId);
    return listHierarchy(ctx.db, access.entityId, filter);
  }
  const page = { sort: query.sort ?? 'name', order: query.order ?? 'asc', ...pageWindow(query) } as const;
  let read = await pageHierarchy(ctx.db, access.entityId, filter, page);
  if (read.stale) {
    await refreshExpiredFigures(ctx.db, access.entityId);
    read = await pageHierarchy(ctx.db, access.entityId, filter, page);
  }
  return { items: read.items, total: read.total };
}

/** GET /entities/{id}/properties/totals: the views to offer and the footer of the filter's rows. */
export async function totals(
  ctx: AppContext,
  access: EntityAccess,
  query: PropertyTotalsQuery,
): Promise<PropertyListTotals> {
  await refreshExpiredFigures(ctx.db, access.entityId);
  const keptView =
    query.view === DEFAULT_PROPERTY_VIEW && query.parentPropertyId === undefined && !query.search;
  const [views, sums] = await Promise.all([
    offeredViews(ctx.db, access.entityId),
    keptView
      ? keptParentTotals(ctx.db, access.entityId)
      : hierarchyTotals(ctx.db, access.entityId, filterOf(query)),
  ]);
  return { views, totals: sums };
}

/**
 * GET /entities/{id}/properties/summary: the product's whole list, or a page of it with any of its
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
  if (!(await propertyExists(tx, entityId, parentId))) {
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
  if (inline) return (await addAddress(tx, entityId, inline)).id;
  return null;
}

export async function create(ctx: AppContext, access: EntityAccess, body: PropertyBody) {
  await checkPropertyLookups(ctx.db, body);
  return ctx.db.transaction(async (tx) => {
    await lockEntity(tx, access.entityId);
    await checkParent(tx, access.entityId, body.parentPropertyId);
    const addressId = await resolveAddress(tx, access.entityId, body);
    const id = await insertProperty(tx, access.entityId, body, addressId);
    await writeParts(tx, id, body);
    return { id };
  });
}

export async function update(ctx: AppContext, access: EntityAccess, propertyId: number, body: PropertyBody) {
  await checkPropertyLookups(ctx.db, body);
  await ctx.db.transaction(async (tx) => {
    await lockEntity(tx, access.entityId);
    const result = await claimPropertyEdit(tx, access.entityId, propertyId, body.version);
    if (result !== 'updated') throw refusedEdit(result, notFound('server.propertyNotFound'));
    await checkParent(tx, access.entityId, body.parentPropertyId, propertyId);
    const addressId = await resolveAddress(tx, access.entityId, body);
    await updateProperty(tx, propertyId, body, addressId);
    await writeParts(tx, propertyId, body);
  });
  return read(ctx, access, propertyId);
}

/**
 * Deletes the property with its inner properties and, by cascade, their contracts, rents,
 * payments, expenses and files; then the addresses only they used. One transaction.
 */
export async function remove(ctx: AppContext, access: EntityAccess, propertyId: number) {
  await ctx.db.transaction(async (tx) => {
    await lockEntity(tx, access.entityId);
    const ids = await subtreeIds(tx, access.entityId, propertyId);
    if (ids.length === 0) throw notFound('server.propertyNotFound');
    const addressIds = await addressesOf(tx, ids);
    await deleteProperty(tx, access.entityId, propertyId);
    if (addressIds.length === 0) return;
    await deleteUnusedAddresses(tx, access.entityId, addressIds);
  });
}
