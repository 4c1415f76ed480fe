import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import {
  choose,
  LOV_ANSWERS,
  renderForm,
  requests,
  SLOW,
  section,
  sent,
  toggle,
  type,
} from '@/testing/fixtures/property-form-fixtures';
import { mockApi, Reply, startSession } from '@/testing/render';

/** Details as sent when only `set` was answered. */
const details = (set: Record<string, unknown>) => ({
  hasHeating: false,
  hasAirCondition: false,
  isFurnished: false,
  hasLaundry: false,
  hasStorageRoom: false,
  hasLivingRoom: false,
  hasDiningRoom: false,
  numBathrooms: null,
  numToilets: null,
  kitchenTypeId: null,
  kitchenAreaMeters: null,
  outsideAreaTypeId: null,
  outsideAreaMeters: null,
  numBalconies: null,
  numBedrooms: null,
  numSuits: null,
  storageRoomAreaMeters: null,
  livingRoomAreaMeters: null,
  diningRoomAreaMeters: null,
  numParkingInside: null,
  numParkingOutside: null,
  ...set,
});

const LISBOA_ADDRESS = {
  street: 'Rua Augusta',
  cityId: 1,
  number: '12',
  floor: null,
  mailBox: null,
  postalCode: '1100-053',
  latitude: null,
  longitude: null,
};

/** Fills type, name and a Lisboa address. */
async function fillHouse() {
  await screen.findByRole('heading', { name: 'New Property' });
  await choose('Property Type', 'House');
  type('Name', '  Casa da Praia  ');
  await choose('Country', 'Portugal');
  await choose('City', 'Lisboa');
  type('Street', 'Rua Augusta');
  type('Number', '12');
  type('Postal Code', '1100-053');
}

const submit = (label = 'Create') => fireEvent.click(screen.getByRole('button', { name: label }));

