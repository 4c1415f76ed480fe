import type { AccessTypeName } from '@arrenda/core';
import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../auth/queries';
import type { AppContext } from '../context';
import { unauthorized } from '../errors';
import { entityIdOf } from './caller-access';

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
export function authenticate({ db, tokens }: Pick<AppContext, 'db' | 'tokens'>) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer (\S+)$/i);
    if (!match?.[1]) throw unauthorized();
    const claims = await tokens.verify(match[1]);
    if (!claims) throw unauthorized();
    const entityId = entityIdOf(request);
    const user = await signedInUser(db, claims.userId, entityId);
    if (!user || user.tokenVersion !== claims.tokenVersion || !user.activatedAt) throw unauthorized();
    request.authUser = {
      id: user.id,
      email: user.email,
      ...(entityId === null ? {} : { access: { entityId, type: user.accessType } }),
    };
  };
}
