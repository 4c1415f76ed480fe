import type { InvitationInfo, TenantPortalStatus } from '@arrenda/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { signUp, startTestServer, type TestServer, uniqueAddress, uniqueEmail } from '../../test/harness';
import {
  acceptLink,
  invite,
  linkedTenant,
  login,
  type PortalSetup,
  portalSetup,
} from '../../test/portal-fixture';
import { tenantInvitation } from '../db/schema';

let server: TestServer;
let setup: PortalSetup;

beforeAll(async () => {
  server = await startTestServer();
  setup = await portalSetup(server);
});
afterAll(() => server.close());

const status = (tenantId: number) =>
  setup.api.get<TenantPortalStatus>(`${setup.base}/tenants/${tenantId}/portal`);

const info = (link: URL, email = link.searchParams.get('email')) =>
  server.app.inject({
    method: 'GET',
    url: `/api/auth/tenantInvitation?${new URLSearchParams({ email: email ?? '', token: link.searchParams.get('token') ?? '' })}`,
  });

const invalid = {
  message: 'This invitation link is invalid or has expired. Ask your landlord for a new one.',
};

describe('inviting a tenant', () => {
  it('mails a 7-day link from the landlord, shown in the status until it is accepted', async () => {
    const { rui } = setup;
    expect(await status(rui)).toEqual({ account: null, invitation: null });
    const email = uniqueEmail('rui');
    const { mail, link } = await invite(server, setup, rui, email);
    expect(mail.subject).toBe('Arrenda: Imóveis Silva, Lda. invites you to the tenant portal');
    expect(mail.text).toContain('Hello Rui Costa,');
    expect(mail.text).toContain('see your contracts, rents and receipts');
    expect(mail.text).toContain('valid for 7 days');
    expect(link.origin + link.pathname).toBe('http://localhost:3000/tenantInvitation');
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);

    const current = await status(rui);
    expect(current.account).toBeNull();
    expect(current.invitation?.email).toBe(email);
    const sentAt = Date.parse(current.invitation?.sentAt ?? '');
    expect(Math.abs(sentAt - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(current.invitation?.expiresAt ?? '') - sentAt).toBeCloseTo(7 * 24 * 3600_000, -4);

    // The token is stored hashed only.
    const stored = await server.app.ctx.db
      .select()
      .from(tenantInvitation)
      .where(eq(tenantInvitation.email, email));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(link.searchParams.get('token'));
  });

  it("mails in the language of the address's account, else in the inviter's", async () => {
    const portuguese = uniqueEmail('pt');
    await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'pt-PT' },
      payload: { email: portuguese, password: 'Gato-Preto-42' },
      remoteAddress: uniqueAddress(),
    });
    await server.app.ctx.background.idle(); // the account is made after the answer
    const { mail } = await invite(server, setup, setup.rui, portuguese);
    expect(mail.subject).toBe('Arrenda: Imóveis Silva, Lda. convida-o para o portal do inquilino');
    expect(mail.text).toContain('Olá Rui Costa,');

    const newcomer = uniqueEmail('novo');
    const response = await setup.api.call('POST', `${setup.base}/tenants/${setup.rui}/invitation`, {
      email: newcomer,
    });
    expect(response.statusCode).toBe(201);
    const english = await server.smtp.waitFor(newcomer, /tenant portal/);
    expect(english.subject).toContain('invites you');
    const inPortuguese = await server.app.inject({
      method: 'POST',
      url: `/api${setup.base}/tenants/${setup.rui}/invitation`,
      headers: { ...setup.landlord.headers, 'accept-language': 'pt' },
      payload: { email: newcomer },
    });
    expect(inPortuguese.statusCode).toBe(201);
    expect((await server.smtp.waitFor(newcomer, /portal/, { skip: 1 })).subject).toContain('convida-o');
  });

  it('refuses a bad address, an unknown tenant and an address of an entity user', async () => {
    const bad = await setup.api.call('POST', `${setup.base}/tenants/${setup.rui}/invitation`, {
      email: 'rui',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ email: 'Must be a valid email' });
    const unknown = await setup.api.call('POST', `${setup.base}/tenants/999999/invitation`, {
      email: uniqueEmail(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Tenant not found.' });
    const member = await setup.api.call('POST', `${setup.base}/tenants/${setup.rui}/invitation`, {
      email: setup.landlord.email,
    });
    expect(member.statusCode).toBe(409);
    expect(member.json().fieldErrors).toEqual({
      email: 'This email belongs to a user of this entity. Invite the tenant with their own email.',
    });
  });
});

describe('accepting an invitation', () => {
  it('creates an activated account for a new address, which then logs in and sees the contract', async () => {
    const fresh = await portalSetup(server);
    const email = uniqueEmail('ana');
    const { link } = await invite(server, fresh, fresh.ana, email);
    const shown = await info(link);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<InvitationInfo>()).toEqual({
      email,
      landlordName: 'Imóveis Silva, Lda.',
      tenantName: 'Ana Silva',
      accountExists: false,
    });

    const withoutPassword = await acceptLink(server, link);
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json()).toEqual({
      message: 'Choose a password to create your account.',
      fieldErrors: { password: 'Choose a password to create your account.' },
    });
    const common = await acceptLink(server, link, { password: 'password' });
    expect(common.statusCode).toBe(400);
    expect(common.json().constraints).toEqual({ password: expect.any(String) });
    const short = await acceptLink(server, link, { password: 'abc' });
    expect(short.statusCode).toBe(400);

    const accepted = await server.app.inject({
      method: 'PUT',
      url: '/api/auth/tenantInvitation',
      headers: { 'accept-language': 'pt-PT' },
      payload: { userEmail: email, token: link.searchParams.get('token'), password: 'Casa-Azul-77' },
      remoteAddress: uniqueAddress(),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ message: 'Convite aceite. Já pode entrar para ver as suas rendas.' });

    const headers = await login(server, email, 'Casa-Azul-77');
    const contracts = await apiAs(server, headers).get<{ id: number }[]>('/portal/contracts');
    expect(contracts.map((contract) => contract.id).sort()).toEqual([fresh.anaOld, fresh.anaContract].sort());
    const profile = await apiAs(server, headers).get<{ email: string }>('/profile');
    expect(profile.email).toBe(email);
    const own = await fresh.api.get<TenantPortalStatus>(`${fresh.base}/tenants/${fresh.ana}/portal`);
    expect(own.account?.email).toBe(email);
    expect(own.invitation).toBeNull();

    // Single use.
    const again = await acceptLink(server, link, { password: 'Casa-Azul-77' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalid);
    expect((await info(link)).statusCode).toBe(400);
  });

  it('links an active account as it is: no password asked, one sent is ignored', async () => {
    const fresh = await portalSetup(server);
    const account = await signUp(server);
    const { link } = await invite(server, fresh, fresh.ana, account.email);
    expect((await info(link)).json<InvitationInfo>().accountExists).toBe(true);
    const accepted = await acceptLink(server, link, { password: 'Outra-Senha-9' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await login(server, account.email, account.password);
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: 'Outra-Senha-9' },
      remoteAddress: uniqueAddress(),
    });
    expect(refused.statusCode).toBe(401);
    const contracts = await apiAs(server, account.headers).get<unknown[]>('/portal/contracts');
    expect(contracts).toHaveLength(2);
  });

  it('gives a not yet activated account the new password and activates it', async () => {
    const fresh = await portalSetup(server);
    const email = uniqueEmail('pending');
    const registered = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'Primeira-11' },
      remoteAddress: uniqueAddress(),
    });
    expect(registered.statusCode).toBe(201);
    await server.app.ctx.background.idle(); // the account is made after the answer
    const { link } = await invite(server, fresh, fresh.ana, email);
    expect((await info(link)).json<InvitationInfo>().accountExists).toBe(false);
    expect((await acceptLink(server, link)).statusCode).toBe(400);
    const accepted = await acceptLink(server, link, { password: 'Segunda-22' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await login(server, email, 'Segunda-22');
    const old = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Primeira-11' },
      remoteAddress: uniqueAddress(),
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses expired, mismatching, replaced and made-up links alike', async () => {
    const fresh = await portalSetup(server);
    const email = uniqueEmail('ana');
    const first = await invite(server, fresh, fresh.ana, email);
    const second = await invite(server, fresh, fresh.ana, email);
    // A new invitation replaces the open one.
    expect((await info(first.link)).json()).toEqual(invalid);
    expect((await acceptLink(server, first.link, { password: 'Casa-Azul-77' })).json()).toEqual(invalid);

    const otherEmail = await info(second.link, uniqueEmail('other'));
    expect(otherEmail.statusCode).toBe(400);
    expect(otherEmail.json()).toEqual(invalid);
    const wrong = new URL(second.link);
    wrong.searchParams.set('email', uniqueEmail('other'));
    expect((await acceptLink(server, wrong, { password: 'Casa-Azul-77' })).json()).toEqual(invalid);
    const madeUp = new URL(second.link);
    madeUp.searchParams.set('token', 'x'.repeat(43));
    expect((await info(madeUp)).json()).toEqual(invalid);

    // Expired: seven days are over.
    await server.app.ctx.db
      .update(tenantInvitation)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(tenantInvitation.email, email));
    const expired = await info(second.link);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(invalid);
    expect((await acceptLink(server, second.link, { password: 'Casa-Azul-77' })).json()).toEqual(invalid);
    const notLinked = await fresh.api.get<TenantPortalStatus>(`${fresh.base}/tenants/${fresh.ana}/portal`);
    expect(notLinked.account).toBeNull();
  });

  it('compares the address case-insensitively', async () => {
    const fresh = await portalSetup(server);
    const account = await signUp(server);
    const { link } = await invite(server, fresh, fresh.ana, account.email);
    const upper = new URL(link);
    upper.searchParams.set('email', ` ${account.email.toUpperCase()} `);
    expect((await info(upper)).statusCode).toBe(200);
    expect((await acceptLink(server, upper)).statusCode).toBe(200);
  });
});

