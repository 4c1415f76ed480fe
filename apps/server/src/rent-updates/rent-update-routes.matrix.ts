import type { Fixture, RouteCase } from '../../test/authorization';

const contract = '/api/entities/:entityId/properties/:propertyId/contracts/:contractId';
const houseContract = (f: Fixture) =>
  `/api/entities/${f.entityId}/properties/${f.housePropertyId}/contracts/${f.houseContractId}`;

/** Every route of the rent history and the statutory update, for the authorization matrix. */
export const rentUpdateRouteCases: RouteCase[] = [
  {
    method: 'GET',
    route: `${contract}/rent-history`,
    right: 'view',
    success: 200,
    request: (f) => ({ url: `${houseContract(f)}/rent-history` }),
  },
  {
    method: 'POST',
    route: `${contract}/rent-history`,
    right: 'edit',
    success: 201,
    request: (f) => ({
      url: `${houseContract(f)}/rent-history`,
      payload: { effectiveDate: '2026-12-01', amount: 800 },
    }),
  },
  {
    method: 'PUT',
    route: `${contract}/rent-history/:rowId`,
    right: 'edit',
    success: 200,
    request: (f) => ({
      url: `${houseContract(f)}/rent-history/${f.rentChangeId}`,
      payload: { effectiveDate: '2025-06-01', amount: 765 },
    }),
  },
  {
    method: 'DELETE',
    route: `${contract}/rent-history/:rowId`,
    right: 'delete',
    success: 204,
    request: (f) => ({ url: `${houseContract(f)}/rent-history/${f.rentChangeId}` }),
  },
  {
    method: 'POST',
    route: `${contract}/rent-update`,
    right: 'edit',
    success: 201,
    // A year after the renegotiated rent of 1 June 2025, with a letter dated a month before.
    request: (f) => ({
      url: `${houseContract(f)}/rent-update`,
      payload: { letterDate: '2026-05-01', effectiveDate: '2026-06-01', amount: 777 },
    }),
  },
  {
    method: 'POST',
    route: `${contract}/rent-update/dismissals`,
    right: 'edit',
    success: 204,
    request: (f) => ({ url: `${houseContract(f)}/rent-update/dismissals`, payload: { year: 2026 } }),
  },
];
