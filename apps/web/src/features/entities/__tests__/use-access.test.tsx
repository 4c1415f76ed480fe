import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { rememberAccess, storeAccessMap, useAccess } from '@/lib/use-access';
import { mockApi, startSession } from '@/testing/render';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

describe('access map (docs/product.md#screens-and-routes)', () => {
  beforeEach(startSession);
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('is rebuilt from the entity list, and a current entity no longer listed stops being current', () => {
    sessionStore.update({ currentEntityId: 9, accessMap: { 9: 'ADMIN' } });
    storeAccessMap([
      { id: 1, accessType: 'ADMIN' },
      { id: 2, accessType: 'READ' },
    ]);
    expect(sessionStore.get()).toMatchObject({ accessMap: { 1: 'ADMIN', 2: 'READ' }, currentEntityId: null });
  });

  it('records one entity’s access, and forgets it (with the current entity) on null', () => {
    sessionStore.update({ currentEntityId: 2, accessMap: { 1: 'ADMIN', 2: 'ADMIN' } });
    rememberAccess(2, 'EDITOR');
    expect(sessionStore.get()?.accessMap).toEqual({ 1: 'ADMIN', 2: 'EDITOR' });
    rememberAccess(2, null);
    expect(sessionStore.get()).toMatchObject({ accessMap: { 1: 'ADMIN' }, currentEntityId: null });
  });

  it('answers from the map without a call', () => {
    const fetchMock = mockApi({});
    sessionStore.update({ accessMap: { 3: 'EDITOR' } });
    const { result } = renderHook(() => useAccess(3), { wrapper });
    expect(result.current.accessType).toBe('EDITOR');
    expect(result.current.can('edit')).toBe(true);
    expect(result.current.can('delete')).toBe(false);
    expect(result.current.can('admin')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the entity list when the map lacks the entity, stores it and re-renders', async () => {
    const fetchMock = mockApi({ '/entities': [{ id: 5, accessType: 'ADMIN' }] });
    const { result } = renderHook(() => useAccess(5), { wrapper });
    expect(result.current.isLoading).toBe(true);
    expect(result.current.can('view')).toBe(false);
    await waitFor(() => expect(result.current.accessType).toBe('ADMIN'));
    expect(result.current.can('admin')).toBe(true);
    expect(result.current.isLoading).toBe(false);
    expect(sessionStore.get()?.accessMap).toEqual({ 5: 'ADMIN' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stops loading without rights when the entity is not the caller’s', async () => {
    mockApi({ '/entities': [{ id: 5, accessType: 'ADMIN' }] });
    const { result } = renderHook(() => useAccess(6), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.accessType).toBeUndefined();
    expect(result.current.can('view')).toBe(false);
  });
});
