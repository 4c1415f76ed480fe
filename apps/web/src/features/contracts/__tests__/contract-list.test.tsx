import type { ContractView } from '@arrenda/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContractPageParams } from '@/features/contracts/api/get-contract-page';
import { ContractList } from '@/features/contracts/components/contract-list';
import i18n from '@/i18n';
import { pageQueryString } from '@/lib/page-query';
import { sessionStore } from '@/lib/session';
import { contractView } from '@/testing/fixtures/contract-fixtures';
import { propertyType } from '@/testing/fixtures/property-fixtures';
import { mockApi, Reply, renderWithProviders, startSession } from '@/testing/render';

function ContractPageStub() {
  const { propertyId, contractId } = useParams();
  return (
    <p>
      Contract page {propertyId}/{contractId}
    </p>
  );
}

/** The list's own search, to see its state kept in the URL. */
function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function renderList(path = '/entities/1/contracts') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/entities/:entityId/contracts"
        element={
          <>
            <ContractList entityId={1} />
            <Search />
          </>
        }
      />
      <Route
        path="/entities/:entityId/properties/:propertyId/contracts/:contractId"
        element={<ContractPageStub />}
      />
    </Routes>,
    path,
  );
}

/** The URL of a page of the list as the list asks for it, defaults left as the list sends them. */
function pageUrl(changes: Partial<ContractPageParams> = {}) {
  const params = {
    filter: 'ACTIVE',
    page: 1,
    pageSize: 25,
    sort: 'start',
    order: 'desc',
    search: '',
    ...changes,
  };
  const query = pageQueryString(params);
  return `/entities/1/contracts?${query}`;
}

/** The answer of one page: its rows and how many the filter holds. */
const answer = (items: ContractView[], total = items.length) => ({ items, total });

const bodyRows = () => {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body as HTMLElement).getAllByRole('row');
};

