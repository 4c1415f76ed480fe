import { notifyManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tenantKeys } from '@/features/tenants/api/query-keys';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import { overview, renderTenantRoutes, sent, tenant, type, where } from '@/testing/fixtures/tenant-fixtures';
import { mockApi, Reply, startSession } from '@/testing/render';

const NEW = '/entities/1/tenant/new';
const TENANTS = '/entities/1/tenants';
const TENANT = '/entities/1/tenants/4';

const submit = (label = 'Create') => fireEvent.click(screen.getByRole('button', { name: label }));

/** The message under the field labelled `label`. */
const messageOf = (label: string) => {
  const describedBy = screen.getByLabelText(label).getAttribute('aria-describedby');
  return describedBy ? document.getElementById(describedBy)?.textContent : undefined;
};

describe('New Tenant', () => {
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

  it('checks the fields before sending anything', async () => {
    const fetchMock = mockApi({});
    renderTenantRoutes(NEW);
    await screen.findByRole('heading', { name: 'New Tenant' });
    submit();
    await waitFor(() => expect(messageOf('Name')).toBe('Name is required'));

    type('Name', 'x'.repeat(61));
    type('Email', 'not-an-email');
    type('Phone', '9'.repeat(21));
    type('Fiscal Number', '1'.repeat(51));
    type('Note', 'n'.repeat(256));
    type('Address', 'a'.repeat(251));
    type('Postal Code', 'p'.repeat(31));
    submit();
    await waitFor(() => expect(messageOf('Name')).toBe('Cannot contain more than 60 characters'));
    expect(messageOf('Email')).toBe('Must be a valid email');
    expect(messageOf('Phone')).toBe('Cannot contain more than 20 characters');
    expect(messageOf('Fiscal Number')).toBe('Cannot contain more than 50 characters');
    expect(messageOf('Note')).toBe('Cannot contain more than 255 characters');
    expect(messageOf('Address')).toBe('Cannot contain more than 250 characters');
    expect(messageOf('Postal Code')).toBe('Cannot contain more than 30 characters');

    type('Email', `${'e'.repeat(56)}@x.pt`);
    submit();
    await waitFor(() => expect(messageOf('Email')).toBe('Cannot contain more than 60 characters'));

    // A Portuguese tenant's NIF has its check digit, the postal code is dddd-ddd, the phone dialable.
    type('Name', 'Ana');
    type('Email', '');
    type('Fiscal Number', '123456780');
    type('Postal Code', '1100 053');
    type('Phone', '12345');
    submit();
    await waitFor(() =>
      expect(messageOf('Fiscal Number')).toBe(
        'Invalid Portuguese tax number (NIF/NIPC): 9 digits with a valid check digit',
      ),
    );
    expect(messageOf('Postal Code')).toBe('A Portuguese postal code is written 1234-567');
    expect(messageOf('Phone')).toBe(
      'Invalid phone number (outside Portugal, start with + and the country code)',
    );
    expect(sent(fetchMock, 'POST', TENANTS)).toEqual([]);
  });

  it('says so in Portuguese too', async () => {
    await i18n.changeLanguage('pt');
    mockApi({});
    renderTenantRoutes(NEW);
    await screen.findByRole('heading', { name: 'Novo inquilino' });
    submit('Criar');
    await waitFor(() => expect(messageOf('Nome')).toBe('O nome é obrigatório'));
    type('Nome', 'Ana');
    type('Número fiscal', '123456780');
    type('Código postal', '1100053');
    type('Telefone', '12345');
    submit('Criar');
    await waitFor(() =>
      expect(messageOf('Número fiscal')).toBe(
        'Número de contribuinte (NIF/NIPC) inválido: 9 dígitos com um dígito de controlo válido',
      ),
    );
    expect(messageOf('Código postal')).toBe('Um código postal português escreve-se 1234-567');
    expect(messageOf('Telefone')).toBe(
      'Número de telefone inválido (fora de Portugal, comece por + e o indicativo do país)',
    );
  });

  it('sends empty text as null, toasts, and goes to the list when there is no page to go back to', async () => {
    const fetchMock = mockApi({ [`POST ${TENANTS}`]: new Reply(201, { id: 9 }), [TENANTS]: [] });
    renderTenantRoutes(NEW);
    await screen.findByRole('heading', { name: 'New Tenant' });
    type('Name', '  Ana Silva  ');
    type('Phone', '   ');
    submit();
    expect(await screen.findByRole('heading', { name: 'Tenants' })).toBeTruthy();
    expect(await screen.findByText('Tenant successfully created!')).toBeTruthy();
    expect(sent(fetchMock, 'POST', TENANTS)).toEqual([
      {
        name: 'Ana Silva',
        email: null,
        phone: null,
        fiscalNumber: null,
        note: null,
        address: null,
        postalCode: null,
      },
    ]);
  });

  it('sends every field, and goes back to the page it came from', async () => {
    const fetchMock = mockApi({ [`POST ${TENANTS}`]: new Reply(201, { id: 9 }) });
    renderTenantRoutes('/entities/1/contract/new');
    fireEvent.click(await screen.findByRole('link', { name: 'Open New Tenant' }));
    await screen.findByRole('heading', { name: 'New Tenant' });
    type('Name', 'Ana Silva');
    type('Email', ' Ana@Mail.PT ');
    type('Phone', '912 345 678');
    type('Fiscal Number', '123456789');
    type('Note', 'Pays early');
    type('Address', 'Rua Augusta 12');
    type('Postal Code', '1100-053');
    submit();
    expect(await where()).toBe('/entities/1/contract/new');
    expect(sent(fetchMock, 'POST', TENANTS)).toEqual([
      {
        name: 'Ana Silva',
        email: 'ana@mail.pt',
        phone: '912 345 678',
        fiscalNumber: '123456789',
        note: 'Pays early',
        address: 'Rua Augusta 12',
        postalCode: '1100-053',
      },
    ]);
  });

  it('shows the server’s field messages under their fields and its message in an alert', async () => {
    mockApi({
      [`POST ${TENANTS}`]: new Reply(400, {
        message: 'The request is not valid. Please check the fields.',
        fieldErrors: { email: 'validation.emailInvalid' },
      }),
    });
    renderTenantRoutes(NEW);
    await screen.findByRole('heading', { name: 'New Tenant' });
    type('Name', 'Ana');
    type('Email', 'ana@mail.pt');
    submit();
    expect(await screen.findByText('The request is not valid. Please check the fields.')).toBeTruthy();
    expect(messageOf('Email')).toBe('Must be a valid email');
    expect(screen.getByRole('heading', { name: 'New Tenant' })).toBeTruthy();
  });

  it('is not for a reader', async () => {
    sessionStore.update({ accessMap: { 1: 'READ' } });
    mockApi({});
    renderTenantRoutes(NEW);
    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'New Tenant' })).toBeNull();
  });
});