describe('Property form save', SLOW, () => {
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

  it('saves the address first, then the property with its id, and opens the new property', async () => {
    const fetchMock = mockApi({
      ...LOV_ANSWERS,
      'POST /entities/1/addresses': { id: 40 },
      'POST /entities/1/properties': { id: 99 },
    });
    renderForm();
    await fillHouse();
    type('Area (m²)', '120');
    type('Value', '250000.5');
    toggle('Add detailed information');
    await screen.findByLabelText('Heating');
    toggle('Heating');
    type('Bedrooms', '3');
    await choose('Kitchen', 'Equipped kitchen');
    type('Kitchen area (m²)', '12');
    section('Tax Information');
    await choose('Location Type', 'Urban');
    type('Article Code', ' 1234 ');
    submit();

    expect(await screen.findByText('Property successfully created!')).toBeTruthy();
    expect((await screen.findByTestId('where')).textContent).toBe('/entities/1/properties/99');
    expect(requests(fetchMock).filter((call) => !call.startsWith('GET'))).toEqual([
      'POST /entities/1/addresses',
      'POST /entities/1/properties',
    ]);
    expect(sent(fetchMock, 'POST', '/entities/1/addresses')).toEqual([LISBOA_ADDRESS]);
    expect(sent(fetchMock, 'POST', '/entities/1/properties')).toEqual([
      {
        baseInfo: {
          addressId: 40,
          propertyTypeId: 1,
          name: 'Casa da Praia',
          code: null,
          description: null,
          areaMeters: 120,
          value: 250000.5,
          currencyId: 1,
        },
        propertyTaxInformation: {
          propertyBusinessTypeId: null,
          propertyLocationTypeId: 2,
          locationCode: null,
          articleCode: '1234',
          fractionCode: null,
        },
        propertyDetails: details({
          hasHeating: true,
          numBedrooms: 3,
          kitchenTypeId: 2,
          kitchenAreaMeters: 12,
        }),
        parentPropertyId: null,
      },
    ]);
  });

  it('sends no address without one, and nulls for empty text, details and tax information', async () => {
    const fetchMock = mockApi({ ...LOV_ANSWERS, 'POST /entities/1/properties': { id: 99 } });
    renderForm();
    await screen.findByRole('heading', { name: 'New Property' });
    await choose('Property Type', 'Garage');
    type('Name', '   ');
    submit();

    await screen.findByText('Property successfully created!');
    expect(requests(fetchMock)).not.toContain('POST /entities/1/addresses');
    expect(sent(fetchMock, 'POST', '/entities/1/properties')).toEqual([
      {
        baseInfo: {
          addressId: null,
          propertyTypeId: 5,
          name: null,
          code: null,
          description: null,
          areaMeters: null,
          value: null,
          currencyId: null,
        },
        propertyTaxInformation: null,
        propertyDetails: null,
        parentPropertyId: null,
      },
    ]);
  });

  it('drops the details block when its answers are empty, when switched off, or when the type has none', async () => {
    const fetchMock = mockApi({
      ...LOV_ANSWERS,
      'POST /entities/1/addresses': { id: 40 },
      'PUT /entities/1/addresses/40': { ...LISBOA_ADDRESS, id: 40 },
      'POST /entities/1/properties': new Reply(500, { message: 'Something went wrong on our side.' }),
    });
    const detailsSent = () =>
      sent(fetchMock, 'POST', '/entities/1/properties').map(
        (body) => (body as { propertyDetails: unknown }).propertyDetails,
      );
    renderForm();
    await fillHouse();
    toggle('Add detailed information');
    await screen.findByLabelText('Heating');
    // A yes with its area, then a no: the area is hidden and not sent, so nothing is left.
    toggle('Storage room');
    await screen.findByLabelText('Storage room area (m²)');
    type('Storage room area (m²)', '6');
    toggle('Storage room');
    submit();
    await screen.findByText('Something went wrong on our side.');
    await waitFor(() => expect(detailsSent()).toHaveLength(1));

    toggle('Heating');
    toggle('Add detailed information');
    submit();
    await waitFor(() => expect(detailsSent()).toHaveLength(2));

    toggle('Add detailed information');
    await choose('Property Type', 'Building');
    expect(screen.queryByRole('button', { name: 'Detailed Information' })).toBeNull();
    submit();
    await waitFor(() => expect(detailsSent()).toHaveLength(3));

    await choose('Property Type', 'House');
    expect(screen.getByRole('button', { name: 'Detailed Information' })).toBeTruthy();
    submit();
    await waitFor(() => expect(detailsSent()).toHaveLength(4));

    expect(detailsSent()).toEqual([null, null, null, details({ hasHeating: true })]);
  });

  it('keeps the created address: a retry after a refused property updates it instead of creating another', async () => {
    const answers: Record<string, unknown> = {
      ...LOV_ANSWERS,
      'POST /entities/1/addresses': { id: 40 },
      'PUT /entities/1/addresses/40': { ...LISBOA_ADDRESS, id: 40 },
      'POST /entities/1/properties': new Reply(400, {
        message: 'The request is not valid. Please check the fields.',
        fieldErrors: { name: 'This name is already taken.' },
      }),
    };
    const fetchMock = mockApi(answers);
    renderForm();
    await fillHouse();
    submit();

    await waitFor(() =>
      expect(document.getElementById('name-error')?.textContent).toBe('This name is already taken.'),
    );
    expect(screen.getByText('The request is not valid. Please check the fields.')).toBeTruthy();

    answers['POST /entities/1/properties'] = { id: 99 };
    type('Name', 'Casa Nova');
    type('Floor', '1');
    submit();
    await screen.findByText('Property successfully created!');

    expect(requests(fetchMock).filter((call) => !call.startsWith('GET'))).toEqual([
      'POST /entities/1/addresses',
      'POST /entities/1/properties',
      'PUT /entities/1/addresses/40',
      'POST /entities/1/properties',
    ]);
    expect(sent(fetchMock, 'PUT', '/entities/1/addresses/40')).toEqual([{ ...LISBOA_ADDRESS, floor: '1' }]);
    const [, retry] = sent(fetchMock, 'POST', '/entities/1/properties') as {
      baseInfo: { addressId: number };
    }[];
    expect(retry?.baseInfo.addressId).toBe(40);
  });

  it('disables Create while saving', async () => {
    const fetchMock = mockApi({ ...LOV_ANSWERS, 'POST /entities/1/properties': { id: 99 } });
    let release = () => {};
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') await new Promise<void>((resolve) => (release = resolve));
      return answer ? answer(input, init) : new Response(null, { status: 500 });
    });
    renderForm();
    await screen.findByRole('heading', { name: 'New Property' });
    await choose('Property Type', 'Land');
    submit();

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create' })).toHaveProperty('disabled', true),
    );
    release();
    await screen.findByText('Property successfully created!');
  });
});
