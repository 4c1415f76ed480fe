import { type AccessTypeName, hasRight, type Right } from '@arrenda/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { accessType, entityUser } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { currentUser } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The right a route under /entities/:entityId needs (docs/domain.md access table). */
    right?: Right;
  }
  interface FastifyRequest {
    entityAccess: EntityAccess | null;
  }
}

export interface EntityAccess {
  entityId: number;
  userId: number;
  accessType: AccessTypeName;
}

/**
 * The one access check: the caller's access type for the entity, read from the database on
 * every call. No access at all is 404 (the entity's existence is not revealed); access without
 * the right is 403.
 */
export async function requireAccess(db: Db | Tx, userId: number, entityId: number, right: Right) {
  const [row] = await db
    .select({ accessType: accessType.name })
    .from(entityUser)
    .innerJoin(accessType, eq(accessType.id, entityUser.accessTypeId))
    .where(and(eq(entityUser.entityId, entityId), eq(entityUser.userId, userId)));
  if (!row) throw notFound('server.entityNotFound');
  if (!hasRight(row.accessType, right)) throw forbidden();
  return { entityId, userId, accessType: row.accessType as AccessTypeName } satisfies EntityAccess;
}

/** The access checked for this request by the entity scope. */
export function entityAccess(request: FastifyRequest): EntityAccess {
  if (!request.entityAccess) throw new Error('route outside the entity scope');
  return request.entityAccess;
}

/**
 * Routes registered inside this scope live under /entities/:entityId. Each must declare its
 * right (start-up fails otherwise), and requireAccess runs before anything else of the route.
 */
export function entityScope(db: Db, register: (scope: FastifyInstance) => Promise<void>) {
  return async (scope: FastifyInstance) => {
    scope.addHook('onRoute', (route) => {
      if (!route.config?.right) throw new Error(`route ${route.method} ${route.url} declares no right`);
    });
    scope.addHook('onRequest', async (request) => {
      const right = request.routeOptions.config.right;
      const raw = (request.params as Record<string, string | undefined>).entityId ?? '';
      const entityId = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
      if (!right || !Number.isSafeInteger(entityId) || entityId > 2_147_483_647) {
        throw notFound('server.entityNotFound');
      }
      request.entityAccess = await requireAccess(db, currentUser(request).id, entityId, right);
    });
    // Answers are fresh on every request and private to the caller (docs/domain.md "Fresh answers").
    scope.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
      return payload;
    });
    await register(scope);
  };
}