describe('Edit Tenant', () => {
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

  const ANA = tenant(4, {
    name: 'Ana Silva',
    email: 'ana@mail.pt',
    phone: '912 345 678',
    fiscalNumber: '123456789',
    note: 'Pays early',
    address: 'Rua Augusta 12',
    postalCode: '1100-053',
    numActiveContracts: 1,
    numContracts: 1,
    numEndedContracts: 0,
  });

  it('loads the tenant, sends the whole tenant with cleared fields as null, toasts and goes to its page', async () => {
    const fetchMock = mockApi({
      [TENANT]: ANA,
      [`PUT ${TENANT}`]: { ...ANA, name: 'Ana S. Silva', note: null },
      [`${TENANT}/overview`]: overview(4, { name: 'Ana S. Silva' }),
    });
    renderTenantRoutes(`${TENANT}/edit`);
    expect(screen.getByRole('status')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Edit Tenant' });
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ana@mail.pt');
    expect(screen.getByRole('link', { name: 'Back to the tenant' }).getAttribute('href')).toBe(TENANT);
    type('Name', 'Ana S. Silva');
    type('Note', '');
    submit('Update');
    expect(await screen.findByText('Tenant successfully updated!')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana S. Silva' })).toBeTruthy();
    expect(sent(fetchMock, 'PUT', TENANT)).toEqual([
      {
        name: 'Ana S. Silva',
        email: 'ana@mail.pt',
        phone: '912 345 678',
        fiscalNumber: '123456789',
        note: null,
        address: 'Rua Augusta 12',
        postalCode: '1100-053',
        version: 1,
      },
    ]);
  });

  it('offers to reload when someone saved the tenant since it was opened, then saves over the new version', async () => {
    const answers: Record<string, unknown> = {
      [TENANT]: ANA,
      [`PUT ${TENANT}`]: new Reply(409, {
        message: 'Someone else saved this record after you opened it.',
        stale: true,
      }),
    };
    const fetchMock = mockApi(answers);
    renderTenantRoutes(`${TENANT}/edit`);
    await screen.findByRole('heading', { name: 'Edit Tenant' });
    type('Name', 'Ana S. Silva');
    submit('Update');
    expect(await screen.findByText('Someone else saved this record after you opened it.')).toBeTruthy();

    answers[TENANT] = { ...ANA, name: 'Ana Costa', version: 2 };
    answers[`PUT ${TENANT}`] = { ...ANA, name: 'Ana Costa', note: 'Moved', version: 3 };
    answers[`${TENANT}/overview`] = overview(4, { name: 'Ana Costa' });
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Ana Costa'));
    expect(screen.queryByText('Someone else saved this record after you opened it.')).toBeNull();
    type('Note', 'Moved');
    submit('Update');
    expect(await screen.findByText('Tenant successfully updated!')).toBeTruthy();
    expect(sent(fetchMock, 'PUT', TENANT).map((body) => (body as { version: number }).version)).toEqual([
      1, 2,
    ]);
  });

  it('keeps what is typed when a refetch brings a newer tenant, and saves the version it was filled from', async () => {
    const stale = 'Someone else saved this record after you opened it.';
    const answers: Record<string, unknown> = {
      [TENANT]: ANA,
      [`PUT ${TENANT}`]: new Reply(409, { message: stale, stale: true }),
    };
    const fetchMock = mockApi(answers);
    const { queryClient } = renderTenantRoutes(`${TENANT}/edit`);
    await screen.findByRole('heading', { name: 'Edit Tenant' });
    type('Name', 'Ana S. Silva');

    // Someone else saves the tenant; a refetch (as on a window focus) brings it while the user types.
    answers[TENANT] = { ...ANA, name: 'Ana Costa', version: 2 };
    await act(async () => {
      await queryClient.invalidateQueries();
      // The query tells the page on a later tick.
      await new Promise<void>((resolve) => notifyManager.schedule(resolve));
    });
    expect(queryClient.getQueryData(tenantKeys.detail(1, 4))).toMatchObject({ version: 2 });
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Ana S. Silva');
    type('Note', 'Moved');

    submit('Update');
    expect(await screen.findByText(stale)).toBeTruthy();
    expect(sent(fetchMock, 'PUT', TENANT)).toEqual([
      expect.objectContaining({ name: 'Ana S. Silva', note: 'Moved', version: 1 }),
    ]);
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Ana S. Silva');
    expect(screen.getByLabelText('Note')).toHaveProperty('value', 'Moved');
  });

  it('keeps the form and what is typed when a background refetch fails', async () => {
    const answers: Record<string, unknown> = { [TENANT]: ANA };
    mockApi(answers);
    const { queryClient } = renderTenantRoutes(`${TENANT}/edit`);
    await screen.findByRole('heading', { name: 'Edit Tenant' });
    type('Name', 'Ana S. Silva');

    answers[TENANT] = new Reply(404, { message: 'Tenant not found.' });
    await act(async () => {
      await queryClient.invalidateQueries();
      await new Promise<void>((resolve) => notifyManager.schedule(resolve));
    });
    expect(queryClient.getQueryState(tenantKeys.detail(1, 4))?.status).toBe('error');
    expect(screen.getByRole('heading', { name: 'Edit Tenant' })).toBeTruthy();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Ana S. Silva');
  });

  it('says the tenant is not found on a 404', async () => {
    mockApi({ [TENANT]: new Reply(404, { message: 'Tenant not found.' }) });
    renderTenantRoutes(`${TENANT}/edit`);
    expect(await screen.findByRole('heading', { name: 'Tenant not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the tenants' }).getAttribute('href')).toBe(TENANTS);
  });

  it('shows another failure with a retry', async () => {
    mockApi({ [TENANT]: new Reply(500, { message: 'Something went wrong on our side.' }) });
    renderTenantRoutes(`${TENANT}/edit`);
    expect(await screen.findByRole('heading', { name: 'The tenant could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is not for a reader', async () => {
    sessionStore.update({ accessMap: { 1: 'READ' } });
    mockApi({ [TENANT]: ANA });
    renderTenantRoutes(`${TENANT}/edit`);
    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Edit Tenant' })).toBeNull();
  });
});
