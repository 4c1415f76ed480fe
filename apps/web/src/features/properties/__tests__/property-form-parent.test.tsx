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
  SUMMARY,
  sent,
  shownIn,
  toggle,
  type,
} from '@/testing/fixtures/property-form-fixtures';
import { mockApi, startSession } from '@/testing/render';

const PARENT_LABEL = 'Prédio Augusta · Rua Augusta 12, 1100-053 Lisboa';
const inputValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

const STREET_DIFFERS = "The street differs from the parent property's street.";
const SAME_ADDRESS =
  "The address is exactly the same as the parent property's. Only a bedroom usually shares its parent's address.";
const BEDROOM_DIFFERS = "This bedroom's address differs from its parent property's address.";

describe('Property form parent', SLOW, () => {
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

  it('preselects ?parent= and copies its address into the form', async () => {
    const fetchMock = mockApi({
      ...LOV_ANSWERS,
      '/entities/1/properties/summary': summaryAnswer(SUMMARY),
      'POST /entities/1/addresses': { id: 41 },
      'POST /entities/1/properties': { id: 99 },
    });
    renderForm('/entities/1/property/new?parent=7');
    await screen.findByRole('heading', { name: 'New Property' });
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/entities/1/properties/7');
    expect(screen.getByLabelText('Sub-property')).toHaveProperty('checked', true);
    await waitFor(() => expect(shownIn('Parent Property')).toBe(PARENT_LABEL));
    await waitFor(() => expect(inputValue('Street')).toBe('Rua Augusta'));
    expect(inputValue('Number')).toBe('12');
    expect(inputValue('Postal Code')).toBe('1100-053');
    await waitFor(() => expect(shownIn('City')).toBe('Lisboa'));
    expect(shownIn('Country')).toBe('Portugal');

    await choose('Property Type', 'Bedroom');
    type('Name', 'Quarto 1');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText('Property successfully created!');
    expect(sent(fetchMock, 'POST', '/entities/1/addresses')).toEqual([
      {
        street: 'Rua Augusta',
        cityId: 1,
        number: '12',
        floor: null,
        mailBox: null,
        postalCode: '1100-053',
        latitude: null,
        longitude: null,
      },
    ]);
    const [body] = sent(fetchMock, 'POST', '/entities/1/properties') as { parentPropertyId: unknown }[];
    expect(body?.parentPropertyId).toBe(7);
  });

  it('copies the address of a chosen parent; without the switch on, the parent is not sent', async () => {
    const fetchMock = mockApi({
      ...LOV_ANSWERS,
      '/entities/1/properties/summary': summaryAnswer(SUMMARY),
      'POST /entities/1/addresses': { id: 41 },
      'POST /entities/1/properties': { id: 99 },
    });
    renderForm();
    await screen.findByRole('heading', { name: 'New Property' });
    await choose('Property Type', 'Apartment');
    toggle('Sub-property');
    await choose('Parent Property', PARENT_LABEL);
    expect(inputValue('Street')).toBe('Rua Augusta');
    await waitFor(() => expect(shownIn('City')).toBe('Lisboa'));

    // A parent without an address leaves the address as it is.
    await choose('Parent Property', 'Box');
    expect(inputValue('Street')).toBe('Rua Augusta');

    toggle('Sub-property');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText('Property successfully created!');
    const [body] = sent(fetchMock, 'POST', '/entities/1/properties') as {
      parentPropertyId: unknown;
      baseInfo: { addressId: unknown };
    }[];
    expect(body?.parentPropertyId).toBeNull();
    expect(body?.baseInfo.addressId).toBe(41);
  });

  it('asks for the parent of a sub-property', async () => {
    const fetchMock = mockApi({ ...LOV_ANSWERS, '/entities/1/properties/summary': summaryAnswer(SUMMARY) });
    renderForm();
    await screen.findByRole('heading', { name: 'New Property' });
    await choose('Property Type', 'Garage');
    toggle('Sub-property');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Parent Property is required')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("warns, without blocking, about a sub-property's address against its parent's", async () => {
    mockApi({ ...LOV_ANSWERS, '/entities/1/properties/summary': summaryAnswer(SUMMARY) });
    renderForm('/entities/1/property/new?parent=7');
    await screen.findByRole('heading', { name: 'New Property' });
    await waitFor(() => expect(inputValue('Street')).toBe('Rua Augusta'));

    await choose('Property Type', 'Apartment');
    expect(await screen.findByText(SAME_ADDRESS)).toBeTruthy();

    await choose('Property Type', 'Bedroom');
    await waitFor(() => expect(screen.queryByText(SAME_ADDRESS)).toBeNull());
    expect(screen.queryByText(BEDROOM_DIFFERS)).toBeNull();

    type('Floor', '2Esq');
    expect(await screen.findByText(BEDROOM_DIFFERS)).toBeTruthy();
    expect(screen.queryByText(STREET_DIFFERS)).toBeNull();

    await choose('Property Type', 'Apartment');
    await waitFor(() => expect(screen.queryByText(BEDROOM_DIFFERS)).toBeNull());
    type('Street', 'Rua da Prata');
    expect(await screen.findByText(STREET_DIFFERS)).toBeTruthy();
    expect(screen.queryByText(SAME_ADDRESS)).toBeNull();
  });
});
