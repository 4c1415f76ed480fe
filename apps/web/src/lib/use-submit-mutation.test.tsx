import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, Reply, startSession } from '@/testing/render';
import { api } from './api-client';
import { sessionStore } from './session';
import { useSubmitMutation } from './use-submit-mutation';

const TENANTS = 'POST /entities/1/tenants';

/** A create call as the features write theirs (create-tenant.ts): POST with the submission's key. */
const useCreateTenant = (entityId: number) =>
  useSubmitMutation({
    mutationFn: (body: { name: string }, key) =>
      api<{ id: number }>(`/entities/${entityId}/tenants`, { method: 'POST', body, idempotencyKey: key }),
  });

/** The Idempotency-Key of each call the mock got. */
const keysSent = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([, init]) => new Headers((init as RequestInit).headers).get('Idempotency-Key'));

function renderCreateTenant() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCreateTenant(1), { wrapper }).result;
}

describe('a form submission’s call (useSubmitMutation)', () => {
  beforeEach(() => startSession());
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('sends one POST for two submissions made at once (a double click), with a random key', async () => {
    const fetchMock = mockApi({ [TENANTS]: new Reply(201, { id: 7 }) });
    const create = renderCreateTenant();
    act(() => {
      create.current.mutate({ name: 'Ana' });
      create.current.mutate({ name: 'Ana' });
    });
    await waitFor(() => expect(create.current.isSuccess).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(keysSent(fetchMock)[0]).toMatch(/^[0-9a-f]{32}$/);
    // Just after the success, the same submission is still a double click's second one...
    act(() => create.current.mutate({ name: 'Ana' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // ...but another one is a new action (a form that stays, as adding a second member).
    act(() => create.current.mutate({ name: 'Bruno' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(keysSent(fetchMock)[1]).not.toBe(keysSent(fetchMock)[0]);
  });

  it('resends the same submission with its key after no answer, and a changed one with a new key', async () => {
    const fetchMock = mockApi({ [TENANTS]: new Reply(201, { id: 7 }) });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const create = renderCreateTenant();
    act(() => create.current.mutate({ name: 'Ana' }));
    await waitFor(() => expect(create.current.isError).toBe(true));
    act(() => create.current.mutate({ name: 'Ana' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(create.current.isError).toBe(true));
    act(() => create.current.mutate({ name: 'Ana Rita' }));
    await waitFor(() => expect(create.current.isSuccess).toBe(true));
    const [first, resent, changed] = keysSent(fetchMock);
    expect(resent).toBe(first);
    expect(changed).not.toBe(first);
  });

  it('keeps the key while the server says the first request still runs (409 with Retry-After)', async () => {
    const fetchMock = mockApi({
      [TENANTS]: new Reply(409, { message: 'Still running.' }, { 'Retry-After': '1' }),
    });
    const create = renderCreateTenant();
    act(() => create.current.mutate({ name: 'Ana' }));
    await waitFor(() => expect(create.current.isError).toBe(true));
    act(() => create.current.mutate({ name: 'Ana' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [first, resent] = keysSent(fetchMock);
    expect(resent).toBe(first);
  });

  it('sends a refused submission again as a new action, with a new key', async () => {
    const fetchMock = mockApi({ [TENANTS]: new Reply(409, { message: 'Conflict.' }) });
    const create = renderCreateTenant();
    act(() => create.current.mutate({ name: 'Ana' }));
    await waitFor(() => expect(create.current.isError).toBe(true));
    act(() => create.current.mutate({ name: 'Ana' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [first, again] = keysSent(fetchMock);
    expect(again).not.toBe(first);
  });
});
