import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import { summaryAnswer } from '@/testing/fixtures/property-fixtures';
import {
  choose,
  LOV_ANSWERS,
  renderForm,
  SLOW,
  section,
  shownIn,
  toggle,
  type,
} from '@/testing/fixtures/property-form-fixtures';
import { mockApi, startSession } from '@/testing/render';

const expanded = (title: string) => screen.getByRole('button', { name: title }).getAttribute('aria-expanded');

describe('Property form sections and state rules', SLOW, () => {
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

  it('opens Base Information, keeps Tax Information collapsed and says Create', async () => {
    mockApi(LOV_ANSWERS);
    renderForm();
    expect(await screen.findByRole('heading', { name: 'New Property' })).toBeTruthy();
    expect(expanded('Base Information')).toBe('true');
    expect(expanded('Tax Information')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Detailed Information' })).toBeNull();
    expect(screen.queryByLabelText('Location Code')).toBeNull();
    expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/entities/1/properties');

    section('Tax Information');
    expect(await screen.findByLabelText('Location Code')).toBeTruthy();
    expect(expanded('Tax Information')).toBe('true');
  });

  it('offers Detailed Information only for houses, apartments and bedrooms, once switched on', async () => {
    mockApi(LOV_ANSWERS);
    renderForm();
    await screen.findByRole('heading', { name: 'New Property' });
    expect(screen.queryByLabelText('Add detailed information')).toBeNull();

    for (const [option, offered] of [
      ['Building', false],
      ['House', true],
      ['Garage', false],
      ['Apartment', true],
      ['Land', false],
      ['Bedroom', true],
    ] as const) {
      await choose('Property Type', option);
      expect(Boolean(screen.queryByLabelText('Add detailed information')), option).toBe(offered);
    }
    expect(screen.queryByRole('button', { name: 'Detailed Information' })).toBeNull();

    toggle('Add detailed information');
    // Switched on, the section appears and opens.
    await waitFor(() => expect(expanded('Detailed Information')).toBe('true'));
    expect(screen.getByLabelText('Heating')).toBeTruthy();

    await choose('Property Type', 'Garage');
    expect(screen.queryByRole('button', { name: 'Detailed Information' })).toBeNull();
  });

  it('shows area fields only once their kind is chosen or their room answered yes', async () => {
    mockApi(LOV_ANSWERS);
    renderForm();
    await screen.findByRole('heading', { name: 'New Property' });
    await choose('Property Type', 'House');
    toggle('Add detailed information');
    await screen.findByLabelText('Heating');

    const areas = ['Kitchen area (m²)', 'Outside area (m²)', 'Storage room area (m²)'];
    const more = ['Living room area (m²)', 'Dining room area (m²)'];
    for (const area of [...areas, ...more]) expect(screen.queryByLabelText(area), area).toBeNull();

    await choose('Kitchen', 'Equipped kitchen');
    expect(screen.getByLabelText('Kitchen area (m²)')).toBeTruthy();
    await choose('Outside area', 'Garden');
    expect(screen.getByLabelText('Outside area (m²)')).toBeTruthy();

    for (const [room, area] of [
      ['Storage room', 'Storage room area (m²)'],
      ['Living room', 'Living room area (m²)'],
      ['Dining room', 'Dining room area (m²)'],
    ] as const) {
      toggle(room);
      expect(await screen.findByLabelText(area)).toBeTruthy();
      toggle(room);
      await waitFor(() => expect(screen.queryByLabelText(area)).toBeNull());
    }
  });

  it('shows the currency only with a value, starting in euro', async () => {
    mockApi(LOV_ANSWERS);
    renderForm();
    await screen.findByRole('heading', { name: 'New Property' });
    expect(screen.queryByLabelText('Currency')).toBeNull();

    type('Value', '1000');
    await waitFor(() => expect(shownIn('Currency')).toBe('Euro'));
    type('Value', '');
    await waitFor(() => expect(screen.queryByLabelText('Currency')).toBeNull());
  });

  it('lets the city be chosen only after a country, and forgets it when the country changes', async () => {
    const fetchMock = mockApi(LOV_ANSWERS);
    renderForm();
    await screen.findByRole('heading', { name: 'New Property' });
    const city = () => screen.getByLabelText('City').closest('.p-dropdown');
    expect(city()?.classList.contains('p-disabled')).toBe(true);
    expect(shownIn('City')).toBe('Choose a country first');

    await choose('Country', 'Portugal');
    await waitFor(() => expect(city()?.classList.contains('p-disabled')).toBe(false));
    await choose('City', 'Porto');
    expect(shownIn('City')).toBe('Porto');

    await choose('Country', 'Spain');
    expect(shownIn('City')).toBe('Select...');
    await choose('City', 'Madrid');
    expect(shownIn('City')).toBe('Madrid');
    const cityCalls = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.endsWith('/cities'));
    expect(cityCalls).toEqual(['/api/lov/countries/1/cities', '/api/lov/countries/2/cities']);
  });

  it('shows the parent selector only for a sub-property', async () => {
    mockApi({ ...LOV_ANSWERS, '/entities/1/properties/summary': summaryAnswer([]) });
    renderForm();
    await screen.findByRole('heading', { name: 'New Property' });
    expect(screen.queryByLabelText('Parent Property')).toBeNull();
    toggle('Sub-property');
    expect(await screen.findByLabelText('Parent Property')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Sub-property'));
    await waitFor(() => expect(screen.queryByLabelText('Parent Property')).toBeNull());
  });

  it('is for ADMINs only', async () => {
    sessionStore.update({ accessMap: { 1: 'READ' } });
    mockApi(LOV_ANSWERS);
    renderForm();
    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
  });
});
