import { type APIRequestContext, expect } from '@playwright/test';
import type { Account } from './accounts';

/** The API as `account` sees it: JSON calls with its bearer token, for setting up a test's data. */
export interface ApiSession {
  post<T>(path: string, data: unknown): Promise<T>;
}

/** Logs `account` in through the API (the call the login page makes). */
export async function apiSession(request: APIRequestContext, account: Account): Promise<ApiSession> {
  const login = await request.post('/api/auth/login', { data: account });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { Authorization: `Bearer ${accessToken}` };
  return {
    async post<T>(path: string, data: unknown) {
      const response = await request.post(`/api${path}`, { data, headers });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as T;
    },
  };
}

/** A new personal entity in Portugal (lookup ids 1), owned by the session's user. */
export async function createEntity(api: ApiSession, name: string): Promise<number> {
  const { id } = await api.post<{ id: number }>('/entities', { name, entityTypeId: 1, countryId: 1 });
  return id;
}
