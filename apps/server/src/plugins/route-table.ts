import type { Right } from '@arrenda/core';
import type { FastifyInstance } from 'fastify';

export interface RouteInfo {
  method: string;
  url: string;
  right: Right | undefined;
  /** The schemas of its answers, by status. */
  responses: Record<string, unknown>;
}

/**
 * Every route with the right and the answers it declares: the authorization tests check every
 * right, the serializer's test that every answer is written by the compiled writer.
 */
export function collectRouteTable(app: FastifyInstance): RouteInfo[] {
  const routeTable: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    for (const method of methods)
      routeTable.push({
        method,
        url: route.url,
        right: route.config?.right,
        responses: { ...(route.schema?.response as Record<string, unknown> | undefined) },
      });
  });
  return routeTable;
}
