import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { sessionStore } from '../../../lib/session';
import { mockApi, Reply, renderWithProviders, startSession } from '../../../testing/render';
import { PropertyList } from '../components/property-list';
import { propertyTotals } from '../components/property-totals';
import { address, listItem, propertyType } from './property-fixtures';

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

  it('shows the parent properties by default and offers only the views that have properties', async () => {
    mockApi({
      '/entities/1/properties': [
        listItem(1, { name: 'Prédio Augusta', propertyType: propertyType(2), numChildren: 2 }),
        listItem(2, { name: 'Flat 1', propertyType: propertyType(3), parentPropertyId: 1 }),
        listItem(3, { name: 'Flat 2', propertyType: propertyType(3), parentPropertyId: 1 }),
        listItem(4, { name: 'Box', propertyType: propertyType(5) }),
      ],
    });
    renderList();
    expect(await screen.findByText('Prédio Augusta')).toBeTruthy();
    expect(screen.getByText('Box')).toBeTruthy();
    expect(screen.queryByText('Flat 1')).toBeNull();
    expect(screen.getByText('2 inner properties')).toBeTruthy();

    // No codes: no TAXES; no houses, bedrooms...: no such views.
    expect(viewButtons()).toEqual(['Main properties', 'Buildings', 'Apartments', 'Garages']);
    expect(screen.getByRole('button', { name: 'Main properties' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Apartments' }));
    expect(await screen.findByText('Flat 1')).toBeTruthy();
    expect(screen.getByText('Flat 2')).toBeTruthy();
    expect(screen.queryByText('Prédio Augusta')).toBeNull();
  });

  it('offers TAXES only with a tax code, and shows the codes there', async () => {
    mockApi({
      '/entities/1/properties': [
        listItem(1, { name: 'Casa', code: 'U-1234' }),
        listItem(2, { name: 'Quarto', code: '  ', propertyType: propertyType(4), parentPropertyId: 1 }),
        listItem(3, { name: 'Terreno', propertyType: propertyType(7) }),
      ],
    });
    renderList('/entities/1/properties?view=taxes');
    expect(await screen.findByText('Tax code: U-1234')).toBeTruthy();
    expect(viewButtons()).toEqual(['Main properties', 'Houses', 'Bedrooms', 'Lands', 'Taxes']);
    expect(bodyRows()).toHaveLength(1);
    expect(screen.queryByText('Quarto')).toBeNull();
  });

  it('shows the tax code when switching to TAXES with the same rows on screen', async () => {
    mockApi({ '/entities/1/properties': [listItem(1, { name: 'Casa', code: 'U-1234' })] });
    renderList('/entities/1/properties?view=houses');
    expect(await screen.findByText('Casa')).toBeTruthy();
    expect(screen.queryByText('Tax code: U-1234')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Taxes' }));
    expect(await screen.findByText('Tax code: U-1234')).toBeTruthy();
  });

  it('shows each row’s figures, with bedrooms as T<n>, the address, occupation, and - for no profit', async () => {
    mockApi({
      '/entities/1/properties': [
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
      ],
    });
    renderList();
    const [casa, garagem] = (await screen.findAllByRole('row')).slice(1) as [HTMLElement, HTMLElement];
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

  it('totals the rows shown in whole cents', async () => {
    await i18n.changeLanguage('pt');
    mockApi({
      '/entities/1/properties': [
        listItem(1, { valueHierarchy: 0.1, contractAmountHierarchy: 0.1, expensesAmountHierarchy: 1000.1 }),
        listItem(2, { valueHierarchy: 0.2, contractAmountHierarchy: 0.2, expensesAmountHierarchy: 233.2 }),
        // An inner property is not in the parents view, so not in its totals.
        listItem(3, { parentPropertyId: 1, valueHierarchy: 99 }),
      ],
    });
    renderList();
    await screen.findByText('Property 1');
    const [, , footer] = screen.getAllByRole('rowgroup');
    const totals = within(footer as HTMLElement);
    expect(totals.getByText('Total')).toBeTruthy();
    // 0.1 + 0.2 is 0.30000000000000004 in floating point.
    expect(totals.getAllByText('0,30 €')).toHaveLength(2);
    expect(totals.getByText('1.233,30 €')).toBeTruthy();
    // Profit of the totals: 0,30 * 12 / (0,30 + 1.233,30) * 100, gross; no net amount, so 0 net.
    expect(totals.getByText('0,29%')).toBeTruthy();
    expect(totals.getByText('0%')).toBeTruthy();
  });

  it('shows a long list a page at a time, totalling every row', async () => {
    mockApi({
      '/entities/1/properties': Array.from({ length: 30 }, (_, index) =>
        listItem(index + 1, { valueHierarchy: 1 }),
      ),
    });
    renderList();
    await screen.findByText('Property 1');
    expect(bodyRows()).toHaveLength(25);
    const [, , footer] = screen.getAllByRole('rowgroup');
    expect(within(footer as HTMLElement).getByText('€30.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Property 30')).toBeTruthy();
    expect(bodyRows()).toHaveLength(5);
  });

  it('keeps amounts of different currencies apart in the totals', async () => {
    mockApi({
      '/entities/1/properties': [
        listItem(1, { valueHierarchy: 100, currency: 'Euro' }),
        listItem(2, { valueHierarchy: 50, currency: 'US Dollar' }),
        listItem(3, { valueHierarchy: 25, currency: 'Euro' }),
      ],
    });
    renderList();
    await screen.findByText('Property 1');
    const [, , footer] = screen.getAllByRole('rowgroup');
    expect(within(footer as HTMLElement).getByText('€125.00')).toBeTruthy();
    expect(within(footer as HTMLElement).getByText('50.00 US Dollar')).toBeTruthy();
  });

  it('explains the profit formula on its header', async () => {
    mockApi({ '/entities/1/properties': [listItem(1)] });
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
    mockApi({ '/entities/1/properties': [] });
    renderList();
    expect(await screen.findByText('No properties found')).toBeTruthy();
    expect(screen.queryByText('Total')).toBeNull();
  });

  it('offers New property to an ADMIN only', async () => {
    mockApi({ '/entities/1/properties': [] });
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
    mockApi({ '/entities/1/properties': [listItem(7, { name: 'Casa' }), listItem(8, { name: 'Loja' })] });
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
    mockApi({ '/entities/1/properties': new Reply(404, { message: 'Entity not found.' }) });
    renderList();
    expect(await screen.findByText('Entity not found')).toBeTruthy();
  });

  it('shows another failure with a retry', async () => {
    mockApi({ '/entities/1/properties': new Reply(500, { message: 'Something went wrong on our side.' }) });
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
