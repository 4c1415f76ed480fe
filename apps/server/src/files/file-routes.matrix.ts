import type { Fixture, RouteCase } from '../../test/authorization';
import { multipartFile } from '../../test/multipart';
import { fileOwnerRoutes } from './owners';

type Owner = keyof Fixture['files'];

/** The owner's path in the fixture, from the route's own pattern. */
function ownerPath(owner: Owner, f: Fixture) {
  const values: Record<string, number> = {
    entityId: f.entityId,
    propertyId: owner === 'contract' ? f.childPropertyId : f.propertyId,
    contractId: f.contractId,
    tenantId: f.tenantId,
    expenseId: f.expenseId,
  };
  return `/api${fileOwnerRoutes[owner].path.replace(/:(\w+)/g, (_, name: string) => String(values[name]))}`;
}

/** Upload and signed-link routes of every owner, for the authorization matrix. */
export const fileRouteCases: RouteCase[] = (Object.keys(fileOwnerRoutes) as Owner[]).flatMap((owner) => [
  {
    method: 'POST',
    route: `/api${fileOwnerRoutes[owner].path}/files`,
    right: 'create',
    success: 201,
    request: (f: Fixture) => ({
      url: `${ownerPath(owner, f)}/files`,
      ...multipartFile('recibo.txt', 'matrix'),
    }),
  },
  {
    method: 'GET',
    route: `/api${fileOwnerRoutes[owner].path}/files/:fileId`,
    right: 'view',
    success: 200,
    request: (f: Fixture) => ({ url: `${ownerPath(owner, f)}/files/${f.files[owner]}` }),
  },
]);
