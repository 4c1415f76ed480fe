import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchPropertyList } from '@/features/properties/api/prefetch-property-list';
import { PropertyList } from '@/features/properties/components/property-list';
import { propertyListState } from '@/features/properties/components/property-list-state';
import i18n from '@/i18n';
import { pageQueryString } from '@/lib/page-query';
import { sessionStore } from '@/lib/session';
import { ToastProvider } from '@/lib/toast';
import { listItem, propertyType } from '@/testing/fixtures/property-fixtures';
import { mockApi, startSession } from '@/testing/render';

/** A page of houses searched for "rua", the second by value, newest first, as a shared link asks it. */
const LINK = 'view=houses&page=2&sort=value&order=desc&q=rua';
const page = { view: 'HOUSES', page: 2, pageSize: 25, sort: 'value', order: 'desc', search: 'rua' } as const;
const pageUrl = `/entities/1/properties?${pageQueryString({ ...page })}`;
const totalsUrl = '/entities/1/properties/totals?view=HOUSES&search=rua';

function answers() {
  return mockApi({
    [pageUrl]: {
      items: [listItem(7, { name: 'Casa da Rua Nova', propertyType: propertyType(1) })],
      total: 26,
    },
    [totalsUrl]: { views: ['PARENT_PROPERTIES', 'HOUSES'], totals: [] },
  });
}

/** The property calls made so far (the access check asks for the entity list too). */
const calledPaths = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((path) => path.includes('/properties'));

describe('the property list started by the router', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    startSession();
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('asks for the page of the URL once: the list then reads the answers already on their way', async () => {
    const fetchMock = answers();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    prefetchPropertyList(client, 1, new URLSearchParams(LINK));
    expect(calledPaths(fetchMock)).toEqual([`/api${totalsUrl}`, `/api${pageUrl}`]);

    render(
      <QueryClientProvider client={client}>
        <ToastProvider>
          <MemoryRouter initialEntries={[`/entities/1/properties?${LINK}`]}>
            <Routes>
              <Route path="/entities/:entityId/properties" element={<PropertyList entityId={1} />} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Casa da Rua Nova')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(calledPaths(fetchMock)).toEqual([`/api${totalsUrl}`, `/api${pageUrl}`]);
  });

  it('asks nothing signed out, nor without an entity', () => {
    const fetchMock = answers();
    const client = new QueryClient();
    prefetchPropertyList(client, Number.NaN, new URLSearchParams(LINK));
    sessionStore.clear();
    prefetchPropertyList(client, 1, new URLSearchParams(LINK));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the view from the link whatever its case, and an unknown one as the main properties', () => {
    const viewOf = (query: string) => propertyListState(new URLSearchParams(query)).view;
    expect(viewOf('view=houses')).toBe('HOUSES');
    expect(viewOf('view=Taxes')).toBe('TAXES');
    expect(viewOf('view=castles')).toBe('PARENT_PROPERTIES');
    expect(viewOf('')).toBe('PARENT_PROPERTIES');
  });
});