/** A day `days` from now, at the hour the API stores ends (16:00 UTC). */
const endIn = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.toISOString().slice(0, 10)}T16:00:00.000Z`;
};

const ACTIVE = [
  contractView(2, {
    tenants: [{ id: 4, name: 'Bruno Costa' }],
    startDate: endIn(30),
    endDate: endIn(400),
  }),
  contractView(1, { tenants: [{ id: 3, name: 'Ana Silva' }], endDate: endIn(200) }),
];
const OWING = contractView(3, { tenants: [{ id: 5, name: 'Carla Dias' }], endDate: endIn(-40), debt: 250 });
const EXPIRED = [OWING, contractView(4, { tenants: [{ id: 6, name: 'Duarte Reis' }], endDate: endIn(-400) })];

/** The server's answers for each filter, newest start first. */
const ANSWERS = {
  [pageUrl()]: answer(ACTIVE),
  [pageUrl({ filter: 'EXPIRED' })]: answer(EXPIRED),
  [pageUrl({ filter: 'IN_DEBT' })]: answer([OWING]),
};

const tenantsShown = () =>
  bodyRows().map((row) => within(row).queryByText(/Silva|Costa|Dias|Reis/)?.textContent);

describe('Contract list', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    startSession();
    sessionStore.update({ accessMap: { 1: 'EDITOR' } });
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('asks the server for the active contracts by default, newest first, then for Expired and In Debt', async () => {
    mockApi(ANSWERS);
    renderList();
    await screen.findByText('Ana Silva');
    expect(screen.getByRole('button', { name: 'Active' }).getAttribute('aria-pressed')).toBe('true');
    expect(tenantsShown()).toEqual(['Bruno Costa', 'Ana Silva']);
    // The newest start first, as the server orders them.
    expect(screen.getByRole('columnheader', { name: 'Period' }).getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(screen.getByRole('button', { name: 'Expired' }));
    await screen.findByText('Duarte Reis');
    expect(tenantsShown()).toEqual(['Carla Dias', 'Duarte Reis']);
    expect(screen.getByTestId('search').textContent).toBe('?filter=expired');

    fireEvent.click(screen.getByRole('button', { name: 'In Debt' }));
    // The expired page stays on screen until the server answers.
    await vi.waitFor(() => expect(tenantsShown()).toEqual(['Carla Dias']));
    expect(screen.getByTestId('search').textContent).toBe('?filter=in_debt');

    fireEvent.click(screen.getByRole('button', { name: 'Active' }));
    await screen.findByText('Ana Silva');
    expect(screen.getByTestId('search').textContent).toBe('');
  });

  it('opens on the filter named in the URL', async () => {
    mockApi(ANSWERS);
    renderList('/entities/1/contracts?filter=in_debt');
    await screen.findByText('Carla Dias');
    expect(screen.getByRole('button', { name: 'In Debt' }).getAttribute('aria-pressed')).toBe('true');
    expect(bodyRows()).toHaveLength(1);
  });

  it('asks the server for the next page, a larger page and a sort, keeping each in the URL', async () => {
    const first = Array.from({ length: 25 }, (_, index) =>
      contractView(index + 1, { tenants: [{ id: 100 + index, name: `Tenant ${index + 1}` }] }),
    );
    const fetchMock = mockApi({
      [pageUrl()]: answer(first, 30),
      [pageUrl({ page: 2 })]: answer([contractView(26, { tenants: [{ id: 9, name: 'Page Two' }] })], 30),
      [pageUrl({ sort: 'debt', order: 'asc' })]: answer(
        [contractView(27, { tenants: [{ id: 8, name: 'Least Owing' }] })],
        30,
      ),
      [pageUrl({ sort: 'debt', order: 'desc' })]: answer(
        [contractView(28, { tenants: [{ id: 7, name: 'Most Owing' }] })],
        30,
      ),
    });
    renderList();
    await screen.findByText('Tenant 1');
    expect(bodyRows()).toHaveLength(25);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Page Two')).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe('?page=2');

    fireEvent.click(screen.getByRole('columnheader', { name: 'Debt' }));
    expect(await screen.findByText('Least Owing')).toBeTruthy();
    // A new sort starts again from the first page.
    expect(screen.getByTestId('search').textContent).toBe('?sort=debt&order=asc');
    fireEvent.click(screen.getByRole('columnheader', { name: 'Debt' }));
    expect(await screen.findByText('Most Owing')).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe('?sort=debt');

    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked).toContain(`/api${pageUrl({ page: 2 })}`);
    expect(asked).toContain(`/api${pageUrl({ sort: 'debt', order: 'asc' })}`);
  });

  it('sorts every column on the server’s sort of it', async () => {
    const sorts = ['property', 'tenants', 'amount'] as const;
    const fetchMock = mockApi({
      [pageUrl()]: answer(ACTIVE),
      ...Object.fromEntries(sorts.map((sort) => [pageUrl({ sort, order: 'asc' }), answer(ACTIVE)])),
    });
    renderList();
    await screen.findByText('Ana Silva');
    for (const name of ['Property', 'Tenants', 'Amount']) {
      fireEvent.click(screen.getByRole('columnheader', { name: new RegExp(`^${name}`) }));
    }
    await vi.waitFor(() => {
      const asked = fetchMock.mock.calls.map(([input]) => String(input));
      for (const sort of sorts) {
        expect(asked).toContain(`/api${pageUrl({ sort, order: 'asc' })}`);
      }
    });
  });

  it('opens on the filter, page, sort and search of a shared link, and searches once typing pauses', async () => {
    mockApi({
      [pageUrl({
        filter: 'EXPIRED',
        page: 3,
        pageSize: 50,
        sort: 'property',
        order: 'asc',
        search: 'augusta',
      })]: answer([contractView(9, { tenants: [{ id: 1, name: 'Rita Augusta' }] })], 120),
      [pageUrl({ filter: 'EXPIRED', sort: 'property', order: 'asc', pageSize: 50, search: 'costa' })]: answer(
        [contractView(10, { tenants: [{ id: 2, name: 'Bruno Costa' }] })],
      ),
    });
    renderList('/entities/1/contracts?filter=expired&page=3&rows=50&sort=property&order=asc&q=augusta');
    expect(await screen.findByText('Rita Augusta')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Search contracts' }) as HTMLInputElement;
    expect(search.value).toBe('augusta');

    fireEvent.change(search, { target: { value: 'costa' } });
    expect(await screen.findByText('Bruno Costa')).toBeTruthy();
    // A new search starts again from the first page.
    expect(screen.getByTestId('search').textContent).toBe(
      '?filter=expired&rows=50&sort=property&order=asc&q=costa',
    );
  });

  it('says when no contract matches the search', async () => {
    mockApi({ [pageUrl({ search: 'nada' })]: answer([]) });
    renderList('/entities/1/contracts?q=nada');
    expect(await screen.findByText('No contracts match the search')).toBeTruthy();
  });

  it('shows each row’s property, tenants, period, total over net and debt', async () => {
    mockApi({
      [pageUrl()]: answer([
        contractView(5, {
          property: {
            id: 9,
            name: null,
            propertyType: propertyType(3),
            propertyTypeId: 3,
            address: null,
          },
          propertyId: 9,
          tenants: [
            { id: 3, name: 'Ana Silva' },
            { id: 4, name: 'Bruno Costa' },
          ],
          startDate: '2025-03-01T10:00:00.000Z',
          endDate: endIn(10),
          totalAmount: 1050,
          amountAfterTaxes: 787.5,
          debt: 1050.5,
        }),
        contractView(6, { tenants: [{ id: 7, name: 'Eva Lopes' }], endDate: endIn(10) }),
      ]),
    });
    renderList();
    await screen.findByText('Ana Silva, Bruno Costa');
    const [flat, casa] = bodyRows() as [HTMLElement, HTMLElement];
    // A property without a name is called by its type.
    expect(within(flat).getByRole('link', { name: 'Apartment' }).getAttribute('href')).toBe(
      '/entities/1/properties/9/contracts/5',
    );
    expect(within(flat).getByText(/^1 Mar 2025 – /)).toBeTruthy();
    expect(within(flat).getByText('€1,050.00')).toBeTruthy();
    expect(within(flat).getByText('€787.50')).toBeTruthy();
    expect(within(flat).getByText('€1,050.50')).toBeTruthy();
    expect(within(casa).getByText('Casa Augusta')).toBeTruthy();
    expect(within(casa).getByText('Rua Augusta 12, 1100-053 Lisboa')).toBeTruthy();
    expect(within(casa).getByText('€0.00')).toBeTruthy();
  });

  it('opens a contract on a row click and on Enter on a focused row', async () => {
    mockApi(ANSWERS);
    renderList();
    await screen.findByText('Ana Silva');
    const [, tenantsCell] = within(bodyRows()[0] as HTMLElement).getAllByRole('cell');
    fireEvent.click(tenantsCell as HTMLElement);
    expect(await screen.findByText('Contract page 7/2')).toBeTruthy();
    cleanup();

    renderList();
    await screen.findByText('Bruno Costa');
    const row = bodyRows()[1] as HTMLElement;
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter', code: 'Enter' });
    expect(await screen.findByText('Contract page 7/1')).toBeTruthy();
  });

  it('offers New contract with the create right only', async () => {
    mockApi({ [pageUrl()]: answer([]) });
    renderList();
    expect((await screen.findByRole('link', { name: 'New contract' })).getAttribute('href')).toBe(
      '/entities/1/contract/new',
    );
    cleanup();

    sessionStore.update({ accessMap: { 1: 'READ' } });
    renderList();
    await screen.findByText('No active contracts');
    expect(screen.queryByRole('link', { name: 'New contract' })).toBeNull();
  });

  it('says so when a filter has none, in Portuguese too', async () => {
    mockApi({
      [pageUrl({ filter: 'EXPIRED' })]: answer([]),
      [pageUrl({ filter: 'IN_DEBT' })]: answer([]),
    });
    renderList('/entities/1/contracts?filter=expired');
    expect(await screen.findByText('No expired contracts')).toBeTruthy();
    cleanup();

    await i18n.changeLanguage('pt');
    renderList('/entities/1/contracts?filter=in_debt');
    expect(await screen.findByText('Não há contratos em dívida')).toBeTruthy();
  });

  it('says the entity is not found on a 404, and offers a retry on another failure', async () => {
    mockApi({ [pageUrl()]: new Reply(404, { message: 'Entity not found.' }) });
    renderList();
    expect(await screen.findByText('Entity not found')).toBeTruthy();
    cleanup();

    mockApi({ [pageUrl()]: new Reply(500, { message: 'Something went wrong on our side.' }) });
    renderList();
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
