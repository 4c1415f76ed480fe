import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { sessionStore } from '../../../lib/session';
import { mockApi, Reply, renderWithProviders, startSession } from '../../../testing/render';
import { propertyType } from '../../properties/__tests__/property-fixtures';
import { ContractList } from '../components/contract-list';
import { contractView } from './contract-fixtures';

function ContractPageStub() {
  const { propertyId, contractId } = useParams();
  return (
    <p>
      Contract page {propertyId}/{contractId}
    </p>
  );
}

function renderList(path = '/entities/1/contracts') {
  return renderWithProviders(
    <Routes>
      <Route path="/entities/:entityId/contracts" element={<ContractList entityId={1} />} />
      <Route
        path="/entities/:entityId/properties/:propertyId/contracts/:contractId"
        element={<ContractPageStub />}
      />
    </Routes>,
    path,
  );
}

const bodyRows = () => {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body as HTMLElement).getAllByRole('row');
};

/** A day `days` from now, at the hour the API stores ends (16:00 UTC). */
const endIn = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.toISOString().slice(0, 10)}T16:00:00.000Z`;
};

const CONTRACTS = [
  contractView(1, { tenants: [{ id: 3, name: 'Ana Silva' }], endDate: endIn(200) }),
  contractView(2, {
    tenants: [{ id: 4, name: 'Bruno Costa' }],
    startDate: endIn(30),
    endDate: endIn(400),
  }),
  contractView(3, { tenants: [{ id: 5, name: 'Carla Dias' }], endDate: endIn(-40), debt: 250 }),
  contractView(4, { tenants: [{ id: 6, name: 'Duarte Reis' }], endDate: endIn(-400) }),
];

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

  it('shows the active contracts by default, future ones included, and switches to Expired and In Debt', async () => {
    mockApi({ '/entities/1/contracts': CONTRACTS });
    renderList();
    await screen.findByText('Ana Silva');
    expect(screen.getByRole('button', { name: 'Active' }).getAttribute('aria-pressed')).toBe('true');
    expect(tenantsShown()).toEqual(['Ana Silva', 'Bruno Costa']);

    fireEvent.click(screen.getByRole('button', { name: 'Expired' }));
    await screen.findByText('Carla Dias');
    expect(tenantsShown()).toEqual(['Carla Dias', 'Duarte Reis']);

    fireEvent.click(screen.getByRole('button', { name: 'In Debt' }));
    await screen.findByText('Carla Dias');
    expect(tenantsShown()).toEqual(['Carla Dias']);
  });

  it('opens on the filter named in the URL', async () => {
    mockApi({ '/entities/1/contracts': CONTRACTS });
    renderList('/entities/1/contracts?filter=in_debt');
    await screen.findByText('Carla Dias');
    expect(screen.getByRole('button', { name: 'In Debt' }).getAttribute('aria-pressed')).toBe('true');
    expect(bodyRows()).toHaveLength(1);
  });

  it('shows each row’s property, tenants, period, total over net and debt', async () => {
    mockApi({
      '/entities/1/contracts': [
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
      ],
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
    mockApi({ '/entities/1/contracts': CONTRACTS });
    renderList();
    await screen.findByText('Ana Silva');
    const [, tenantsCell] = within(bodyRows()[0] as HTMLElement).getAllByRole('cell');
    fireEvent.click(tenantsCell as HTMLElement);
    expect(await screen.findByText('Contract page 7/1')).toBeTruthy();
    cleanup();

    renderList();
    await screen.findByText('Bruno Costa');
    const row = bodyRows()[1] as HTMLElement;
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter', code: 'Enter' });
    expect(await screen.findByText('Contract page 7/2')).toBeTruthy();
  });

  it('offers New contract with the create right only', async () => {
    mockApi({ '/entities/1/contracts': [] });
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
    mockApi({ '/entities/1/contracts': [] });
    renderList('/entities/1/contracts?filter=expired');
    expect(await screen.findByText('No expired contracts')).toBeTruthy();
    cleanup();

    await i18n.changeLanguage('pt');
    renderList('/entities/1/contracts?filter=in_debt');
    expect(await screen.findByText('Não há contratos em dívida')).toBeTruthy();
  });

  it('says the entity is not found on a 404, and offers a retry on another failure', async () => {
    mockApi({ '/entities/1/contracts': new Reply(404, { message: 'Entity not found.' }) });
    renderList();
    expect(await screen.findByText('Entity not found')).toBeTruthy();
    cleanup();

    mockApi({ '/entities/1/contracts': new Reply(500, { message: 'Something went wrong on our side.' }) });
    renderList();
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
