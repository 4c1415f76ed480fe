import type { ConfirmationView, PortalContract, PortalRent } from '@arrenda/core';
import { Route, Routes, useLocation } from 'react-router';
import MyRentalsRoute from '@/app/routes/portal/my-rentals';
import TenantInvitationRoute from '@/app/routes/portal/tenant-invitation';
import { renderWithProviders } from '@/testing/render';

export { SLOW, sent, type, typeDate } from '@/features/contracts/__tests__/contract-fixtures';

export const CONTRACTS = '/portal/contracts';
export const RENTS = `${CONTRACTS}/12/rents`;

/** Contract 12 of Casas do Tejo on a T1 in Alfama, 750 € a month, nothing owed; override what a test is about. */
export const portalContract = (id = 12, overrides: Partial<PortalContract> = {}): PortalContract => ({
  id,
  entityId: 1,
  landlordName: 'Casas do Tejo, Lda.',
  propertyId: 7,
  propertyName: 'T1 Alfama',
  propertyType: { id: 3, name: 'APARTMENT' },
  address: {
    id: 1,
    version: 1,
    street: 'Rua dos Remédios',
    number: '5',
    floor: '1Dto',
    mailBox: null,
    postalCode: '1100-441',
    latitude: null,
    longitude: null,
    city: { id: 1, name: 'Lisboa', countryId: 1, country: 'Portugal' },
  },
  tenants: [{ id: 4, name: 'Joana Pires' }],
  startDate: '2026-01-01T10:00:00.000Z',
  endDate: '2027-12-31T16:00:00.000Z',
  currency: 'Euro',
  totalAmount: 750,
  debt: 0,
  pendingConfirmations: 0,
  ...overrides,
});

/** A rent of 750 € for `month` ('YYYY-MM'), due on the 28th, not paid; override what a test is about. */
export const portalRent = (id: number, month: string, overrides: Partial<PortalRent> = {}): PortalRent => ({
  id,
  currency: 'Euro',
  paymentPeriodDate: `${month}-15T12:00:00.000Z`,
  paymentDueDate: `${month}-28T12:00:00.000Z`,
  amount: 750,
  retainedAmount: null,
  amountPaid: 0,
  amountToPay: 750,
  paid: false,
  payments: [],
  confirmations: [],
  ...overrides,
});

/** A pending confirmation of 750 € paid on `day`, without note or proof. */
export const confirmationView = (
  id: number,
  day: string,
  overrides: Partial<ConfirmationView> = {},
): ConfirmationView => ({
  id,
  amount: 750,
  paymentDate: `${day}T12:00:00.000Z`,
  note: null,
  status: 'PENDING',
  reason: null,
  createdAt: `${day}T18:00:00.000Z`,
  decidedAt: null,
  proof: null,
  ...overrides,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The portal's pages at `path` (My rentals, the invitation), with any other page shown as its path. */
export function renderPortal(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/portal" element={<MyRentalsRoute />} />
      <Route path="/tenantInvitation" element={<TenantInvitationRoute />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    path,
  );
}
