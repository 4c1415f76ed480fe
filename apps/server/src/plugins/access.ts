import { type AccessTypeName, hasRight, type Right } from '@arrenda/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../errors';
import { currentUser } from './auth';
import { entityIdOf } from './caller-access';

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
 * The one access check: the caller's access type for the entity, read from the database on every
 * call (with the caller's account, in the same query, by the authentication hook). No access at
 * all is 404 (the entity's existence is not revealed); access without the right is 403.
 */
export function checkAccess(access: AccessTypeName | null, userId: number, entityId: number, right: Right) {
  if (!access) throw notFound('server.entityNotFound');
  if (!hasRight(access, right)) throw forbidden();
  return { entityId, userId, accessType: access } satisfies EntityAccess;
}

/** The access checked for this request by the entity scope. */
export function entityAccess(request: FastifyRequest): EntityAccess {
  if (!request.entityAccess) throw new Error('route outside the entity scope');
  return request.entityAccess;
}

/**
 * Routes registered inside this scope live under /entities/:entityId. Each must declare its
 * right (start-up fails otherwise), and checkAccess runs before anything else of the route.
 */
export function entityScope(register: (scope: FastifyInstance) => Promise<void>) {
  return async (scope: FastifyInstance) => {
    scope.addHook('onRoute', (route) => {
      if (!route.config?.right) throw new Error(`route ${route.method} ${route.url} declares no right`);
    });
    scope.addHook('onRequest', async (request) => {
      const right = request.routeOptions.config.right;
      const entityId = entityIdOf(request);
      if (!right || entityId === null) throw notFound('server.entityNotFound');
      const user = currentUser(request);
      if (user.access?.entityId !== entityId) throw new Error('access not read with the user');
      request.entityAccess = checkAccess(user.access.type, user.id, entityId, right);
    });
    // Answers are fresh on every request and private to the caller (docs/domain.md "Fresh answers").
    scope.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
      return payload;
    });
    await register(scope);
  };
}
