import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validatePropertyForm } from '@/features/properties/components/property-form-validation';
import { formValuesOf } from '@/features/properties/components/property-form-values';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import {
  choose,
  LOV_ANSWERS,
  renderForm,
  SLOW,
  section,
  type,
} from '@/testing/fixtures/property-form-fixtures';
import { mockApi, Reply, startSession } from '@/testing/render';

const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create' }));
const posted = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.some(([, init]) => init?.method === 'POST');

describe('Property form validation', SLOW, () => {
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

  it('shows the documented messages under the fields and sends nothing', async () => {
    const fetchMock = mockApi(LOV_ANSWERS);
    renderForm();
    await screen.findByRole('heading', { name: 'New Property' });
    submit();
    expect(await screen.findByText('Property Type is required')).toBeTruthy();
    // No address at all is fine.
    expect(errorOf('street')).toBeUndefined();

    type('Name', 'x'.repeat(61));
    type('Tax Code', 'x'.repeat(21));
    type('Description', 'x'.repeat(201));
    type('Street', 'Rua Augusta');
    type('Floor', '1.º Esq. Traseiras 12');
    submit();
    await waitFor(() => expect(errorOf('name')).toBe('Cannot contain more than 60 characters'));
    expect(errorOf('code')).toBe('Cannot contain more than 20 characters');
    expect(errorOf('description')).toBe('Cannot contain more than 200 characters');
    expect(errorOf('countryId')).toBe('Country is required');
    expect(errorOf('cityId')).toBe('City is required');
    expect(errorOf('number')).toBe('Number is required');
    expect(errorOf('floor')).toBe('Cannot contain more than 20 characters');
    expect(posted(fetchMock)).toBe(false);
  });

  it('asks an address in Portugal for a dddd-ddd postal code', async () => {
    const fetchMock = mockApi(LOV_ANSWERS);
    renderForm();
    await screen.findByRole('heading', { name: 'New Property' });
    await choose('Country', 'Portugal');
    type('Street', 'Rua Augusta');
    type('Postal Code', '1100053');
    submit();
    await waitFor(() => expect(errorOf('postalCode')).toBe('A Portuguese postal code is written 1234-567'));
    expect(posted(fetchMock)).toBe(false);
  });

  it('opens a collapsed section with a message and marks it', async () => {
    const fetchMock = mockApi(LOV_ANSWERS);
    renderForm();
    await screen.findByRole('heading', { name: 'New Property' });
    await choose('Property Type', 'Land');
    section('Tax Information');
    await screen.findByLabelText('Location Code');
    type('Location Code', 'x'.repeat(31));
    section('Tax Information');
    await waitFor(() => expect(screen.queryByLabelText('Location Code')).toBeNull());
    submit();

    await waitFor(() => expect(errorOf('locationCode')).toBe('Cannot contain more than 30 characters'));
    const header = screen.getByRole('button', { name: 'Tax Information (has fields to correct)' });
    expect(header.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement?.id).toBe('locationCode'));
    expect(posted(fetchMock)).toBe(false);
  });

  it("shows the server's field errors under the fields, and the others in the alert", async () => {
    mockApi({
      ...LOV_ANSWERS,
      'POST /entities/1/properties': new Reply(400, {
        message: 'The request is not valid. Please check the fields.',
        fieldErrors: {
          areaMeters: 'Cannot contain decimal numbers',
          parentPropertyId: 'Not here.',
          _: 'Odd.',
        },
      }),
    });
    renderForm();
    await screen.findByRole('heading', { name: 'New Property' });
    await choose('Property Type', 'Land');
    type('Area (m²)', '12');
    submit();
    await waitFor(() => expect(errorOf('areaMeters')).toBe('Cannot contain decimal numbers'));
    expect(screen.getByText('The request is not valid. Please check the fields. Odd.')).toBeTruthy();
    // A field not on screen (the parent selector is hidden) keeps its message for when it shows.
    fireEvent.click(screen.getByLabelText('Sub-property'));
    await waitFor(() => expect(errorOf('parentPropertyId')).toBe('Not here.'));
  });

  it('checks what would be sent: counts, areas and amounts', () => {
    const values = formValuesOf();
    values.baseInfo.propertyTypeId = 1;
    values.baseInfo.areaMeters = 1.5;
    values.baseInfo.value = -1;
    values.propertyDetails.numBedrooms = 2.5;
    values.propertyDetails.storageRoomAreaMeters = -3;
    expect(Object.fromEntries(validatePropertyForm(values))).toEqual({
      'baseInfo.areaMeters': 'validation.noDecimals',
      'baseInfo.value': 'validation.positive',
    });

    values.hasDetails = true;
    values.propertyDetails.hasStorageRoom = true;
    expect(Object.fromEntries(validatePropertyForm(values))).toMatchObject({
      'propertyDetails.numBedrooms': 'validation.noDecimals',
      'propertyDetails.storageRoomAreaMeters': 'validation.positive',
    });
  });
});

describe('Number inputs', SLOW, () => {
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

  it('groups thousands with commas and shows money with two decimals after a point, in English', async () => {
    mockApi(LOV_ANSWERS);
    renderForm();
    await screen.findByRole('heading', { name: 'New Property' });
    const value = () => (screen.getByLabelText('Value') as HTMLInputElement).value;
    type('Value', '250000.5');
    expect(value()).toBe('250,000.50');
    type('Value', '1,234,567.89');
    expect(value()).toBe('1,234,567.89');
    type('Value', ' 98 765 ');
    expect(value()).toBe('98,765.00');
    type('Value', '95,5');
    expect(value()).toBe('95,5');
    expect(screen.getByText('Use a point for decimals (1,234.56)')).toBeTruthy();
    // Square metres are whole: a separator is refused, not dropped (95,5 is no 955).
    type('Area (m²)', '95,5');
    expect(screen.getByText('Whole numbers only: no decimal or thousands separator')).toBeTruthy();
    type('Area (m²)', '12500');
    expect((screen.getByLabelText('Area (m²)') as HTMLInputElement).value).toBe('12500');
    expect(screen.queryByText('Whole numbers only: no decimal or thousands separator')).toBeNull();
  });
});
