import type { PropertyListItem, PropertyTotals, PropertyViewName } from '@arrenda/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PropertyPageParams } from '@/features/properties/api/get-property-page';
import { PropertyList } from '@/features/properties/components/property-list';
import { propertyTotals } from '@/features/properties/components/property-totals';
import i18n from '@/i18n';
import { pageQueryString } from '@/lib/page-query';
import { sessionStore } from '@/lib/session';
import { address, listItem, propertyType } from '@/testing/fixtures/property-fixtures';
import { mockApi, Reply, renderWithProviders, startSession } from '@/testing/render';

function PropertyPageStub() {
  return <p>Property page {useParams().propertyId}</p>;
}

/** The list at /entities/1/properties, with the property page as a stub to see where a click goes. */
function renderList(path = '/entities/1/properties') {
  return renderWithProviders(
    <Routes>
      <Route path="/entities/:entityId/properties" element={<PropertyList entityId={1} />} />
      <Route path="/entities/:entityId/properties/:propertyId" element={<PropertyPageStub />} />
    </Routes>,
    path,
  );
}

const viewButtons = () =>
  within(screen.getByRole('group', { name: 'Property views' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

/** The URL of a page of the list as the list asks for it, defaults left as the list sends them. */
function pageUrl(changes: Partial<PropertyPageParams> = {}) {
  const params = {
    view: 'PARENT_PROPERTIES',
    page: 1,
    pageSize: 25,
    sort: 'name',
    order: 'asc',
    search: '',
    ...changes,
  };
  const query = pageQueryString(params);
  return `/entities/1/properties?${query}`;
}

const totalsUrl = (view: PropertyViewName = 'PARENT_PROPERTIES', search = '') =>
  `/entities/1/properties/totals?${new URLSearchParams({ view, ...(search ? { search } : {}) })}`;

const euro = (changes: Partial<PropertyTotals> = {}): PropertyTotals => ({
  currency: 'Euro',
  value: 0,
  contract: 0,
  contractNet: 0,
  expensesYear: 0,
  expenses: 0,
  profitGross: null,
  profitNet: null,
  ...changes,
});

/** The answers of one page and of its totals call. */
function listAnswers(
  items: PropertyListItem[],
  {
    changes = {},
    total = items.length,
    views = ['PARENT_PROPERTIES'],
    totals = [euro()],
  }: {
    changes?: Partial<PropertyPageParams>;
    total?: number;
    views?: PropertyViewName[];
    totals?: PropertyTotals[];
  } = {},
) {
  return {
    [pageUrl(changes)]: { items, total },
    [totalsUrl(changes.view, changes.search)]: { views, totals },
  };
}

const bodyRows = () => {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body as HTMLElement).getAllByRole('row');
};

describe('Property list', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    startSession();
    sessionStore.update({ accessMap: { 1: 'ADMIN' } });
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('asks for the parent properties by default and offers the views the server names', async () => {
    const views: PropertyViewName[] = ['PARENT_PROPERTIES', 'BUILDINGS', 'APARTMENTS', 'GARAGES'];
    mockApi({
      ...listAnswers(
        [
          listItem(1, { name: 'Prédio Augusta', propertyType: propertyType(2), numChildren: 2 }),
          listItem(4, { name: 'Box', propertyType: propertyType(5) }),
        ],
        { views },
      ),
      ...listAnswers(
        [
          listItem(2, { name: 'Flat 1', propertyType: propertyType(3), parentPropertyId: 1 }),
          listItem(3, { name: 'Flat 2', propertyType: propertyType(3), parentPropertyId: 1 }),
        ],
        { changes: { view: 'APARTMENTS' }, views },
      ),
    });
    renderList();
    expect(await screen.findByText('Prédio Augusta')).toBeTruthy();
    expect(screen.getByText('Box')).toBeTruthy();
    expect(screen.getByText('2 inner properties')).toBeTruthy();
    await waitFor(() =>
      expect(viewButtons()).toEqual(['Main properties', 'Buildings', 'Apartments', 'Garages']),
    );
    expect(screen.getByRole('button', { name: 'Main properties' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Apartments' }));
    expect(await screen.findByText('Flat 1')).toBeTruthy();
    expect(screen.getByText('Flat 2')).toBeTruthy();
    expect(screen.queryByText('Prédio Augusta')).toBeNull();
  });

  it('shows the tax codes in the TAXES view, kept in the URL', async () => {
    mockApi(
      listAnswers([listItem(1, { name: 'Casa', code: 'U-1234' })], {
        changes: { view: 'TAXES' },
        views: ['PARENT_PROPERTIES', 'HOUSES', 'TAXES'],
      }),
    );
    renderList('/entities/1/properties?view=taxes');
    expect(await screen.findByText('Tax code: U-1234')).toBeTruthy();
    expect(bodyRows()).toHaveLength(1);
  });

  it('falls back to the default view when the one in the URL is not offered', async () => {
    mockApi({
      ...listAnswers([], { changes: { view: 'GARAGES' } }),
      ...listAnswers([listItem(1, { name: 'Casa' })]),
    });
    renderList('/entities/1/properties?view=garages');
    expect(await screen.findByText('Casa')).toBeTruthy();
  });

  it('shows each row’s figures, with bedrooms as T<n>, the address, occupation, and - for no profit', async () => {
    mockApi(
      listAnswers([
        listItem(1, {
          name: 'Casa',
          numBedrooms: 2,
          address: address('Rua Augusta'),
          occupation: 50,
          valueHierarchy: 250000,
          contractAmountHierarchy: 1000,
          contractNetAmountHierarchy: 750,
          profitGross: 4.8,
          profitNet: 3.6,
          expensesAmountYearHierarchy: 120.5,
          expensesAmountHierarchy: 1500,
        }),
        listItem(2, { name: 'Garagem', profitGross: null, profitNet: null, occupation: null }),
      ]),
    );
    renderList();
    await screen.findByText('Casa');
    const [casa, garagem] = bodyRows() as [HTMLElement, HTMLElement];
    expect(within(casa).getByText('T2')).toBeTruthy();
    expect(within(casa).getByText('Rua Augusta 12, 1100-053 Lisboa')).toBeTruthy();
    expect(within(casa).getByText('Occupation 50%')).toBeTruthy();
    expect(within(casa).getByText('€250,000.00')).toBeTruthy();
    expect(within(casa).getByText('€1,000.00')).toBeTruthy();
    expect(within(casa).getByText('€750.00')).toBeTruthy();
    expect(within(casa).getByText('4.8%')).toBeTruthy();
    expect(within(casa).getByText('3.6%')).toBeTruthy();
    expect(within(casa).getByText('€120.50')).toBeTruthy();
    expect(within(casa).getByText('€1,500.00')).toBeTruthy();
    expect(within(garagem).getAllByText('-')).toHaveLength(2);
    expect(within(garagem).queryByText(/Occupation/)).toBeNull();
  });

  it('shows the totals of the whole view from their own call, a line per currency', async () => {
    await i18n.changeLanguage('pt');
    mockApi(
      listAnswers([listItem(1)], {
        totals: [
          euro({ value: 0.3, contract: 0.3, expenses: 1233.3, profitGross: 0.29, profitNet: 0 }),
          euro({ currency: 'US Dollar', value: 50 }),
        ],
      }),
    );
    renderList();
    await screen.findByText('Property 1');
    const [, , footer] = screen.getAllByRole('rowgroup');
    const totals = within(footer as HTMLElement);
    expect(await totals.findByText('Total')).toBeTruthy();
    expect(totals.getAllByText('0,30 €')).toHaveLength(2);
    expect(totals.getByText('1.233,30 €')).toBeTruthy();
    expect(totals.getByText('0,29%')).toBeTruthy();
    // Another currency on a line of its own, by its Portuguese name.
    expect(totals.getByText(/^50,00 D/)).toBeTruthy();
  });

  it('asks the server for the next page, a larger page and a sort, keeping each in the URL', async () => {
    const first = Array.from({ length: 25 }, (_, index) => listItem(index + 1));
    const fetchMock = mockApi({
      ...listAnswers(first, { total: 30 }),
      ...listAnswers([listItem(26, { name: 'Property 26' })], { changes: { page: 2 }, total: 30 }),
      ...listAnswers([listItem(30, { name: 'Dearest' })], {
        changes: { sort: 'value', order: 'asc' },
        total: 30,
      }),
    });
    renderList();
    await screen.findByText('Property 1');
    expect(bodyRows()).toHaveLength(25);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Property 26')).toBeTruthy();
    fireEvent.click(screen.getByRole('columnheader', { name: /Value/ }));
    expect(await screen.findByText('Dearest')).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked).toContain(`/api${pageUrl({ page: 2 })}`);
    expect(asked).toContain(`/api${pageUrl({ sort: 'value' })}`);
  });

  it('opens on the page, sort and search of a shared link', async () => {
    mockApi(
      listAnswers([listItem(9, { name: 'Loja da Rua Augusta' })], {
        changes: { page: 3, pageSize: 50, sort: 'profit', order: 'desc', search: 'augusta' },
        total: 120,
      }),
    );
    renderList('/entities/1/properties?page=3&rows=50&sort=profit&order=desc&q=augusta');
    expect(await screen.findByText('Loja da Rua Augusta')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search properties' }) as HTMLInputElement).value).toBe(
      'augusta',
    );
  });

  it('searches once typing pauses, from the first page', async () => {
    mockApi({
      ...listAnswers([listItem(1, { name: 'Casa' })]),
      ...listAnswers([listItem(2, { name: 'Maria’s flat' })], { changes: { search: 'maria' } }),
    });
    renderList();
    await screen.findByText('Casa');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search properties' }), {
      target: { value: 'maria ' },
    });
    expect(await screen.findByText('Maria’s flat')).toBeTruthy();
    expect(screen.queryByText('Casa')).toBeNull();
  });

  it('explains the profit formula on its header', async () => {
    mockApi(listAnswers([listItem(1)]));
    renderList();
    // On phones each cell repeats its column's title, so the header is found by its role.
    const header = await screen.findByRole('columnheader', { name: /Profit/ });
    // PrimeReact binds a tooltip's events only once it has rendered a second time: hover until it shows.
    await waitFor(() => {
      fireEvent.mouseEnter(header);
      expect(screen.getByText('Profit = Contract * 12 / (Value + Expenses)')).toBeTruthy();
    });
    fireEvent.mouseLeave(header);
    await waitFor(() => expect(screen.queryByText(/^Profit = /)).toBeNull());

    // Keyboard users get it on focus.
    fireEvent.focus(header);
    expect(await screen.findByText('Profit = Contract * 12 / (Value + Expenses)')).toBeTruthy();
  });

  it('says so when there are none', async () => {
    mockApi(listAnswers([], { totals: [] }));
    renderList();
    expect(await screen.findByText('No properties found')).toBeTruthy();
    expect(screen.queryByText('Total')).toBeNull();
  });

  it('offers New property to an ADMIN only', async () => {
    mockApi(listAnswers([]));
    renderList();
    expect((await screen.findByRole('link', { name: 'New property' })).getAttribute('href')).toBe(
      '/entities/1/property/new',
    );
    cleanup();

    sessionStore.update({ accessMap: { 1: 'MANAGER' } });
    renderList();
    await screen.findByText('No properties found');
    expect(screen.queryByRole('link', { name: 'New property' })).toBeNull();
  });

  it('opens a property on a row click and on Enter on a focused row', async () => {
    mockApi(listAnswers([listItem(7, { name: 'Casa' }), listItem(8, { name: 'Loja' })]));
    renderList();
    await screen.findByText('Casa');
    const [, valueCell] = within(bodyRows()[0] as HTMLElement).getAllByRole('cell');
    fireEvent.click(valueCell as HTMLElement);
    expect(await screen.findByText('Property page 7')).toBeTruthy();
    cleanup();

    renderList();
    await screen.findByText('Loja');
    const loja = bodyRows()[1] as HTMLElement;
    loja.focus();
    fireEvent.keyDown(loja, { key: 'Enter', code: 'Enter' });
    expect(await screen.findByText('Property page 8')).toBeTruthy();
  });

  it('says the entity is not found when the list answers 404', async () => {
    mockApi({ [pageUrl()]: new Reply(404, { message: 'Entity not found.' }) });
    renderList();
    expect(await screen.findByText('Entity not found')).toBeTruthy();
  });

  it('shows another failure with a retry', async () => {
    mockApi({ [pageUrl()]: new Reply(500, { message: 'Something went wrong on our side.' }) });
    renderList();
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('propertyTotals', () => {
  it('adds in whole cents, per currency, with the profit of the totals', () => {
    const totals = propertyTotals([
      listItem(1, { valueHierarchy: 0.1, contractAmountHierarchy: 0.1, expensesAmountYearHierarchy: 0.7 }),
      listItem(2, { valueHierarchy: 0.2, contractAmountHierarchy: 0.2, expensesAmountYearHierarchy: 0.1 }),
      listItem(3, {
        currency: 'US Dollar',
        valueHierarchy: 100_000,
        expensesAmountHierarchy: 20_000,
        contractAmountHierarchy: 500,
        contractNetAmountHierarchy: 375,
      }),
    ]);
    expect(totals).toEqual([
      {
        currency: 'Euro',
        value: 0.3,
        contract: 0.3,
        contractNet: 0,
        expensesYear: 0.8,
        expenses: 0,
        profitGross: 1200,
        profitNet: 0,
      },
      {
        currency: 'US Dollar',
        value: 100_000,
        contract: 500,
        contractNet: 375,
        expensesYear: 0,
        expenses: 20_000,
        profitGross: 5,
        profitNet: 3.75,
      },
    ]);
  });

  it('has no profit when value and expenses are 0', () => {
    const [total] = propertyTotals([listItem(1, { contractAmountHierarchy: 500 })]);
    expect(total?.profitGross).toBeNull();
  });
});
