import type { EntityView } from '@arrenda/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import EditEntityRoute from '@/app/routes/entities/edit';
import NewEntityRoute from '@/app/routes/entities/new';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import { mockApi, Reply, renderWithProviders, startSession } from '@/testing/render';

const ENTITY = '/entities/1';
const STALE = 'Someone else saved this record after you opened it.';

const CASA: EntityView = {
  id: 1,
  version: 1,
  name: 'Casa Lisboa',
  entityType: { id: 1, name: 'PERSONAL' },
  country: { id: 1, name: 'Portugal' },
  legalName: null,
  financeNumber: null,
  description: 'Family houses',
  phone: null,
  address: null,
  postalCode: null,
  city: null,
  mailReceipts: false,
  atReceiptsExempt: false,
  countProperties: 0,
  accessType: 'ADMIN',
  files: [],
};

const LOV_ANSWERS = {
  '/lov/entityTypes': [
    { id: 1, name: 'PERSONAL' },
    { id: 2, name: 'COMPANY' },
  ],
  '/lov/countries': [
    { id: 1, name: 'Portugal' },
    { id: 2, name: 'Spain' },
  ],
};

const EXEMPT = 'Exempt from AT e-receipts (files Modelo 44)';
const EXEMPT_HINT =
  "For landlords the Tax Authority (AT) exempts from issuing electronic rent receipts: the year's rents are declared once, on Modelo 44. It applies in Portugal.";

