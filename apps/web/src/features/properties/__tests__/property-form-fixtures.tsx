import type { PropertySummaryItem, PropertyView } from '@arrenda/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { expect } from 'vitest';
import EditPropertyRoute from '@/app/routes/properties/edit';
import NewPropertyRoute from '@/app/routes/properties/new';
import { type mockApi, renderWithProviders } from '@/testing/render';
import { address, propertyType } from './property-fixtures';

/** Driving PrimeReact selects and transitions makes these tests slower than the default 5 s allows. */
export const SLOW = { timeout: 15_000 };

const lov = (...names: string[]) => names.map((name, index) => ({ id: index + 1, name }));

/** The lists of values the form loads, and two countries with their cities. */
export const LOV_ANSWERS: Record<string, unknown> = {
  '/lov/propertyTypes': lov(
    'HOUSE',
    'BUILDING',
    'APARTMENT',
    'BEDROOM',
    'GARAGE',
    'WAREHOUSE',
    'LAND',
    'OTHER',
  ),
  '/lov/currencies': lov('Euro', 'US Dollar'),
  '/lov/countries': lov('Portugal', 'Spain'),
  '/lov/kitchenTypes': lov('KITCHENETTE', 'EQUIPPED KITCHEN', 'NOT EQUIPPED KITCHEN'),
  '/lov/outsideAreaTypes': lov('GARDEN', 'TERRACE', 'GARDEN AND TERRACE'),
  '/lov/propertyBusinessTypes': lov('COMMERCIAL', 'HABITATION'),
  '/lov/propertyLocationTypes': lov('RUSTIC', 'URBAN'),
  '/lov/countries/1/cities': [
    { id: 1, name: 'Lisboa', countryId: 1, country: 'Portugal' },
    { id: 2, name: 'Porto', countryId: 1, country: 'Portugal' },
  ],
  '/lov/countries/2/cities': [{ id: 10, name: 'Madrid', countryId: 2, country: 'Spain' }],
};

/** A building at Rua Augusta 12, Lisboa, and a garage without an address. */
export const SUMMARY: PropertySummaryItem[] = [
  {
    id: 7,
    name: 'Prédio Augusta',
    propertyType: propertyType(2),
    parentPropertyId: null,
    address: address('Rua Augusta'),
  },
  { id: 8, name: 'Box', propertyType: propertyType(5), parentPropertyId: null, address: null },
];

/** A property as GET .../properties/{id} answers it: an apartment with an address, nothing else. */
export const propertyView = (overrides: Partial<PropertyView> = {}): PropertyView => ({
  id: 5,
  version: 1,
  parentPropertyId: null,
  baseInfo: {
    name: 'T2 Alfama',
    code: null,
    description: null,
    areaMeters: 80,
    value: null,
    currencyId: null,
    currency: null,
    propertyTypeId: 3,
    propertyType: propertyType(3),
    addressId: 40,
    address: { ...address('Rua dos Remédios'), id: 40 },
  },
  details: null,
  taxInformation: null,
  ...overrides,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

/** The new and edit routes at `path`, with any other page shown as its path. */
export function renderForm(path = '/entities/1/property/new') {
  return renderWithProviders(
    <Routes>
      <Route path="/entities/:entityId/property/new" element={<NewPropertyRoute />} />
      <Route path="/entities/:entityId/properties/:propertyId/edit" element={<EditPropertyRoute />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    path,
  );
}

/** Opens the select labelled `label` and picks `option` (an item of its panel, not of a hidden select). */
export async function choose(label: string, option: string) {
  const dropdown = screen.getByLabelText(label).closest('.p-dropdown');
  if (!dropdown) throw new Error(`no select labelled ${label}`);
  // The option is clicked in the step that found it: waitFor resolves a macrotask later, and a
  // render in between can replace the panel's items, leaving a detached one that takes no click.
  await waitFor(() => {
    // A select does not open while disabled or loading: click until its panel is open.
    if (dropdown.querySelector('[aria-expanded="true"]') === null) fireEvent.click(dropdown);
    const found = screen
      .getAllByRole('option', { name: option, hidden: true })
      .find((element) => element.tagName === 'LI');
    expect(found).toBeTruthy();
    fireEvent.click(found as HTMLElement);
  });
}

/** What the select labelled `label` shows. */
export const shownIn = (label: string) =>
  screen.getByLabelText(label).closest('.p-dropdown')?.querySelector('.p-dropdown-label')?.textContent;

/** Types `text` into an input and leaves it (number inputs take their value on blur). */
export function type(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

/** Flips the switch labelled `label`. */
export const toggle = (label: string) => fireEvent.click(screen.getByLabelText(label));

/** Opens or closes a section by its header. */
export const section = (title: string) => fireEvent.click(screen.getByRole('button', { name: title }));

/** The JSON bodies sent with `method` to `path`, in order. */
type FetchMock = ReturnType<typeof mockApi>;

export function sent(fetchMock: FetchMock, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === `/api${path}` && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

/** The requests made, as 'METHOD /path', in order. */
export const requests = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.map(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input).replace(/^\/api/, '')}`,
  );
