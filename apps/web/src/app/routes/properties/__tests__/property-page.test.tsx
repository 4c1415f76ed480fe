import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PropertyRoute from '@/app/routes/properties/view';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import { contractView } from '@/testing/fixtures/contract-fixtures';
import { address, listItem, overview, propertyType } from '@/testing/fixtures/property-fixtures';
import { ANA, mockApi, Reply, renderWithProviders, startSession } from '@/testing/render';

const OVERVIEW = '/entities/1/properties/5/overview';

/** The property page at `path`, with the property list as a stub to see where a delete goes. */
function renderPage(path = '/entities/1/properties/5') {
  return renderWithProviders(
    <Routes>
      <Route path="/entities/:entityId/properties" element={<p>Property list stub</p>} />
      <Route path="/entities/:entityId/properties/:propertyId" element={<PropertyRoute />} />
    </Routes>,
    path,
  );
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent?.trim());
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('Property page', () => {
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

  it('shows Overview and Details only, when the property has no inner properties and no contracts', async () => {
    mockApi({ [OVERVIEW]: overview(5, { numContracts: 0 }) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Property 5' })).toBeTruthy();
    expect(tabNames()).toEqual(['Overview', 'Details']);
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
  });

  it('adds Inner Properties and Contracts when the property has them, and lists the inner ones', async () => {
    mockApi({
      [OVERVIEW]: overview(5, {
        figures: listItem(5, { propertyType: propertyType(2), numChildren: 2 }),
        numContracts: 1,
      }),
      '/entities/1/properties?parentPropertyId=5': [
        listItem(6, { name: 'Flat 1', parentPropertyId: 5, propertyType: propertyType(3) }),
        listItem(7, { name: 'Flat 2', parentPropertyId: 5, propertyType: propertyType(3) }),
      ],
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Property 5' });
    expect(tabNames()).toEqual(['Overview', 'Details', 'Inner Properties', 'Contracts']);

    fireEvent.click(screen.getByRole('tab', { name: 'Inner Properties' }));
    expect(await screen.findByRole('link', { name: 'Flat 1' })).toBeTruthy();
    expect(hrefOf('Flat 2')).toBe('/entities/1/properties/7');
  });

  it('lists the property’s contracts in the Contracts tab, each opening its contract', async () => {
    mockApi({
      [OVERVIEW]: overview(5, { numContracts: 1 }),
      '/entities/1/properties/5/contracts': [contractView(12, { propertyId: 5 })],
    });
    renderPage('/entities/1/properties/5?tab=contracts');
    const table = await screen.findByRole('table', { name: 'Contracts' });
    const [, body] = within(table).getAllByRole('rowgroup');
    expect(within(body as HTMLElement).getAllByRole('row')).toHaveLength(1);
    expect(within(table).getByRole('link').getAttribute('href')).toBe(
      '/entities/1/properties/5/contracts/12',
    );
  });

  it('opens the tab named in the URL', async () => {
    mockApi({ [OVERVIEW]: overview(5, { baseInfo: { ...overview(5).baseInfo, description: 'Sunny' } }) });
    renderPage('/entities/1/properties/5?tab=details');
    expect(await screen.findByText('Sunny')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Details' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the figures: occupation, and - for a profit that has no value or expenses to divide by', async () => {
    mockApi({
      [OVERVIEW]: overview(5, {
        figures: listItem(5, {
          propertyType: propertyType(2),
          numChildren: 2,
          valueHierarchy: 0,
          contractAmountHierarchy: 1000,
          contractNetAmountHierarchy: 750,
          occupation: 50,
          countContractibleProperties: 2,
          countActiveContracts: 1,
          profitGross: null,
          profitNet: null,
        }),
      }),
    });
    renderPage();
    const occupation = (await screen.findByText('Occupation')).closest('div') as HTMLElement;
    expect(within(occupation).getByText('50%')).toBeTruthy();
    expect(within(occupation).getByText('1 of 2 units let')).toBeTruthy();
    const profit = screen.getByText('Profit').closest('div') as HTMLElement;
    expect(within(profit).getAllByText('-')).toHaveLength(2);
    expect(within(profit).getByText('Profit = Contract * 12 / (Value + Expenses)')).toBeTruthy();
    const contract = screen.getByText('Contract').closest('div') as HTMLElement;
    expect(within(contract).getByText('€1,000.00')).toBeTruthy();
    expect(within(contract).getByText('€750.00')).toBeTruthy();
  });

  it('shows the profit percentages when there are some', async () => {
    mockApi({
      [OVERVIEW]: overview(5, { figures: listItem(5, { profitGross: 4.8, profitNet: 3.65 }) }),
    });
    renderPage();
    const profit = (await screen.findByText('Profit')).closest('div') as HTMLElement;
    expect(within(profit).getByText('4.8%')).toBeTruthy();
    expect(within(profit).getByText('3.65%')).toBeTruthy();
  });

  it('shows the address, the parent as a link, and the expenses and files cards', async () => {
    mockApi({
      '/entities/1/expenses?propertyId=5&page=1&pageSize=10&sort=date&order=desc': { items: [], total: 0 },
      [OVERVIEW]: overview(5, {
        baseInfo: { ...overview(5).baseInfo, address: address('Rua Augusta') },
        parent: { id: 2, name: 'Prédio Augusta', propertyType: propertyType(2), propertyTypeId: 2 },
      }),
    });
    renderPage();
    expect(await screen.findByText('Rua Augusta 12, 1100-053 Lisboa')).toBeTruthy();
    expect(hrefOf('Prédio Augusta')).toBe('/entities/1/properties/2');
    const expenses = screen.getByRole('region', { name: 'Expenses' });
    expect(expenses.id).toBe('expenses');
    expect(await within(expenses).findByText('No expenses found')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Files' })).getByText('No files yet')).toBeTruthy();
  });

  it('scrolls to #expenses once the property has loaded', async () => {
    // jsdom does not scroll: record which elements are asked to (the tab bar scrolls its tab too).
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    try {
      mockApi({ [OVERVIEW]: overview(5) });
      renderPage('/entities/1/properties/5#expenses');
      await waitFor(() => expect(scrolled).toContain('expenses'));
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('gives an ADMIN every link, with its exact address', async () => {
    mockApi({ [OVERVIEW]: overview(5) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Property 5' });
    expect(hrefOf('Edit property')).toBe('/entities/1/properties/5/edit');
    expect(hrefOf('New inner property')).toBe('/entities/1/property/new?parent=5');
    expect(hrefOf('New contract')).toBe('/entities/1/contract/new?property=5');
    expect(hrefOf('New expense')).toBe('/entities/1/expense/new?propertyId=5');
    expect(screen.getByRole('button', { name: 'Delete property' })).toBeTruthy();
  });

  it('gives a user with the create right only new contract and new expense (properties are for ADMINs)', async () => {
    sessionStore.update({ accessMap: { 1: 'EDITOR' } });
    mockApi({ [OVERVIEW]: overview(5) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Property 5' });
    expect(hrefOf('New contract')).toBe('/entities/1/contract/new?property=5');
    expect(hrefOf('New expense')).toBe('/entities/1/expense/new?propertyId=5');
    expect(screen.queryByRole('link', { name: 'Edit property' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New inner property' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete property' })).toBeNull();
  });

  it('gives a reader no write links', async () => {
    sessionStore.update({ accessMap: { 1: 'READ' } });
    mockApi({ [OVERVIEW]: overview(5) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Property 5' });
    expect(screen.queryByRole('navigation', { name: 'Property actions' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit property' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete property' })).toBeNull();
    expect(hrefOf('Back to the properties')).toBe('/entities/1/properties');
  });

  it('deletes after the user types their own e-mail, then toasts and goes to the property list', async () => {
    const fetchMock = mockApi({
      [OVERVIEW]: overview(5),
      'DELETE /entities/1/properties/5': new Reply(204, null),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete property' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete property' });
    const deleteButton = within(dialog).getByRole('button', { name: 'Delete' });
    expect(deleteButton).toHaveProperty('disabled', true);

    const field = within(dialog).getByLabelText(`To confirm, type your email (${ANA.email})`);
    fireEvent.change(field, { target: { value: 'bruno@arrenda.test' } });
    expect(deleteButton).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: ANA.email } });
    expect(deleteButton).toHaveProperty('disabled', false);
    fireEvent.click(deleteButton);

    expect(await screen.findByText('Property list stub')).toBeTruthy();
    expect(await screen.findByText('Property successfully deleted')).toBeTruthy();
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes.map(([url]) => String(url))).toEqual(['/api/entities/1/properties/5']);
  });

  it('says so in Portuguese too', async () => {
    await i18n.changeLanguage('pt');
    mockApi({ [OVERVIEW]: overview(5), 'DELETE /entities/1/properties/5': new Reply(204, null) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar imóvel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar imóvel' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: ANA.email } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Imóvel eliminado com sucesso')).toBeTruthy();
  });

  it('shows a refused delete as an error toast and stays on the page', async () => {
    const refusal = 'You do not have permission to do this.';
    mockApi({
      [OVERVIEW]: overview(5),
      'DELETE /entities/1/properties/5': new Reply(403, { message: refusal }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete property' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete property' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: ANA.email } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.queryByText('Property list stub')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Property 5' })).toBeTruthy();
  });

  it('says the property is not found on a 404, with a way back to the list', async () => {
    mockApi({ [OVERVIEW]: new Reply(404, { message: 'Property not found.' }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Property not found' })).toBeTruthy();
    expect(hrefOf('Back to the properties')).toBe('/entities/1/properties');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says not found without asking the server for an id that is no id', async () => {
    const fetchMock = mockApi({});
    renderPage('/entities/1/properties/abc');
    expect(await screen.findByRole('heading', { name: 'Property not found' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/properties/'))).toBe(false);
  });

  it('shows another failure with a retry', async () => {
    mockApi({ [OVERVIEW]: new Reply(500, { message: 'Something went wrong on our side.' }) });
    renderPage();
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The property could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
