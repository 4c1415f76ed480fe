import type { AccessTypeName } from '@arrenda/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AccessTokens } from '../auth/tokens';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { unauthorized } from '../errors';
import { accessTypeOf, entityIdOf } from './caller-access';

export interface AuthUser {
  id: number;
  email: string;
  /** On a route under /entities/:entityId: the caller's access type there, read with the account. */
  access?: { entityId: number; type: AccessTypeName | null };
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

/** The signed-in user of a protected route (the authenticate hook has run). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}

/**
 * onRequest hook for protected routes: a valid bearer access token whose version still
 * matches the user's (logout and password change bump it), else 401.
 */
export function authenticate(db: Db, tokens: AccessTokens) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer (\S+)$/i);
    if (!match?.[1]) throw unauthorized();
    const claims = await tokens.verify(match[1]);
    if (!claims) throw unauthorized();
    const entityId = entityIdOf(request);
    const [user] = await db
      .select({
        id: users.id,
        email: users.email,
        tokenVersion: users.tokenVersion,
        activatedAt: users.activatedAt,
        accessType: entityId === null ? sql<null>`null` : accessTypeOf(claims.userId, entityId),
      })
      .from(users)
      .where(eq(users.id, claims.userId));
    if (!user || user.tokenVersion !== claims.tokenVersion || !user.activatedAt) throw unauthorized();
    request.authUser = {
      id: user.id,
      email: user.email,
      ...(entityId === null ? {} : { access: { entityId, type: user.accessType } }),
    };
  };
}
