import type { TenantView } from '@arrenda/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenantPageParams } from '@/features/tenants/api/get-tenant-page';
import { TenantList } from '@/features/tenants/components/tenant-list';
import i18n from '@/i18n';
import { pageQueryString } from '@/lib/page-query';
import { sessionStore } from '@/lib/session';
import { tenant, Where, where } from '@/testing/fixtures/tenant-fixtures';
import { mockApi, Reply, renderWithProviders, startSession } from '@/testing/render';

const LIST = '/entities/1/tenants';

/** The URL of a page of the list as the list asks for it, defaults left as the list sends them. */
function pageUrl(changes: Partial<TenantPageParams> = {}) {
  const params = {
    view: 'ACTIVE_TENANTS',
    page: 1,
    pageSize: 25,
    sort: 'name',
    order: 'asc',
    search: '',
    ...changes,
  };
  const query = pageQueryString(params);
  return `${LIST}?${query}`;
}

/** The answer of one page: its rows and how many the view holds. */
const answer = (items: TenantView[], total = items.length) => ({ items, total });

/** The list's own search, to see the chosen view kept in the URL. */
function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

/** The list at `path`, with any other page shown as its path. */
const renderList = (path = LIST) =>
  renderWithProviders(
    <Routes>
      <Route
        path="/entities/:entityId/tenants"
        element={
          <>
            <TenantList entityId={1} />
            <Search />
          </>
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    path,
  );

const TENANTS = [
  tenant(1, {
    name: 'Ana Silva',
    fiscalNumber: '123456789',
    phone: '912 345 678',
    email: 'ana@mail.pt',
    note: 'Pays early',
    numActiveContracts: 1,
  }),
  tenant(2, { name: 'Bruno Costa', fiscalNumber: '987654321', numActiveContracts: 2 }),
  tenant(3, { name: 'Carla Dias', numContracts: 1, numEndedContracts: 1 }),
  tenant(4, { name: 'Diana Reis' }),
  tenant(5, { name: 'Eva Lopes', numContracts: 2, numEndedContracts: 1 }),
];
const [ANA, BRUNO, CARLA, DIANA, EVA] = TENANTS as [
  TenantView,
  TenantView,
  TenantView,
  TenantView,
  TenantView,
];

/** The server's answers: the current and new tenants, and the past one. */
const ANSWERS = {
  [pageUrl()]: answer([ANA, BRUNO, DIANA, EVA]),
  [pageUrl({ view: 'OLD_TENANTS' })]: answer([CARLA]),
};

const bodyRows = () => {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body as HTMLElement).getAllByRole('row');
};
const names = () => bodyRows().map((row) => within(row).getByRole('link').textContent);