/** Any other page, as its path. */
function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderEdit = () =>
  renderWithProviders(
    <Routes>
      <Route path="/entities/:entityId/edit" element={<EditEntityRoute />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    `${ENTITY}/edit`,
  );

function type(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Update' }));

const renderNew = () =>
  renderWithProviders(
    <Routes>
      <Route path="/entity/new" element={<NewEntityRoute />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    '/entity/new',
  );

/** Picks `option` in the drop-down labelled `label`. */
async function choose(label: string, option: string) {
  const select = screen.getByLabelText(label).closest('.p-dropdown') as HTMLElement;
  await waitFor(() => {
    if (select.querySelector('[aria-expanded="true"]') === null) fireEvent.click(select);
    const found = screen
      .getAllByRole('option', { name: option, hidden: true })
      .find((element) => element.tagName === 'LI');
    expect(found).toBeTruthy();
    fireEvent.click(found as HTMLElement);
  });
}

const exempt = () => screen.getByLabelText(EXEMPT) as HTMLInputElement;

/** The JSON bodies of the PUTs of the entity, in order. */
const puts = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === `/api${ENTITY}` && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

/**
 * Reads are answered late once the entity is saved, like a real network: the saved entity, cached at
 * once, gives the form a new key before the refresh ends, and the save must still toast and leave.
 */
function slowReadsAfterSave(fetchMock: ReturnType<typeof mockApi>) {
  const answer = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method !== 'PUT' && puts(fetchMock).length > 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return answer ? answer(input, init) : new Response(null, { status: 500 });
  });
}

describe('Edit Entity', () => {
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

  it('sends the entity with the version it was filled from, toasts and goes to its overview', async () => {
    const fetchMock = mockApi({
      ...LOV_ANSWERS,
      [ENTITY]: CASA,
      [`PUT ${ENTITY}`]: { ...CASA, name: 'Casa Lisboa e Porto', version: 2 },
    });
    slowReadsAfterSave(fetchMock);
    renderEdit();
    await screen.findByRole('heading', { name: 'Edit Entity' });
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Casa Lisboa');
    type('Name', 'Casa Lisboa e Porto');
    type('Description', '');
    // What receipts print and whether they are mailed.
    type('City', 'Lisboa');
    fireEvent.click(screen.getByLabelText('Mail receipts to the tenants'));
    // Exempt from e-receipts: the year's rents go on Modelo 44.
    expect(exempt().checked).toBe(false);
    fireEvent.click(exempt());
    expect(exempt().checked).toBe(true);
    submit();
    expect(await screen.findByText('Entity successfully updated!')).toBeTruthy();
    expect((await screen.findByTestId('where')).textContent).toBe(ENTITY);
    expect(puts(fetchMock)).toEqual([
      {
        name: 'Casa Lisboa e Porto',
        entityTypeId: 1,
        countryId: 1,
        legalName: null,
        financeNumber: null,
        description: null,
        phone: null,
        address: null,
        postalCode: null,
        city: 'Lisboa',
        mailReceipts: true,
        atReceiptsExempt: true,
        version: 1,
      },
    ]);
  });

  it('shows an exempt entity ticked, with its help, and sends the box unticked as not exempt', async () => {
    const fetchMock = mockApi({
      ...LOV_ANSWERS,
      [ENTITY]: { ...CASA, atReceiptsExempt: true },
      [`PUT ${ENTITY}`]: { ...CASA, version: 2 },
    });
    renderEdit();
    await screen.findByRole('heading', { name: 'Edit Entity' });
    expect(exempt().checked).toBe(true);
    expect(screen.getByText(EXEMPT_HINT).id).toBe('atReceiptsExempt-hint');
    expect(exempt().getAttribute('aria-describedby')).toBe('atReceiptsExempt-hint');
    fireEvent.click(exempt());
    submit();
    expect(await screen.findByText('Entity successfully updated!')).toBeTruthy();
    expect(puts(fetchMock)).toEqual([expect.objectContaining({ atReceiptsExempt: false, version: 1 })]);
  });

  it('says it in Portuguese', async () => {
    await i18n.changeLanguage('pt');
    mockApi({ ...LOV_ANSWERS, [ENTITY]: CASA });
    renderEdit();
    await screen.findByRole('heading', { name: 'Editar entidade' });
    expect(
      screen.getByLabelText('Dispensado dos recibos eletrónicos da AT (entrega o Modelo 44)'),
    ).toBeTruthy();
  });

  it('offers to reload when someone saved the entity since it was opened, then saves over the new version', async () => {
    const answers: Record<string, unknown> = {
      ...LOV_ANSWERS,
      [ENTITY]: CASA,
      [`PUT ${ENTITY}`]: new Reply(409, { message: STALE, stale: true }),
    };
    const fetchMock = mockApi(answers);
    renderEdit();
    await screen.findByRole('heading', { name: 'Edit Entity' });
    type('Name', 'Casa Lisboa e Porto');
    submit();
    expect(await screen.findByText(STALE)).toBeTruthy();

    answers[ENTITY] = { ...CASA, name: 'Casa Silva', version: 2 };
    answers[`PUT ${ENTITY}`] = { ...CASA, name: 'Casa Silva', phone: '912 345 678', version: 3 };
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Casa Silva'));
    expect(screen.queryByText(STALE)).toBeNull();
    type('Phone', '912 345 678');
    submit();
    expect(await screen.findByText('Entity successfully updated!')).toBeTruthy();
    expect(puts(fetchMock).map((body) => body.version)).toEqual([1, 2]);
  });

  it('offers no reload for another refusal', async () => {
    mockApi({
      ...LOV_ANSWERS,
      [ENTITY]: CASA,
      [`PUT ${ENTITY}`]: new Reply(500, { message: 'Something went wrong on our side.' }),
    });
    renderEdit();
    await screen.findByRole('heading', { name: 'Edit Entity' });
    submit();
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });
});

describe('New Entity', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    startSession();
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  /** The JSON bodies of the POSTs of entities, in order. */
  const posts = (fetchMock: ReturnType<typeof mockApi>) =>
    fetchMock.mock.calls
      .filter(([input, init]) => String(input) === '/api/entities' && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

  it('asks about the exemption whatever the country, and posts it', async () => {
    const fetchMock = mockApi({ ...LOV_ANSWERS, 'POST /entities': new Reply(201, { id: 9 }) });
    renderNew();
    await screen.findByRole('heading', { name: 'New Entity' });
    // Before any country, and for one that is not Portugal.
    expect(exempt().checked).toBe(false);
    type('Name', 'Casa Madrid');
    await choose('Entity Type', 'PERSONAL');
    await choose('Country', 'Spain');
    expect(screen.getByText(EXEMPT_HINT)).toBeTruthy();
    // The label ticks the box, as a click on the box itself does.
    fireEvent.click(screen.getByText(EXEMPT));
    expect(exempt().checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Entity successfully created!')).toBeTruthy();
    expect(posts(fetchMock)).toEqual([
      {
        name: 'Casa Madrid',
        entityTypeId: 1,
        countryId: 2,
        legalName: null,
        financeNumber: null,
        description: null,
        phone: null,
        address: null,
        postalCode: null,
        city: null,
        mailReceipts: false,
        atReceiptsExempt: true,
      },
    ]);
  });

  it('posts a new entity as not exempt when the box is left alone', async () => {
    const fetchMock = mockApi({ ...LOV_ANSWERS, 'POST /entities': new Reply(201, { id: 9 }) });
    renderNew();
    await screen.findByRole('heading', { name: 'New Entity' });
    type('Name', 'Casa Lisboa');
    await choose('Entity Type', 'PERSONAL');
    await choose('Country', 'Portugal');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Entity successfully created!')).toBeTruthy();
    expect(posts(fetchMock)).toEqual([expect.objectContaining({ countryId: 1, atReceiptsExempt: false })]);
  });
});
