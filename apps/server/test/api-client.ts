import { expect } from 'vitest';
import type { TestServer } from './harness';

export type Headers = { authorization: string };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as one signed-in user; `create` expects 201 and returns the new id. */
export function apiAs(server: TestServer, headers: Headers) {
  const call = (method: Method, url: string, payload?: object) =>
    server.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  return {
    call,
    async get<T>(url: string): Promise<T> {
      const response = await call('GET', url);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    },
    async create(url: string, payload: object): Promise<number> {
      const response = await call('POST', url, payload);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: number }>().id;
    },
  };
}
export type Api = ReturnType<typeof apiAs>;

export const createEntity = (api: Api, name = 'Carteira') =>
  api.create('/entities', { name, entityTypeId: 1, countryId: 1 });

/** A contract's body paid monthly in euro by one tenant; `fields` holds what a test is about. */
export const monthlyContract = (propertyId: number, tenantId: number, fields: object) => ({
  propertyId,
  currencyId: 1,
  frequencyTypeId: 3,
  frequencyValue: 1,
  tenantsId: [tenantId],
  ...fields,
});
