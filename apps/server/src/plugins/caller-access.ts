import type { FastifyRequest } from 'fastify';

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