describe('a linked tenant', () => {
  it('cannot be invited again until its access is revoked; revoking removes the access', async () => {
    const fresh = await portalSetup(server);
    const tenant = await linkedTenant(server, fresh, fresh.rui);
    expect(await tenant.api.get<unknown[]>('/portal/contracts')).toHaveLength(1);
    const again = await fresh.api.call('POST', `${fresh.base}/tenants/${fresh.rui}/invitation`, {
      email: uniqueEmail(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This tenant already has an account on the tenant portal.' });

    const revoked = await fresh.api.call('DELETE', `${fresh.base}/tenants/${fresh.rui}/portal`);
    expect(revoked.statusCode).toBe(204);
    expect(await fresh.api.get<TenantPortalStatus>(`${fresh.base}/tenants/${fresh.rui}/portal`)).toEqual({
      account: null,
      invitation: null,
    });
    expect(await tenant.api.get<unknown[]>('/portal/contracts')).toEqual([]);
    const rents = await tenant.api.call('GET', `/portal/contracts/${fresh.ruiContract}/rents`);
    expect(rents.statusCode).toBe(404);
    expect(rents.json()).toEqual({ message: 'Contract not found.' });

    // A new invitation works again; revoking also cancels an open one.
    const { link } = await invite(server, fresh, fresh.rui, tenant.email);
    expect((await fresh.api.call('DELETE', `${fresh.base}/tenants/${fresh.rui}/portal`)).statusCode).toBe(
      204,
    );
    expect((await info(link)).json()).toEqual(invalid);
  });
});
