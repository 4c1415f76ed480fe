import type { EntityView } from '@arrenda/core';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchEntity } from '@/features/entities/api/prefetch-entity';
import { entityKeys } from '@/features/entities/api/query-keys';
import { sessionStore } from '@/lib/session';
import { mockApi, startSession } from '@/testing/render';

const ENTITY = { id: 1, name: 'Casa Lisboa', accessType: 'EDITOR', files: [] } as unknown as EntityView;

describe('the entity started by the router', () => {
  beforeEach(() => startSession());
  afterEach(() => {
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('asks for the entity once, under the key the overview reads, and notes the caller’s access', async () => {
    const fetchMock = mockApi({ '/entities/1': ENTITY });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    prefetchEntity(client, 1);
    prefetchEntity(client, 1);
    await vi.waitFor(() => expect(client.getQueryData(entityKeys.detail(1))).toEqual(ENTITY));
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/entities/1']);
    expect(sessionStore.get()?.accessMap[1]).toBe('EDITOR');
  });

  it('asks nothing signed out, nor without an entity', () => {
    const fetchMock = mockApi({ '/entities/1': ENTITY });
    const client = new QueryClient();
    prefetchEntity(client, Number.NaN);
    prefetchEntity(client, 0);
    sessionStore.clear();
    prefetchEntity(client, 1);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
