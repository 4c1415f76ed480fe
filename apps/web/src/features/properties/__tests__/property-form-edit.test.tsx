import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import { summaryAnswer } from '@/testing/fixtures/property-fixtures';
import {
  choose,
  LOV_ANSWERS,
  propertyView,
  renderForm,
  requests,
  SLOW,
  SUMMARY,
  section,
  sent,
  shownIn,
  type,
} from '@/testing/fixtures/property-form-fixtures';
import { mockApi, Reply, startSession } from '@/testing/render';

const EDIT_PATH = '/entities/1/properties/5/edit';

/** The apartment of propertyView, inside the building, worth 250 000,50 euros, with details and taxes. */
const apartment = propertyView({
  parentPropertyId: 7,
  baseInfo: { ...propertyView().baseInfo, value: 250000.5, currencyId: 1, currency: 'Euro', code: 'U-77' },
  details: {
    hasHeating: true,
    hasAirCondition: null,
    isFurnished: false,
    hasLaundry: null,
    hasStorageRoom: true,
    hasLivingRoom: null,
    hasDiningRoom: null,
    numBathrooms: 1,
    numToilets: null,
    kitchenTypeId: null,
    kitchenAreaMeters: null,
    outsideAreaTypeId: null,
    outsideAreaMeters: null,
    numBalconies: null,
    numBedrooms: 2,
    numSuits: null,
    storageRoomAreaMeters: 4,
    livingRoomAreaMeters: null,
    diningRoomAreaMeters: null,
    numParkingInside: null,
    numParkingOutside: null,
  },
  taxInformation: {
    propertyBusinessTypeId: 2,
    propertyLocationTypeId: null,
    locationCode: '1106',
    articleCode: null,
    fractionCode: 'B',
  },
});

const inputValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

const PROPERTY = '/entities/1/properties/5';
const ADDRESS = '/entities/1/addresses/40';
const STALE = 'Someone else saved this record after you opened it.';
const staleReply = () => new Reply(409, { message: STALE, stale: true });
const FORM_ANSWERS = { ...LOV_ANSWERS, '/entities/1/properties/summary': summaryAnswer(SUMMARY) };

/** The version sent with each PUT to `path`, in order. */
const versionsSent = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  sent(fetchMock, 'PUT', path).map((body) => (body as { version?: number }).version);

