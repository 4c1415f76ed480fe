import type { PropertySummaryItem, TenantView } from '@arrenda/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import {
  choose,
  contractView,
  FORM_ANSWERS,
  renderForm,
  SLOW,
  shownIn,
  TENANTS,
} from '@/testing/fixtures/contract-fixtures';
import { propertyType, summaryAnswer } from '@/testing/fixtures/property-fixtures';
import { pagedList } from '@/testing/paged-list';
import { mockApi, startSession } from '@/testing/render';

/**
 * The contract form's selectors over a portfolio larger than a page: the first 50 by name, the
 * server asked with what is typed once typing pauses, and the labels of chosen values kept or
 * asked for by id (docs/domain.md "Lists a page at a time").
 */
const tenant = (id: number, name: string): TenantView => ({ ...(TENANTS[0] as TenantView), id, name });
const CLIENTS = Array.from({ length: 58 }, (_, index) =>
  tenant(100 + index, `Cliente ${String(index + 1).padStart(2, '0')}`),
);
/** 61 tenants by name: Ana Silva (3), Bruno Costa (4), 58 clients, then Xavier Zeta (200), past the first 50. */
const MANY_TENANTS = [...TENANTS, ...CLIENTS, tenant(200, 'Xavier Zeta')];

const building = (id: number, name: string): PropertySummaryItem => ({
  id,
  name,
  propertyType: propertyType(2),
  parentPropertyId: null,
  address: null,
});
/** 60 buildings by name, Prédio 01 to Prédio 60 (ids 301 to 360). */
const MANY_PROPERTIES = Array.from({ length: 60 }, (_, index) =>
  building(301 + index, `Prédio ${String(index + 1).padStart(2, '0')}`),
);

const ANSWERS = {
  ...FORM_ANSWERS,
  '/entities/1/properties/summary': summaryAnswer(MANY_PROPERTIES),
  '/entities/1/tenants': pagedList(MANY_TENANTS, { words: (row) => row.name }),
};

/** The calls made to the selectors' lists, in order. */
const selectorCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => String(input).replace(/^\/api/, ''))
    .filter(
      (url) => url.startsWith('/entities/1/properties/summary') || url.startsWith('/entities/1/tenants'),
    );

const FIRST_PAGES = [
  '/entities/1/properties/summary?page=1&pageSize=50',
  '/entities/1/tenants?page=1&pageSize=50',
];

const multiSelect = (label: string) => {
  const select = screen.getByLabelText(label).closest('.p-multiselect');
  if (!select) throw new Error(`no multiple select labelled ${label}`);
  return select as HTMLElement;
};
const chips = (label: string) =>
  [...multiSelect(label).querySelectorAll('.p-multiselect-token-label')].map((chip) => chip.textContent);

describe('Contract form selectors', SLOW, () => {
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

  it('shows the first 50 by name, then asks the server once typing pauses, keeping the chosen label', async () => {
    const fetchMock = mockApi(ANSWERS);
    renderForm();
    await screen.findByRole('heading', { name: 'New Contract' });
    await waitFor(() => expect(selectorCalls(fetchMock)).toEqual(FIRST_PAGES));

    fireEvent.click(multiSelect('Tenants'));
    expect(await screen.findByText('Showing 50 of 61: type to find the others')).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Xavier Zeta', hidden: true })).toBeNull();
    const filter = document.querySelector('.p-multiselect-filter') as HTMLInputElement;
    // Typed letter by letter: one request for the word, not one per letter.
    for (const text of ['z', 'ze', 'zet', 'zeta']) fireEvent.change(filter, { target: { value: text } });
    const xavier = await screen.findByRole('option', { name: 'Xavier Zeta', hidden: true });
    expect(selectorCalls(fetchMock)).toEqual([
      ...FIRST_PAGES,
      '/entities/1/tenants?page=1&pageSize=50&search=zeta',
    ]);
    // Only the server's matches show: no client of the first page.
    expect(screen.queryByRole('option', { name: 'Cliente 01', hidden: true })).toBeNull();
    fireEvent.click(xavier);
    fireEvent.change(filter, { target: { value: 'nobody' } });
    expect(await screen.findByText('No options found')).toBeTruthy();
    fireEvent.change(filter, { target: { value: '' } });
    await screen.findByRole('option', { name: 'Cliente 01', hidden: true });

    // The chosen tenant keeps its label, though the first page does not hold it: nothing asked by id.
    expect(chips('Tenants')).toEqual(['Xavier Zeta']);
    await choose('Tenants', 'Ana Silva');
    await waitFor(() => expect(chips('Tenants')).toEqual(['Xavier Zeta', 'Ana Silva']));

    await choose('Property', 'Prédio 02');
    expect(shownIn('Property')).toBe('Prédio 02');
    expect(selectorCalls(fetchMock)).toEqual([
      ...FIRST_PAGES,
      '/entities/1/tenants?page=1&pageSize=50&search=zeta',
      '/entities/1/tenants?page=1&pageSize=50&search=nobody',
    ]);
  });

  it('asks by id for the labels of an edited contract’s values that the first page does not hold', async () => {
    const contract = '/entities/1/properties/360/contracts/12';
    const fetchMock = mockApi({
      ...ANSWERS,
      [contract]: contractView(12, {
        propertyId: 360,
        tenants: [
          { id: 3, name: 'Ana Silva' },
          { id: 200, name: 'Xavier Zeta' },
        ],
      }),
    });
    renderForm(`${contract}/edit`);
    await screen.findByRole('heading', { name: 'Edit Contract' });
    await waitFor(() => expect(chips('Tenants')).toEqual(['Ana Silva', 'Xavier Zeta']));
    await waitFor(() => expect(shownIn('Property')).toBe('Prédio 60'));
    expect(selectorCalls(fetchMock).sort()).toEqual(
      [...FIRST_PAGES, '/entities/1/properties/summary?ids=360', '/entities/1/tenants?ids=200'].sort(),
    );
  });

  it('tells an entity without properties or tenants where to create them', async () => {
    mockApi({
      ...FORM_ANSWERS,
      '/entities/1/properties/summary': summaryAnswer([]),
      '/entities/1/tenants': pagedList<TenantView>([], { words: (row) => row.name }),
    });
    renderForm();
    expect(await screen.findByRole('link', { name: 'Create a property' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a tenant' })).toBeTruthy();
  });
});
