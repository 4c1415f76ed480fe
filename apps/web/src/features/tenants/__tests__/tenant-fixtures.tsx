import type { TenantContractItem, TenantOverview, TenantView } from '@arrenda/core';
import { fireEvent, screen } from '@testing-library/react';
import { Link, Route, Routes, useLocation } from 'react-router';
import EditTenantRoute from '@/app/routes/tenants/edit';
import NewTenantRoute from '@/app/routes/tenants/new';
import TenantRoute from '@/app/routes/tenants/view';
import { TenantList } from '@/features/tenants/components/tenant-list';
import { type mockApi, renderWithProviders } from '@/testing/render';

/** A tenant with a name and nothing else, on no contract; override what a test is about. */
export const tenant = (id: number, overrides: Partial<TenantView> = {}): TenantView => ({
  id,
  version: 1,
  name: `Tenant ${id}`,
  email: null,
  phone: null,
  fiscalNumber: null,
  note: null,
  address: null,
  postalCode: null,
  numActiveContracts: 0,
  numContracts: 0,
  numEndedContracts: 0,
  ...overrides,
});

/** The tenant page's overview: no contracts, no files unless given. */
export const overview = (id: number, overrides: Partial<TenantOverview> = {}): TenantOverview => ({
  ...tenant(id),
  contracts: [],
  files: [],
  ...overrides,
});

/** A contract of the tenant's history on property 3, an apartment in Lisboa. */
export const contractItem = (
  id: number,
  overrides: Partial<TenantContractItem> = {},
): TenantContractItem => ({
  id,
  propertyId: 3,
  property: {
    id: 3,
    name: 'T2 Alfama',
    propertyType: { id: 3, name: 'APARTMENT' },
    address: {
      id: 1,
      version: 1,
      street: 'Rua dos Remédios',
      number: '12',
      floor: null,
      mailBox: null,
      postalCode: '1100-053',
      latitude: null,
      longitude: null,
      city: { id: 1, name: 'Lisboa', countryId: 1, country: 'Portugal' },
    },
  },
  startDate: '2024-01-01T10:00:00.000Z',
  endDate: '2025-12-31T16:00:00.000Z',
  amount: 850,
  currency: 'Euro',
  current: false,
  ...overrides,
});

/** Any other page: its path, and a link to New Tenant to come from somewhere. */
export function Where() {
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
      <Link to="/entities/1/tenant/new">Open New Tenant</Link>
    </>
  );
}

/** The tenant routes at `path`, with any other page shown as its path. */
export function renderTenantRoutes(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/entities/:entityId/tenants" element={<TenantList entityId={1} />} />
      <Route path="/entities/:entityId/tenant/new" element={<NewTenantRoute />} />
      <Route path="/entities/:entityId/tenants/:tenantId" element={<TenantRoute />} />
      <Route path="/entities/:entityId/tenants/:tenantId/edit" element={<EditTenantRoute />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    path,
  );
}

/** Where a page led: the stub's path. */
export const where = async () => (await screen.findByTestId('where')).textContent;

/** Types `text` into the field labelled `label` and leaves it. */
export function type(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

/** The JSON bodies sent with `method` to `path`, in order. */
export function sent(fetchMock: ReturnType<typeof mockApi>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === `/api${path}` && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)));
}