describe('Tenant list', () => {
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

  it('asks for current and new tenants by default, and the past ones on the toggle', async () => {
    mockApi(ANSWERS);
    renderList();
    expect(await screen.findByText('Ana Silva')).toBeTruthy();
    // A tenant on no contract yet, or only on one still to start, is not a past tenant.
    expect(names()).toEqual(['Ana Silva', 'Bruno Costa', 'Diana Reis', 'Eva Lopes']);
    const [, , diana, eva] = bodyRows() as HTMLElement[];
    expect(within(diana as HTMLElement).getByText('No contract yet')).toBeTruthy();
    expect(within(eva as HTMLElement).getByText('Contract not started')).toBeTruthy();
    const active = screen.getByRole('button', { name: 'Current and new tenants' });
    expect(active.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Past tenants' }));
    expect(await screen.findByText('Carla Dias')).toBeTruthy();
    expect(names()).toEqual(['Carla Dias']);
    expect(screen.getByTestId('search').textContent).toBe('?view=old_tenants');

    fireEvent.click(active);
    expect(await screen.findByText('Ana Silva')).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe('');
  });

  it('shows HTML typed in a name or note as text, never as markup', async () => {
    const html = '<img src=x onerror="window.hacked=1"><b>Ana</b>';
    mockApi({
      [pageUrl()]: answer([
        tenant(9, { name: html, note: '<script>alert(1)</script>', numActiveContracts: 1 }),
      ]),
    });
    const { container } = renderList();
    expect(await screen.findByText(html)).toBeTruthy();
    expect(screen.getByText('<script>alert(1)</script>')).toBeTruthy();
    expect(container.querySelector('img, b, script')).toBeNull();
  });

  it('opens the view named in the URL', async () => {
    mockApi(ANSWERS);
    renderList(`${LIST}?view=old_tenants`);
    expect(await screen.findByText('Carla Dias')).toBeTruthy();
    expect(screen.queryByText('Ana Silva')).toBeNull();
  });

  it('shows the columns: name, fiscal number, phone and e-mail, note', async () => {
    mockApi(ANSWERS);
    renderList();
    await screen.findByText('Ana Silva');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Fiscal Number', 'Contact', 'Note']);
    const [ana, bruno] = bodyRows() as [HTMLElement, HTMLElement];
    const cells = within(ana).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent?.replace(/^(Name|Fiscal Number|Contact|Note)/, ''))).toEqual([
      'Ana Silva',
      '123456789',
      ' 912 345 678 ana@mail.pt',
      'Pays early',
    ]);
    expect(within(ana).getByRole('link', { name: 'Ana Silva' }).getAttribute('href')).toBe(
      '/entities/1/tenants/1',
    );
    // Nothing given shows '-'.
    expect(within(bruno).getAllByText('-')).toHaveLength(2);
  });

  it('asks the server to sort by name and by fiscal number, keeping the sort in the URL', async () => {
    const fetchMock = mockApi({
      [pageUrl()]: answer([tenant(2, { name: 'Ana', fiscalNumber: '3', numActiveContracts: 1 })], 40),
      [pageUrl({ order: 'desc' })]: answer(
        [tenant(3, { name: 'Carla', fiscalNumber: '1', numActiveContracts: 1 })],
        40,
      ),
      [pageUrl({ sort: 'fiscalNumber' })]: answer(
        [tenant(1, { name: 'Bruno', fiscalNumber: '2', numActiveContracts: 1 })],
        40,
      ),
    });
    renderList();
    await screen.findByText('Ana');
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('columnheader', { name: 'Name' }));
    expect(await screen.findByText('Carla')).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe('?order=desc');
    fireEvent.click(screen.getByRole('columnheader', { name: 'Fiscal Number' }));
    expect(await screen.findByText('Bruno')).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe('?sort=fiscalNumber');
    // Contact and note do not sort.
    expect(screen.getByRole('columnheader', { name: 'Contact' }).getAttribute('aria-sort')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Note' }).getAttribute('aria-sort')).toBeNull();
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked).toContain(`/api${pageUrl({ sort: 'fiscalNumber' })}`);
  });

  it('pages on the server, the paginator shown only past a first page', async () => {
    const first = Array.from({ length: 25 }, (_, index) => tenant(index + 1, { numActiveContracts: 1 }));
    mockApi({
      [pageUrl()]: answer(first, 26),
      [pageUrl({ page: 2 })]: answer([tenant(26, { name: 'Zé Último', numActiveContracts: 1 })], 26),
      [pageUrl({ view: 'OLD_TENANTS' })]: answer([CARLA]),
    });
    renderList();
    await screen.findByText('Tenant 1');
    expect(bodyRows()).toHaveLength(25);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Zé Último')).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe('?page=2');

    // Another view starts again from its first page; one page has no paginator.
    fireEvent.click(screen.getByRole('button', { name: 'Past tenants' }));
    expect(await screen.findByText('Carla Dias')).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe('?view=old_tenants');
    expect(screen.queryByRole('button', { name: 'Page 1' })).toBeNull();
  });

  it('shows the last page that exists when the page asked for is empty (its last row deleted)', async () => {
    const first = Array.from({ length: 25 }, (_, index) => tenant(index + 1, { numActiveContracts: 1 }));
    const fetchMock = mockApi({
      [pageUrl({ page: 3 })]: answer([], 26),
      [pageUrl({ page: 2 })]: answer([tenant(26, { name: 'Zé Último', numActiveContracts: 1 })], 26),
      [pageUrl()]: answer(first, 26),
    });
    renderList(`${LIST}?page=3`);
    expect(await screen.findByText('Zé Último')).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe('?page=2');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      `/api${pageUrl({ page: 3 })}`,
      `/api${pageUrl({ page: 2 })}`,
    ]);
  });

  it('opens on the search of a shared link, and searches once typing pauses, from the first page', async () => {
    mockApi({
      [pageUrl({ view: 'OLD_TENANTS', page: 2, search: 'dias' })]: answer([CARLA], 30),
      [pageUrl({ view: 'OLD_TENANTS', search: 'ana@mail' })]: answer([]),
    });
    renderList(`${LIST}?view=old_tenants&page=2&q=dias`);
    expect(await screen.findByText('Carla Dias')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Search tenants' }) as HTMLInputElement;
    expect(search.value).toBe('dias');
    fireEvent.change(search, { target: { value: 'ana@mail' } });
    expect(await screen.findByText('No tenants match the search')).toBeTruthy();
    expect(screen.getByTestId('search').textContent).toBe('?view=old_tenants&q=ana%40mail');
  });

  it('says there are no active tenants, and no past ones', async () => {
    mockApi({
      [pageUrl()]: answer([tenant(1, { numActiveContracts: 1 })]),
      [pageUrl({ view: 'OLD_TENANTS' })]: answer([]),
    });
    renderList();
    await screen.findByText('Tenant 1');
    fireEvent.click(screen.getByRole('button', { name: 'Past tenants' }));
    expect(await screen.findByText('No past tenants')).toBeTruthy();
    cleanup();

    mockApi({ [pageUrl()]: answer([]), [pageUrl({ view: 'OLD_TENANTS' })]: answer([]) });
    renderList();
    expect(await screen.findByText('No current or new tenants')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Past tenants' }));
    expect(await screen.findByText('No past tenants')).toBeTruthy();
  });

  it('says so in Portuguese too', async () => {
    await i18n.changeLanguage('pt');
    mockApi({ [pageUrl()]: answer([]) });
    renderList();
    expect(await screen.findByText('Nenhum inquilino atual ou novo')).toBeTruthy();
    cleanup();

    mockApi({ [pageUrl()]: answer([DIANA]), [pageUrl({ view: 'OLD_TENANTS' })]: answer([]) });
    renderList();
    expect(await screen.findByText('Sem contrato')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Inquilinos atuais e novos' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Inquilinos antigos' }));
    expect(await screen.findByText('Nenhum inquilino antigo')).toBeTruthy();
  });

  it('offers New tenant only with the create right', async () => {
    mockApi({ [pageUrl()]: answer([]) });
    renderList();
    expect((await screen.findByRole('link', { name: 'New tenant' })).getAttribute('href')).toBe(
      '/entities/1/tenant/new',
    );
    cleanup();

    sessionStore.update({ accessMap: { 1: 'READ' } });
    renderList();
    await screen.findByText('No current or new tenants');
    expect(screen.queryByRole('link', { name: 'New tenant' })).toBeNull();
  });

  it('opens a tenant on a row click and on Enter on a focused row', async () => {
    mockApi(ANSWERS);
    renderList();
    await screen.findByText('Ana Silva');
    const [, fiscalCell] = within(bodyRows()[0] as HTMLElement).getAllByRole('cell');
    fireEvent.click(fiscalCell as HTMLElement);
    expect(await where()).toBe('/entities/1/tenants/1');
    cleanup();

    renderList();
    await screen.findByText('Bruno Costa');
    const bruno = bodyRows()[1] as HTMLElement;
    bruno.focus();
    fireEvent.keyDown(bruno, { key: 'Enter', code: 'Enter' });
    expect(await where()).toBe('/entities/1/tenants/2');
  });

  it('shows a loading state, then another failure with a retry', async () => {
    mockApi({ [pageUrl()]: new Reply(500, { message: 'Something went wrong on our side.' }) });
    renderList();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says the entity is not found when the list answers 404', async () => {
    mockApi({ [pageUrl()]: new Reply(404, { message: 'Entity not found.' }) });
    renderList();
    expect(await screen.findByText('Entity not found')).toBeTruthy();
  });
});
