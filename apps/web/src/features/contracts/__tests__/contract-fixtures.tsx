import type { ContractOverview, ContractView, PropertySummaryItem, TenantView } from '@arrenda/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { expect } from 'vitest';
import EditContractRoute from '@/app/routes/contracts/edit';
import NewContractRoute from '@/app/routes/contracts/new';
import { address, propertyType, summaryAnswer } from '@/features/properties/__tests__/property-fixtures';
import { pagedList } from '@/testing/paged-list';
import { type mockApi, renderWithProviders } from '@/testing/render';

/** Driving PrimeReact selects and transitions makes these tests slower than the default 5 s allows. */
export const SLOW = { timeout: 20_000 };

const lov = (...names: string[]) => names.map((name, index) => ({ id: index + 1, name }));

export const LOV_ANSWERS: Record<string, unknown> = {
  '/lov/currencies': lov('Euro', 'US Dollar'),
  '/lov/frequencyTypes': lov('DAY', 'WEEK', 'MONTH', 'YEAR'),
};

/** A house at Rua Augusta 12 and a garage without an address. */
export const SUMMARY: PropertySummaryItem[] = [
  {
    id: 7,
    name: 'Casa Augusta',
    propertyType: propertyType(1),
    parentPropertyId: null,
    address: address('Rua Augusta'),
  },
  { id: 8, name: 'Box', propertyType: propertyType(5), parentPropertyId: null, address: null },
];

const tenant = (id: number, name: string): TenantView => ({
  id,
  version: 1,
  name,
  email: null,
  phone: null,
  fiscalNumber: null,
  note: null,
  address: null,
  postalCode: null,
  numActiveContracts: 0,
  numContracts: 0,
  numEndedContracts: 0,
});
export const TENANTS: TenantView[] = [tenant(3, 'Ana Silva'), tenant(4, 'Bruno Costa')];

/** The answers the form loads: lookups, properties and tenants of entity 1. */
export const FORM_ANSWERS: Record<string, unknown> = {
  ...LOV_ANSWERS,
  '/entities/1/properties/summary': summaryAnswer(SUMMARY),
  '/entities/1/tenants': pagedList(TENANTS, { words: (row) => row.name }),
};

/** A monthly contract of 1.000 € on the house, for Ana, through 2025; override what a test is about. */
export const contractView = (id: number, overrides: Partial<ContractView> = {}): ContractView => ({
  id,
  version: 1,
  entityId: 1,
  propertyId: 7,
  property: {
    id: 7,
    name: 'Casa Augusta',
    propertyType: propertyType(1),
    propertyTypeId: 1,
    address: address('Rua Augusta'),
  },
  startDate: '2025-01-01T10:00:00.000Z',
  endDate: '2025-12-31T16:00:00.000Z',
  startDateRenegotiationPeriod: null,
  endDateRenegotiationPeriod: null,
  tenants: [{ id: 3, name: 'Ana Silva' }],
  amount: 1000,
  extraAmount: null,
  extraAmountDescription: null,
  currencyId: 1,
  currency: 'Euro',
  guarantee: null,
  taxableAmount: 1000,
  taxRetention: false,
  taxRetentionPercentage: null,
  frequencyTypeId: 3,
  frequencyValue: 1,
  automaticRents: false,
  rentDueDay: 1,
  totalAmount: 1000,
  retainedAmount: 0,
  amountAfterTaxes: 1000,
  untaxedAmount: 0,
  debt: 0,
  lastPaymentPeriod: null,
  current: true,
  ...overrides,
});

export const contractOverview = (
  id: number,
  overrides: Partial<ContractOverview> = {},
): ContractOverview => ({
  ...contractView(id, overrides),
  files: [],
  rentWarnings: { missing: [], duplicates: [] },
  ...overrides,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

/** The new and edit routes at `path`, with any other page shown as its path. */
export function renderForm(path = '/entities/1/contract/new') {
  return renderWithProviders(
    <Routes>
      <Route path="/entities/:entityId/contract/new" element={<NewContractRoute />} />
      <Route
        path="/entities/:entityId/properties/:propertyId/contracts/:contractId/edit"
        element={<EditContractRoute />}
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    path,
  );
}

/** Opens the select labelled `label` (single or multiple) and picks `option` from its panel. */
export async function choose(label: string, option: string) {
  const select = screen.getByLabelText(label).closest('.p-dropdown, .p-multiselect');
  if (!select) throw new Error(`no select labelled ${label}`);
  // The option is clicked in the step that found it: waitFor resolves a macrotask later, and a
  // render in between can replace the panel's items, leaving a detached one that takes no click.
  await waitFor(() => {
    if (select.querySelector('[aria-expanded="true"]') === null) fireEvent.click(select);
    const found = screen
      .getAllByRole('option', { name: option, hidden: true })
      .find((element) => element.tagName === 'LI');
    expect(found).toBeTruthy();
    fireEvent.click(found as HTMLElement);
  });
}

/** The answer `option` of the side-by-side choice labelled `label` (Tax Retention: Yes, No). */
export const choiceIn = (label: string, option: string) =>
  within(screen.getByRole('group', { name: label })).getByRole('button', { name: option });

/** What the select labelled `label` shows. */
export const shownIn = (label: string) =>
  screen.getByLabelText(label).closest('.p-dropdown')?.querySelector('.p-dropdown-label')?.textContent;

/** Types `text` into an input and leaves it (number inputs take their value on blur). */
export function type(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

/** Types a day as dd-MM-yyyy into the date picker labelled `label`. */
export function typeDate(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.input(input, { target: { value: text } });
  fireEvent.blur(input);
}

type FetchMock = ReturnType<typeof mockApi>;

/** The JSON bodies sent with `method` to `path`, in order. */
export function sent(fetchMock: FetchMock, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === `/api${path}` && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)));
}
