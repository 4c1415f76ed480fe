import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import { contractItem, overview, renderTenantRoutes } from '@/testing/fixtures/tenant-fixtures';
import { ANA, mockApi, Reply, startSession } from '@/testing/render';

const TENANT = '/entities/1/tenants/4';
const OVERVIEW = `${TENANT}/overview`;
const renderPage = (path = TENANT) => renderTenantRoutes(path);
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
const region = (name: string) => within(screen.getByRole('region', { name }));

const CARLA = overview(4, {
  name: 'Carla Dias',
  email: 'carla@mail.pt',
  phone: '912 345 678',
  fiscalNumber: '123456789',
  note: 'Pays early',
  address: 'Rua Augusta 12',
  postalCode: '1100-053',
  numActiveContracts: 1,
  numContracts: 2,
  numEndedContracts: 1,
  contracts: [
    contractItem(12, {
      current: true,
      startDate: '2025-01-01T10:00:00.000Z',
      endDate: '2026-12-31T16:00:00.000Z',
    }),
    contractItem(7, {
      propertyId: 5,
      property: { id: 5, name: null, propertyType: { id: 5, name: 'GARAGE' }, address: null },
      amount: 100,
      currency: 'US Dollar',
    }),
  ],
  files: [
    { id: 1, name: 'id-card.pdf', createdAt: '2024-01-10T10:00:00.000Z' },
    { id: 2, name: 'contract.pdf', createdAt: '2025-02-10T10:00:00.000Z' },
  ],
});

