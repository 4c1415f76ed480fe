import type { TenantPortalStatus } from '@arrenda/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { sessionStore } from '@/lib/session';
import { SLOW, sent, type } from '@/testing/fixtures/portal-fixtures';
import { overview, renderTenantRoutes } from '@/testing/fixtures/tenant-fixtures';
import { mockApi, Reply, startSession } from '@/testing/render';

const TENANT = '/entities/1/tenants/4';
const PORTAL = `${TENANT}/portal`;
const INVITATION = `${TENANT}/invitation`;
const CARLA = overview(4, { name: 'Carla Dias', email: 'carla@mail.pt' });
const NONE: TenantPortalStatus = { account: null, invitation: null };
const INVITED: TenantPortalStatus = {
  account: null,
  invitation: {
    email: 'carla.dias@mail.pt',
    sentAt: '2026-03-10T09:30:00.000Z',
    expiresAt: '2026-03-17T09:30:00.000Z',
  },
};
const LINKED: TenantPortalStatus = {
  account: { email: 'carla.dias@mail.pt', since: '2026-03-02T18:00:00.000Z' },
  invitation: null,
};

const card = async () => within(await screen.findByRole('region', { name: 'Tenant portal' }));
const messageOf = (label: string) =>
  document.getElementById(`${screen.getByLabelText(label).id}-error`)?.textContent;

describe('Tenant portal card', SLOW, () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-12T10:00:00Z'));
    await i18n.changeLanguage('en');
    startSession();
    sessionStore.update({ accessMap: { 1: 'EDITOR' } });
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('invites a tenant not yet invited, to the tenant’s e-mail by default, required and valid', async () => {
    const answers: Record<string, unknown> = {
      [`${TENANT}/overview`]: CARLA,
      [PORTAL]: NONE,
      [`POST ${INVITATION}`]: new Reply(201, INVITED),
    };
    const fetchMock = mockApi(answers);
    renderTenantRoutes(TENANT);
    const portal = await card();
    expect(await portal.findByText('Not invited')).toBeTruthy();
    fireEvent.click(portal.getByRole('button', { name: 'Invite to the portal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite to the tenant portal' }));
    expect((dialog.getByLabelText('Email') as HTMLInputElement).value).toBe('carla@mail.pt');

    type('Email', '');
    fireEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(messageOf('Email')).toBe('Email is required'));
    type('Email', 'carla@');
    fireEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(messageOf('Email')).toBe('Must be a valid email'));
    expect(sent(fetchMock, 'POST', INVITATION)).toEqual([]);

    type('Email', ' Carla.Dias@mail.pt ');
    fireEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to carla.dias@mail.pt')).toBeTruthy();
    expect(sent(fetchMock, 'POST', INVITATION)).toEqual([{ email: 'carla.dias@mail.pt' }]);
    expect(await portal.findByText('Invitation sent to carla.dias@mail.pt on 10 Mar 2026.')).toBeTruthy();
    expect(portal.getByText(/^It expires on 17 Mar 2026/)).toBeTruthy();
    expect(portal.getByRole('button', { name: 'Send a new invitation' })).toBeTruthy();
    expect(portal.getByRole('button', { name: 'Cancel invitation' })).toBeTruthy();
  });

  it('sends a new invitation to the address invited before, and shows a refusal in the dialog', async () => {
    const fetchMock = mockApi({
      [`${TENANT}/overview`]: CARLA,
      [PORTAL]: INVITED,
      [`POST ${INVITATION}`]: new Reply(409, {
        message: 'This tenant already has an account on the tenant portal.',
      }),
    });
    renderTenantRoutes(TENANT);
    const portal = await card();
    fireEvent.click(await portal.findByRole('button', { name: 'Send a new invitation' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send a new invitation' }));
    expect((dialog.getByLabelText('Email') as HTMLInputElement).value).toBe('carla.dias@mail.pt');
    fireEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText('This tenant already has an account on the tenant portal.')).toBeTruthy();
    // The status may be old: it is read again.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url) === `/api${PORTAL}`).length).toBe(2),
    );
  });

  it('says an invitation has expired', async () => {
    vi.setSystemTime(new Date('2026-03-20T10:00:00Z'));
    mockApi({ [`${TENANT}/overview`]: CARLA, [PORTAL]: INVITED });
    renderTenantRoutes(TENANT);
    const portal = await card();
    expect(await portal.findByText('Invitation expired')).toBeTruthy();
    expect(portal.getByText(/^It expired on 17 Mar 2026.*Send a new one\.$/)).toBeTruthy();
  });

  it('revokes a linked account’s access after asking', async () => {
    const answers: Record<string, unknown> = {
      [`${TENANT}/overview`]: CARLA,
      [PORTAL]: LINKED,
      [`DELETE ${PORTAL}`]: new Reply(204, null),
    };
    const fetchMock = mockApi(answers);
    renderTenantRoutes(TENANT);
    const portal = await card();
    expect(await portal.findByText('Account carla.dias@mail.pt since 2 Mar 2026.')).toBeTruthy();
    expect(portal.getByText('Has access')).toBeTruthy();
    expect(portal.queryByRole('button', { name: 'Invite to the portal' })).toBeNull();
    fireEvent.click(portal.getByRole('button', { name: 'Revoke access' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Revoke access' }));
    expect(
      ask.getByText(
        "carla.dias@mail.pt will no longer see this tenant's contracts, rents and receipts. Revoke the access?",
      ),
    ).toBeTruthy();
    answers[PORTAL] = NONE;
    fireEvent.click(ask.getByRole('button', { name: 'Revoke access' }));
    expect(await screen.findByText('Access to the portal revoked')).toBeTruthy();
    expect(await portal.findByText('Not invited')).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url)),
    ).toEqual([`/api${PORTAL}`]);
  });

  it('shows the status without the actions to a reader', async () => {
    sessionStore.update({ accessMap: { 1: 'READ' } });
    mockApi({ [`${TENANT}/overview`]: CARLA, [PORTAL]: LINKED });
    renderTenantRoutes(TENANT);
    const portal = await card();
    expect(await portal.findByText('Account carla.dias@mail.pt since 2 Mar 2026.')).toBeTruthy();
    expect(portal.queryAllByRole('button')).toEqual([]);
  });
});