describe('Edit property', SLOW, () => {
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

  it('shows the property prefilled, with its parent and its own address', async () => {
    mockApi({
      ...LOV_ANSWERS,
      '/entities/1/properties/5': apartment,
      '/entities/1/properties/summary': summaryAnswer(SUMMARY),
    });
    renderForm(EDIT_PATH);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Edit Property' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/entities/1/properties/5');
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();

    expect(inputValue('Name')).toBe('T2 Alfama');
    expect(inputValue('Tax Code')).toBe('U-77');
    expect(inputValue('Area (m²)')).toBe('80');
    expect(inputValue('Value')).toBe('250,000.50');
    await waitFor(() => expect(shownIn('Property Type')).toBe('Apartment'));
    await waitFor(() => expect(shownIn('Currency')).toBe('Euro'));
    expect(screen.getByLabelText('Sub-property')).toHaveProperty('checked', true);
    await waitFor(() =>
      expect(shownIn('Parent Property')).toBe('Prédio Augusta · Rua Augusta 12, 1100-053 Lisboa'),
    );
    // The parent is known, but the property keeps its own address.
    expect(inputValue('Street')).toBe('Rua dos Remédios');
    await waitFor(() => expect(shownIn('City')).toBe('Lisboa'));
    expect(shownIn('Country')).toBe('Portugal');

    // Details were entered: their section is there, collapsed, and switched on.
    expect(screen.getByLabelText('Add detailed information')).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Detailed Information' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    section('Detailed Information');
    expect(await screen.findByLabelText('Storage room area (m²)')).toHaveProperty('value', '4');
    expect(inputValue('Bedrooms')).toBe('2');
    section('Tax Information');
    expect(await screen.findByLabelText('Location Code')).toHaveProperty('value', '1106');
    await waitFor(() => expect(shownIn('Business Type')).toBe('Habitation'));
  });

  it('offers as parent any property but this one and those inside it, as the server leaves them out', async () => {
    const inside = (id: number, name: string, parentPropertyId: number) => ({
      id,
      name,
      propertyType: { id: 4, name: 'BEDROOM' },
      parentPropertyId,
      address: null,
    });
    const fetchMock = mockApi({
      ...LOV_ANSWERS,
      '/entities/1/properties/5': apartment,
      '/entities/1/properties/summary': summaryAnswer([
        ...SUMMARY,
        inside(5, 'T2 Alfama', 7),
        inside(6, 'Quarto A', 5),
        inside(9, 'Closet', 6),
      ]),
    });
    renderForm(EDIT_PATH);
    await screen.findByRole('heading', { name: 'Edit Property' });
    await choose('Parent Property', 'Box');
    expect(screen.queryByRole('option', { name: 'Quarto A', hidden: true })).toBeNull();
    // The parents' page once; each parent's address read by its id for the warnings under the address.
    await waitFor(() =>
      expect(requests(fetchMock).filter((request) => request.includes('/properties/summary'))).toEqual([
        'GET /entities/1/properties/summary?page=1&pageSize=50&exceptTreeOf=5',
        'GET /entities/1/properties/summary?ids=7',
        'GET /entities/1/properties/summary?ids=8',
      ]),
    );
  });

  it('updates the address, then the property, and goes back to the property page', async () => {
    const fetchMock = mockApi({
      ...LOV_ANSWERS,
      '/entities/1/properties/5': apartment,
      '/entities/1/properties/summary': summaryAnswer(SUMMARY),
      'PUT /entities/1/addresses/40': { ...apartment.baseInfo.address, floor: '3Dto', version: 2 },
      'PUT /entities/1/properties/5': apartment,
    });
    renderForm(EDIT_PATH);
    await screen.findByRole('heading', { name: 'Edit Property' });
    await waitFor(() => expect(shownIn('City')).toBe('Lisboa'));
    type('Name', 'T2 Alfama renovado');
    type('Floor', '3Dto');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Property successfully updated!')).toBeTruthy();
    expect((await screen.findByTestId('where')).textContent).toBe('/entities/1/properties/5');
    expect(requests(fetchMock).filter((call) => !call.startsWith('GET'))).toEqual([
      'PUT /entities/1/addresses/40',
      'PUT /entities/1/properties/5',
    ]);
    expect(sent(fetchMock, 'PUT', '/entities/1/addresses/40')).toEqual([
      {
        street: 'Rua dos Remédios',
        cityId: 1,
        number: '12',
        floor: '3Dto',
        mailBox: null,
        postalCode: '1100-053',
        latitude: null,
        longitude: null,
        version: 1,
      },
    ]);
    expect(sent(fetchMock, 'PUT', '/entities/1/properties/5')).toEqual([
      {
        baseInfo: {
          addressId: 40,
          propertyTypeId: 3,
          name: 'T2 Alfama renovado',
          code: 'U-77',
          description: null,
          areaMeters: 80,
          value: 250000.5,
          currencyId: 1,
        },
        propertyTaxInformation: {
          propertyBusinessTypeId: 2,
          propertyLocationTypeId: null,
          locationCode: '1106',
          articleCode: null,
          fractionCode: 'B',
        },
        propertyDetails: {
          ...apartment.details,
          hasAirCondition: false,
          hasLaundry: false,
          hasLivingRoom: false,
          hasDiningRoom: false,
        },
        parentPropertyId: 7,
        version: 1,
      },
    ]);
  });

  it('offers to reload when someone saved the property since it was opened, then saves over the new version', async () => {
    const answers: Record<string, unknown> = {
      ...FORM_ANSWERS,
      [PROPERTY]: apartment,
      [`PUT ${ADDRESS}`]: { ...apartment.baseInfo.address, version: 2 },
      [`PUT ${PROPERTY}`]: staleReply(),
    };
    const fetchMock = mockApi(answers);
    renderForm(EDIT_PATH);
    await screen.findByRole('heading', { name: 'Edit Property' });
    type('Name', 'T2 Alfama renovado');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(STALE)).toBeTruthy();

    // Someone renamed it; the address is at the version this form's own attempt left it.
    const address = { ...apartment.baseInfo.address, id: 40, version: 2 };
    answers[PROPERTY] = {
      ...apartment,
      version: 2,
      baseInfo: { ...apartment.baseInfo, name: 'T2 Sé', address },
    };
    answers[`PUT ${ADDRESS}`] = { ...address, version: 3 };
    answers[`PUT ${PROPERTY}`] = apartment;
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(inputValue('Name')).toBe('T2 Sé'));
    expect(screen.queryByText(STALE)).toBeNull();
    type('Tax Code', 'U-78');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Property successfully updated!')).toBeTruthy();
    expect(versionsSent(fetchMock, ADDRESS)).toEqual([1, 2]);
    expect(versionsSent(fetchMock, PROPERTY)).toEqual([1, 2]);
  });

  it('offers to reload when someone saved the address since it was opened', async () => {
    const answers: Record<string, unknown> = {
      ...FORM_ANSWERS,
      [PROPERTY]: apartment,
      [`PUT ${ADDRESS}`]: staleReply(),
      [`PUT ${PROPERTY}`]: apartment,
    };
    const fetchMock = mockApi(answers);
    renderForm(EDIT_PATH);
    await screen.findByRole('heading', { name: 'Edit Property' });
    type('Floor', '3Dto');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(STALE)).toBeTruthy();
    expect(sent(fetchMock, 'PUT', PROPERTY)).toEqual([]);

    // Only the address changed: the property keeps its version.
    const address = { ...apartment.baseInfo.address, id: 40, floor: '2Esq', version: 2 };
    answers[PROPERTY] = { ...apartment, baseInfo: { ...apartment.baseInfo, address } };
    answers[`PUT ${ADDRESS}`] = { ...address, version: 3 };
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(inputValue('Floor')).toBe('2Esq'));
    expect(screen.queryByText(STALE)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Property successfully updated!')).toBeTruthy();
    expect(versionsSent(fetchMock, ADDRESS)).toEqual([1, 2]);
    expect(versionsSent(fetchMock, PROPERTY)).toEqual([1]);
  });

  it('retries a refused property with the version its own save gave the address', async () => {
    const answers: Record<string, unknown> = {
      ...FORM_ANSWERS,
      [PROPERTY]: apartment,
      [`PUT ${ADDRESS}`]: { ...apartment.baseInfo.address, version: 2 },
      [`PUT ${PROPERTY}`]: new Reply(400, {
        message: 'The request is not valid. Please check the fields.',
        fieldErrors: { 'baseInfo.name': 'This name is already taken.' },
      }),
    };
    const fetchMock = mockApi(answers);
    renderForm(EDIT_PATH);
    await screen.findByRole('heading', { name: 'Edit Property' });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('The request is not valid. Please check the fields.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();

    answers[`PUT ${ADDRESS}`] = { ...apartment.baseInfo.address, version: 3 };
    answers[`PUT ${PROPERTY}`] = apartment;
    type('Name', 'T2 Alfama B');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Property successfully updated!')).toBeTruthy();
    expect(versionsSent(fetchMock, ADDRESS)).toEqual([1, 2]);
    expect(versionsSent(fetchMock, PROPERTY)).toEqual([1, 1]);
  });

  it('sends no version for an address the form created on an earlier attempt', async () => {
    const bare = propertyView({ baseInfo: { ...propertyView().baseInfo, addressId: null, address: null } });
    const answers: Record<string, unknown> = {
      ...FORM_ANSWERS,
      [PROPERTY]: bare,
      'POST /entities/1/addresses': { id: 41 },
      'PUT /entities/1/addresses/41': { ...apartment.baseInfo.address, id: 41, version: 2 },
      [`PUT ${PROPERTY}`]: new Reply(500, { message: 'Something went wrong on our side.' }),
    };
    const fetchMock = mockApi(answers);
    renderForm(EDIT_PATH);
    await screen.findByRole('heading', { name: 'Edit Property' });
    await choose('Country', 'Portugal');
    await choose('City', 'Lisboa');
    type('Street', 'Rua Augusta');
    type('Number', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();

    answers[`PUT ${PROPERTY}`] = bare;
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Property successfully updated!')).toBeTruthy();
    expect(sent(fetchMock, 'POST', '/entities/1/addresses')).toEqual([
      expect.not.objectContaining({ version: expect.anything() }),
    ]);
    expect(versionsSent(fetchMock, '/entities/1/addresses/41')).toEqual([undefined]);
    expect(versionsSent(fetchMock, PROPERTY)).toEqual([1, 1]);
  });

  it('sends no parent once the sub-property switch is off', async () => {
    const fetchMock = mockApi({
      ...LOV_ANSWERS,
      '/entities/1/properties/5': apartment,
      '/entities/1/properties/summary': summaryAnswer(SUMMARY),
      'PUT /entities/1/addresses/40': {},
      'PUT /entities/1/properties/5': apartment,
    });
    renderForm(EDIT_PATH);
    await screen.findByRole('heading', { name: 'Edit Property' });
    fireEvent.click(screen.getByLabelText('Sub-property'));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText('Property successfully updated!');
    const [body] = sent(fetchMock, 'PUT', '/entities/1/properties/5') as { parentPropertyId: unknown }[];
    expect(body?.parentPropertyId).toBeNull();
  });

  it('says when the property does not exist', async () => {
    mockApi({
      ...LOV_ANSWERS,
      '/entities/1/properties/5': new Reply(404, { message: 'Property not found.' }),
    });
    renderForm(EDIT_PATH);
    expect(await screen.findByRole('heading', { name: 'Property not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
  });

  it('is for ADMINs only', async () => {
    sessionStore.update({ accessMap: { 1: 'READ' } });
    mockApi({ ...LOV_ANSWERS, '/entities/1/properties/5': apartment });
    renderForm(EDIT_PATH);
    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
  });
});
