import { ACCESS_TYPE, type EntityBody, type EntityView, type UpdateEntityUserBody } from '@arrenda/core';
import type { AppContext } from '../context';
import { refusedEdit } from '../db/optimistic-queries';
import { badRequest, conflict, notFound } from '../errors';
import { lookupExists } from '../lov/queries';
import type { EntityAccess } from '../plugins/access';
import {
  deleteEntity,
  findEntity,
  insertEntity,
  listEntities,
  listEntityUsers,
  lockEntityUsers,
  setMembership,
  updateEntity,
} from './queries';

async function checkLookups(ctx: AppContext, body: EntityBody) {
  const fieldErrors: Record<string, string> = {};
  if (!(await lookupExists(ctx.db, 'entityType', body.entityTypeId))) {
    fieldErrors.entityTypeId = 'validation.entityTypeRequired';
  }
  if (!(await lookupExists(ctx.db, 'country', body.countryId)))
    fieldErrors.countryId = 'validation.countryRequired';
  if (Object.keys(fieldErrors).length > 0) throw badRequest('server.badRequest', { fieldErrors });
}

export const list = (ctx: AppContext, userId: number) => listEntities(ctx.db, userId);

/** Creates the entity with its creator as ADMIN, in one transaction. */
export async function create(ctx: AppContext, userId: number, body: EntityBody) {
  await checkLookups(ctx, body);
  return ctx.db.transaction(async (tx) => ({ id: await insertEntity(tx, userId, body) }));
}

export async function read(ctx: AppContext, access: EntityAccess): Promise<EntityView> {
  const found = await findEntity(ctx.db, access.userId, access.entityId);
  if (!found) throw notFound('server.entityNotFound');
  return found;
}

export async function update(ctx: AppContext, access: EntityAccess, body: EntityBody) {
  await checkLookups(ctx, body);
  const result = await updateEntity(ctx.db, access.entityId, body);
  if (result !== 'updated') throw refusedEdit(result, notFound('server.entityNotFound'));
  return read(ctx, access);
}

/** Deletes the entity and, by cascade in the same statement, everything it owns. */
export async function remove(ctx: AppContext, access: EntityAccess) {
  await ctx.db.transaction((tx) => deleteEntity(tx, access.entityId));
}

export const listUsers = (ctx: AppContext, access: EntityAccess) => listEntityUsers(ctx.db, access.entityId);

async function checkAccessType(ctx: AppContext, accessTypeId: number) {
  if (!(await lookupExists(ctx.db, 'accessType', accessTypeId))) {
    throw badRequest('server.badRequest', { fieldErrors: { accessTypeId: 'validation.accessTypeRequired' } });
  }
}

/**
 * Changes or removes a membership under a lock of the entity's memberships, so that two
 * concurrent changes can never leave the entity without an ADMIN.
 */
async function changeMembership(
  ctx: AppContext,
  access: EntityAccess,
  userId: number,
  newAccessTypeId: number | null,
) {
  await ctx.db.transaction(async (tx) => {
    const memberships = await lockEntityUsers(tx, access.entityId);
    const target = memberships.find((row) => row.userId === userId);
    if (!target) throw notFound('server.entityUserNotFound');
    const admins = memberships.filter((row) => row.accessTypeId === ACCESS_TYPE.ADMIN).length;
    const losesAdmin = target.accessTypeId === ACCESS_TYPE.ADMIN && newAccessTypeId !== ACCESS_TYPE.ADMIN;
    if (losesAdmin && admins <= 1) throw conflict('server.lastAdmin');
    await setMembership(tx, access.entityId, userId, newAccessTypeId);
  });
  return listEntityUsers(ctx.db, access.entityId);
}

export async function updateUser(
  ctx: AppContext,
  access: EntityAccess,
  userId: number,
  body: UpdateEntityUserBody,
) {
  await checkAccessType(ctx, body.accessTypeId);
  return changeMembership(ctx, access, userId, body.accessTypeId);
}

export const removeUser = (ctx: AppContext, access: EntityAccess, userId: number) =>
  changeMembership(ctx, access, userId, null);
