import type { Right } from '@arrenda/core';
import type { FastifyInstance } from 'fastify';

export interface RouteInfo {
  method: string;
  url: string;
  right: Right | undefined;
}

/** Every route with the right it declares: the authorization tests check them all. */
export function collectRouteTable(app: FastifyInstance): RouteInfo[] {
  const routeTable: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    for (const method of methods) routeTable.push({ method, url: route.url, right: route.config?.right });
  });
  return routeTable;
}
