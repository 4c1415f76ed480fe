import type { PaymentView, RentView } from '@arrenda/core';
import { Route, Routes, useLocation } from 'react-router';
import EditRentRoute from '@/app/routes/rents/edit';
import NewRentRoute from '@/app/routes/rents/new';
import PayRentRoute from '@/app/routes/rents/pay';
import { RentsSection } from '@/features/rents/components/rents-section';
import { renderWithProviders } from '@/testing/render';

export {
  choose,
  contractOverview,
  contractView,
  LOV_ANSWERS,
  SLOW,
  sent,
  shownIn,
  type,
  typeDate,
} from '@/features/contracts/__tests__/contract-fixtures';

export const CONTRACT = '/entities/1/properties/7/contracts/12';
export const RENTS = `${CONTRACT}/rents`;
/** The first page of the rents as the contract page asks for it: 10, newest period first. */
export const RENT_PAGE = `${RENTS}?page=1&pageSize=10&sort=period&order=desc`;
/** The answer of one page of rents: its rents and how many the contract has. */
export const rentPage = (items: RentView[], total = items.length) => ({ items, total });
export const OVERVIEW = `${CONTRACT}/overview`;
export const IDS = { entityId: 1, propertyId: 7, contractId: 12 };

/** A payment on `day` ('YYYY-MM-DD') of `amount` euro. */
export const paymentView = (
  id: number,
  day: string,
  amount: number,
  overrides: Partial<PaymentView> = {},
) => ({
  id,
  currencyId: 1,
  currency: 'Euro',
  paymentDate: `${day}T12:00:00.000Z`,
  amount,
  taxableAmount: null,
  description: null,
  receipt: null,
  ...overrides,
});

/** A rent of 1.000 € for `month` ('YYYY-MM'), due at its end, not paid; override what a test is about. */
export const rentView = (id: number, month: string, overrides: Partial<RentView> = {}): RentView => ({
  id,
  version: 1,
  contractId: 12,
  currencyId: 1,
  currency: 'Euro',
  paymentDueDate: `${month}-28T12:00:00.000Z`,
  paymentPeriodDate: `${month}-15T12:00:00.000Z`,
  amount: 1000,
  retainedAmount: null,
  taxableAmount: 1000,
  amountPaid: 0,
  paymentDate: null,
  amountToPay: 1000,
  paid: false,
  payments: [],
  ...overrides,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.hash}`}</p>;
}

/** The rents section of contract 12 on its own. */
export const renderSection = () => renderWithProviders(<RentsSection ids={IDS} />, CONTRACT);

/** The new rent, edit rent and payment routes at `path`, with any other page shown as its path. */
export function renderRentPage(path: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/entities/:entityId/properties/:propertyId/contracts/:contractId/rent/new"
        element={<NewRentRoute />}
      />
      <Route
        path="/entities/:entityId/properties/:propertyId/contracts/:contractId/rents/:rentId/edit"
        element={<EditRentRoute />}
      />
      <Route
        path="/entities/:entityId/properties/:propertyId/contracts/:contractId/rents/:rentId/pay"
        element={<PayRentRoute />}
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    path,
  );
}
