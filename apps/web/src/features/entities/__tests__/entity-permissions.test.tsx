import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EntityPermissions } from '@/features/entities/components/entity-permissions';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import { ANA, mockApi, Reply, renderWithProviders, startSession } from '@/testing/render';

const accessTypes = [
  { id: 1, name: 'ADMIN' },
  { id: 2, name: 'MANAGER' },
  { id: 3, name: 'EDITOR' },
  { id: 4, name: 'READ' },
];
const ana = { ...ANA, accessType: 'ADMIN' };
const bruno = { id: 2, email: 'bruno@arrenda.test', firstName: null, lastName: null, accessType: 'READ' };
const invitation = {
  id: 5,
  email: 'carla@arrenda.test',
  accessType: 'EDITOR',
  sentAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2026-03-15T10:00:00.000Z',
};

describe('Permissions view', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    startSession();
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('lists the users for anyone with access, without admin controls for a reader', async () => {
    mockApi({ '/entities/1/users': [ana, bruno], '/lov/accessTypes': accessTypes });
    renderWithProviders(<EntityPermissions entityId={1} isAdmin={false} />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Ana Rodrigues')).toBeTruthy();
    expect(within(table).getByText('bruno@arrenda.test')).toBeTruthy();
    expect(within(table).getByText('Read')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add user' })).toBeNull();
  });

  it('lets an admin add a user; a refusal shows under the e-mail field, a success reloads the lists', async () => {
    const refusal = 'This user already has access to the entity.';
    const answers: Record<string, unknown> = {
      'GET /entities/1/users': [ana],
      'GET /entities/1/invitations': [],
      '/lov/accessTypes': accessTypes,
      'POST /entities/1/users': new Reply(409, { message: refusal, fieldErrors: { email: refusal } }),
    };
    const fetchMock = mockApi(answers);
    renderWithProviders(<EntityPermissions entityId={1} isAdmin />);
    await screen.findByText('Ana Rodrigues');
    expect(screen.getByRole('button', { name: `Remove ${ANA.email}` })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Access Type is a required field')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('Must be a valid email')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nobody@arrenda.test' } });
    const accessType = screen.getByLabelText('Access Type').closest('.p-dropdown');
    if (!accessType) throw new Error('no access type dropdown');
    fireEvent.click(accessType);
    // jsdom does not run the overlay's transition, so the panel stays display:none.
    fireEvent.click(await screen.findByRole('option', { name: 'Read', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(document.getElementById('email-error')?.textContent).toBe(refusal));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ email: 'nobody@arrenda.test', accessTypeId: 4 });

    // The server says the same whether the address has an account (a member) or not (an invitation).
    answers['POST /entities/1/users'] = { message: 'Invitation sent to bruno@arrenda.test.' };
    answers['GET /entities/1/users'] = [ana, bruno];
    answers['GET /entities/1/invitations'] = [invitation];
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Bruno@arrenda.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('Invitation sent to bruno@arrenda.test.')).toBeTruthy();
    expect(await screen.findByText('bruno@arrenda.test')).toBeTruthy();
    expect(await screen.findByText('carla@arrenda.test')).toBeTruthy();
    expect(screen.getByLabelText('Email')).toHaveProperty('value', '');
  });

  it('shows the pending invitations, which an admin revokes after a confirmation', async () => {
    const fetchMock = mockApi({
      'GET /entities/1/users': [ana],
      'GET /entities/1/invitations': [invitation],
      '/lov/accessTypes': accessTypes,
      'DELETE /entities/1/invitations/5': [],
    });
    renderWithProviders(<EntityPermissions entityId={1} isAdmin />);
    const pending = within(await screen.findByRole('region', { name: 'Pending invitations' }));
    expect(pending.getByText('carla@arrenda.test')).toBeTruthy();
    expect(pending.getByText('Editor')).toBeTruthy();
    expect(pending.getByText('Pending')).toBeTruthy();
    expect(pending.getByText(/^Invitation valid until 15 Mar 2026/)).toBeTruthy();
    fireEvent.click(pending.getByRole('button', { name: 'Revoke the invitation of carla@arrenda.test' }));
    expect(await screen.findByText(/The invitation link stops working at once/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Invitation revoked')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pending invitations' })).toBeNull());
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => init?.method === 'DELETE' && String(url).endsWith('/invitations/5'),
      ),
    ).toBe(true);
  });

  it('shows the pending invitations in Portuguese, without revoking for a reader', async () => {
    await i18n.changeLanguage('pt');
    mockApi({
      'GET /entities/1/users': [ana],
      'GET /entities/1/invitations': [invitation],
      '/lov/accessTypes': accessTypes,
    });
    renderWithProviders(<EntityPermissions entityId={1} isAdmin={false} />);
    const pending = within(await screen.findByRole('region', { name: 'Convites pendentes' }));
    expect(pending.getByText('Pendente')).toBeTruthy();
    expect(pending.getByText(/^Convite válido até 15\/03\/2026/)).toBeTruthy();
    expect(pending.queryByRole('button')).toBeNull();
  });

  it('asks before removing a user', async () => {
    mockApi({
      'GET /entities/1/users': [ana, bruno],
      '/lov/accessTypes': accessTypes,
      'DELETE /entities/1/users/2': [ana],
    });
    renderWithProviders(<EntityPermissions entityId={1} isAdmin />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove bruno@arrenda.test' }));
    expect(await screen.findByText('Are you sure you want to remove the user from the entity?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User successfully removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('bruno@arrenda.test')).toBeNull());
  });
});
