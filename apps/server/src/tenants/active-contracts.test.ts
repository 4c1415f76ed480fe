import type { TenantView } from '@arrenda/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Api, apiAs, createEntity } from '../../test/api-client';
import { contractPayload } from '../../test/authorization';
import { signUp, startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let api: Api;

beforeAll(async () => {
  server = await startTestServer();
  api = apiAs(server, (await signUp(server)).headers);
});
afterAll(() => server.close());

/**
 * A tenant's active contracts are its own, whatever the ids of other rows: on a fresh database the
 * first tenant and the first contract both get id 1, the case where a count correlated on a bare
 * "id" counted the contract's own id instead of the tenant's.
 */
it('counts only the current contracts the tenant is on', async () => {
  const year = new Date().getUTCFullYear();
  const entityId = await createEntity(api);
  const base = `/entities/${entityId}`;
  const propertyId = await api.create(`${base}/properties`, { baseInfo: { propertyTypeId: 3, name: 'T1' } });
  const onContract = await api.create(`${base}/tenants`, { name: 'Ana Silva' });
  const contractId = await api.create(
    `${base}/properties/${propertyId}/contracts`,
    contractPayload(propertyId, onContract, year),
  );
  expect(contractId).toBe(onContract);

  const otherEntity = await createEntity(api);
  const free = await api.create(`/entities/${otherEntity}/tenants`, { name: 'Rui Costa' });
  const sameEntityFree = await api.create(`${base}/tenants`, { name: 'Bruno Costa' });

  const counts = async (entity: number) =>
    (await api.get<TenantView[]>(`/entities/${entity}/tenants`)).map((t) => [t.id, t.numActiveContracts]);
  expect(await counts(entityId)).toEqual([
    [onContract, 1],
    [sameEntityFree, 0],
  ]);
  expect(await counts(otherEntity)).toEqual([[free, 0]]);
  expect((await api.get<TenantView>(`/entities/${otherEntity}/tenants/${free}`)).numActiveContracts).toBe(0);
});