/** Opens the delete dialog, types Ana's e-mail and confirms. */
async function confirmDelete() {
  fireEvent.click(await screen.findByRole('button', { name: 'Delete tenant' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete tenant' });
  const deleteButton = within(dialog).getByRole('button', { name: 'Delete' });
  expect(deleteButton).toHaveProperty('disabled', true);
  fireEvent.change(within(dialog).getByLabelText(`To confirm, type your email (${ANA.email})`), {
    target: { value: ANA.email },
  });
  expect(deleteButton).toHaveProperty('disabled', false);
  fireEvent.click(deleteButton);
}

describe('Tenant page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    startSession();
    sessionStore.update({ accessMap: { 1: 'MANAGER' } });
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('shows the contact details, the note and the receipt address', async () => {
    mockApi({ [OVERVIEW]: CARLA });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Carla Dias' })).toBeTruthy();
    expect(screen.getByText('Current tenant')).toBeTruthy();
    const contact = region('Contact details');
    expect(contact.getByRole('link', { name: 'carla@mail.pt' }).getAttribute('href')).toBe(
      'mailto:carla@mail.pt',
    );
    expect(contact.getByRole('link', { name: '912 345 678' }).getAttribute('href')).toBe('tel:912345678');
    expect(contact.getByText('123456789')).toBeTruthy();
    expect(region('Note').getByText('Pays early')).toBeTruthy();
    expect(region('Receipt address').getByText('Rua Augusta 12, 1100-053')).toBeTruthy();
  });

  it('lists the contracts with links to each, and the files newest first', async () => {
    mockApi({ [OVERVIEW]: CARLA });
    renderPage();
    const history = within(await screen.findByRole('region', { name: 'Contract history' }));
    const items = history.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [current, old] = items as [HTMLElement, HTMLElement];
    expect(within(current).getByRole('link', { name: 'T2 Alfama' }).getAttribute('href')).toBe(
      '/entities/1/properties/3/contracts/12',
    );
    expect(within(current).getByText('Current')).toBeTruthy();
    expect(within(current).getByText('Rua dos Remédios 12, 1100-053 Lisboa')).toBeTruthy();
    expect(within(current).getByText('€850.00')).toBeTruthy();
    expect(within(current).getByText('1 Jan 2025 to 31 Dec 2026')).toBeTruthy();
    expect(within(old).getByRole('link', { name: 'Garage' }).getAttribute('href')).toBe(
      '/entities/1/properties/5/contracts/7',
    );
    expect(within(old).queryByText('Current')).toBeNull();
    expect(within(old).getByText('100.00 US Dollar')).toBeTruthy();

    const files = region('Files')
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(files[0]).toContain('contract.pdf');
    expect(files[1]).toContain('id-card.pdf');
  });

  it('says when there is nothing to show', async () => {
    mockApi({ [OVERVIEW]: overview(4) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Tenant 4' });
    // Without any contract the tenant is new, not past.
    expect(screen.getByText('No contract yet')).toBeTruthy();
    expect(region('Contact details').getAllByText('-')).toHaveLength(3);
    expect(region('Note').getByText('No note')).toBeTruthy();
    expect(region('Receipt address').getByText('No receipt address')).toBeTruthy();
    expect(region('Contract history').getByText('No contracts yet')).toBeTruthy();
    expect(region('Files').getByText('No files yet')).toBeTruthy();
  });

  it('offers edit and delete by access', async () => {
    mockApi({ [OVERVIEW]: CARLA });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Carla Dias' });
    expect(hrefOf('Edit tenant')).toBe('/entities/1/tenants/4/edit');
    expect(screen.getByRole('button', { name: 'Delete tenant' })).toBeTruthy();
    expect(hrefOf('Back to the tenants')).toBe('/entities/1/tenants');
    cleanup();

    sessionStore.update({ accessMap: { 1: 'EDITOR' } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Carla Dias' });
    expect(hrefOf('Edit tenant')).toBe('/entities/1/tenants/4/edit');
    expect(screen.queryByRole('button', { name: 'Delete tenant' })).toBeNull();
    cleanup();

    sessionStore.update({ accessMap: { 1: 'READ' } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Carla Dias' });
    expect(screen.queryByRole('link', { name: 'Edit tenant' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete tenant' })).toBeNull();
  });

  it('deletes after the user types their own e-mail, then toasts and goes to the tenant list', async () => {
    const fetchMock = mockApi({
      [OVERVIEW]: overview(4),
      [`DELETE ${TENANT}`]: new Reply(204, null),
      '/entities/1/tenants': [],
    });
    renderPage();
    await confirmDelete();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tenants' })).toBeTruthy();
    expect(await screen.findByText('Tenant successfully deleted')).toBeTruthy();
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes.map(([url]) => String(url))).toEqual([`/api${TENANT}`]);
  });

  it('shows a 409 with links to the contracts the tenant is on, and stays', async () => {
    const message =
      'This tenant is on contracts and cannot be deleted. Delete or change the contracts first.';
    mockApi({
      [OVERVIEW]: CARLA,
      [`DELETE ${TENANT}`]: new Reply(409, {
        message,
        conflicts: [
          { propertyId: 5, contractId: 7 },
          { propertyId: 3, contractId: 12 },
        ],
      }),
    });
    renderPage();
    await confirmDelete();
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText(message)).toBeTruthy();
    expect(alert.getByRole('link', { name: 'Contract 7' }).getAttribute('href')).toBe(
      '/entities/1/properties/5/contracts/7',
    );
    expect(alert.getByRole('link', { name: 'Contract 12' }).getAttribute('href')).toBe(
      '/entities/1/properties/3/contracts/12',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Tenant successfully deleted')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Carla Dias' })).toBeTruthy();
  });

  it('shows another refused delete as an error toast and stays', async () => {
    const refusal = 'You do not have permission to do this.';
    mockApi({ [OVERVIEW]: CARLA, [`DELETE ${TENANT}`]: new Reply(403, { message: refusal }) });
    renderPage();
    await confirmDelete();
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Carla Dias' })).toBeTruthy();
  });

  it('says so in Portuguese too', async () => {
    await i18n.changeLanguage('pt');
    mockApi({
      [OVERVIEW]: overview(4),
      [`DELETE ${TENANT}`]: new Reply(204, null),
      '/entities/1/tenants': [],
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar inquilino' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar inquilino' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: ANA.email } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Inquilino eliminado com sucesso')).toBeTruthy();
  });

  it('says the tenant is not found on a 404, and without asking for an id that is no id', async () => {
    mockApi({ [OVERVIEW]: new Reply(404, { message: 'Tenant not found.' }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Tenant not found' })).toBeTruthy();
    expect(hrefOf('Back to the tenants')).toBe('/entities/1/tenants');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    cleanup();

    const fetchMock = mockApi({});
    renderPage('/entities/1/tenants/abc');
    expect(await screen.findByRole('heading', { name: 'Tenant not found' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/tenants/'))).toBe(false);
  });

  it('shows a loading state, then another failure with a retry', async () => {
    mockApi({ [OVERVIEW]: new Reply(500, { message: 'Something went wrong on our side.' }) });
    renderPage();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'The tenant could not be loaded' })).toBeTruthy();
    expect(screen.getByText('Something went wrong on our side.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
