import type { AccessTypeName } from '@arrenda/core';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { accessType, entityUser } from '../db/schema';

/**
 * The entity id of a request under /entities/:entityId, or null for any other route or an id that
 * is no id (such a request is then answered 404 by the entity scope).
 */
export function entityIdOf(request: FastifyRequest): number | null {
  if (!request.routeOptions.config.right) return null;
  const raw = (request.params as Record<string, string | undefined> | undefined)?.entityId ?? '';
  const entityId = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(entityId) && entityId <= 2_147_483_647 ? entityId : null;
}

/**
 * The caller's access type on the entity as a column of a query on the user (null: none). Its
 * names are qualified by aliases: drizzle leaves the table out of a one-table select's columns.
 */
export const accessTypeOf = (userId: number, entityId: number) =>
  sql<AccessTypeName | null>`(select at.name from ${entityUser} eu
    join ${accessType} at on at.id = eu.access_type_id
    where eu.entity_id = ${entityId} and eu.user_id = ${userId})`;
