import type { EntityUserView, EntityView, MemberInvitationInfo, MemberInvitationView } from '@arrenda/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs, createEntity } from '../../test/api-client';
import { signUp, startTestServer, type TestServer, uniqueAddress, uniqueEmail } from '../../test/harness';
import { linkIn } from '../../test/smtp-receiver';
import { memberInvitation, users } from '../db/schema';

let server: TestServer;
let owner: Awaited<ReturnType<typeof signUp>>;
let api: Api;
let entityId: number;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUp(server);
  api = apiAs(server, owner.headers);
  entityId = await createEntity(api, 'Carteira Lisboa');
  await server.app.ctx.db
    .update(users)
    .set({ firstName: 'Marta', lastName: 'Sousa' })
    .where(eq(users.email, owner.email));
});
afterAll(() => server.close());

const add = (email: string, accessTypeId = 3, language = 'en') =>
  server.app.inject({
    method: 'POST',
    url: `/api/entities/${entityId}/users`,
    headers: { ...owner.headers, 'accept-language': language },
    payload: { email, accessTypeId },
  });
const pending = () => api.get<MemberInvitationView[]>(`/entities/${entityId}/invitations`);
const members = () => api.get<EntityUserView[]>(`/entities/${entityId}/users`);
const invitationLink = async (email: string) =>
  linkIn(await server.smtp.waitFor(email, /invites you|convida-o/), 'memberInvitation');
const params = (link: URL) => ({
  email: link.searchParams.get('email') ?? '',
  token: link.searchParams.get('token') ?? '',
});
const info = (link: URL, email = params(link).email) =>
  server.app.inject({
    method: 'GET',
    url: `/api/auth/memberInvitation?${new URLSearchParams({ email, token: params(link).token })}`,
  });
const accept = (link: URL, password?: string, language = 'en') =>
  server.app.inject({
    method: 'PUT',
    url: '/api/auth/memberInvitation',
    headers: { 'accept-language': language },
    payload: { userEmail: params(link).email, token: params(link).token, ...(password ? { password } : {}) },
    remoteAddress: uniqueAddress(),
  });
const invalid = { message: 'This invitation link is invalid or has expired. Ask for a new one.' };

describe('adding a member by e-mail', () => {
  it('makes an account a member at once and mails it a link to the entity, in its language', async () => {
    const known = await signUp(server, uniqueEmail('known'));
    await server.app.ctx.db.update(users).set({ language: 'pt' }).where(eq(users.email, known.email));
    const response = await add(known.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: `Invitation sent to ${known.email}.` });
    expect((await members()).find((member) => member.email === known.email)?.accessType).toBe('EDITOR');
    const mail = await server.smtp.waitFor(known.email, /acesso/);
    expect(mail.subject).toBe('Arrenda: tem acesso a Carteira Lisboa');
    expect(mail.text).toContain(
      'Marta Sousa deu-lhe acesso à entidade Carteira Lisboa no Arrenda, como editor.',
    );
    expect(mail.text).toContain(`Abrir a entidade: http://localhost:3000/entities/${entityId}\n`);
  });

  it('invites an unknown address to register, with the same answer, listed as pending', async () => {
    const known = await signUp(server, uniqueEmail('known'));
    const unknown = uniqueEmail('unknown');
    const [toKnown, toUnknown] = [await add(known.email, 4), await add(unknown, 4)];
    // The same status and message, but for the address itself.
    expect(toUnknown.statusCode).toBe(toKnown.statusCode);
    expect(toUnknown.body.replace(unknown, 'x')).toBe(toKnown.body.replace(known.email, 'x'));

    const mail = await server.smtp.waitFor(unknown, /invites you/);
    expect(mail.subject).toBe('Arrenda: Marta Sousa invites you to Carteira Lisboa');
    expect(mail.text).toContain('as reader');
    expect(mail.text).toContain('valid for 14 days');
    const link = linkIn(mail, 'memberInvitation');
    expect(link.searchParams.get('email')).toBe(unknown);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);

    expect((await members()).map((member) => member.email)).not.toContain(unknown);
    const [invitation] = (await pending()).filter((row) => row.email === unknown);
    expect(invitation).toMatchObject({ email: unknown, accessType: 'READ' });
    const sentAt = Date.parse(invitation?.sentAt ?? '');
    expect(Date.parse(invitation?.expiresAt ?? '') - sentAt).toBeCloseTo(14 * 24 * 3600_000, -4);
    // The token is stored hashed only.
    const [stored] = await server.app.ctx.db
      .select()
      .from(memberInvitation)
      .where(eq(memberInvitation.email, unknown));
    expect(stored?.tokenHash).not.toContain(link.searchParams.get('token'));
  });

  it("mails an unknown address in the inviter's language, and a new invitation replaces the open one", async () => {
    const unknown = uniqueEmail('novo');
    expect((await add(unknown, 4, 'pt-PT')).json()).toEqual({ message: `Convite enviado para ${unknown}.` });
    const first = linkIn(await server.smtp.waitFor(unknown, /convida-o/), 'memberInvitation');
    expect((await server.smtp.waitFor(unknown, /convida-o/)).text).toContain(
      'Marta Sousa convida-o para a entidade Carteira Lisboa no Arrenda, como leitor.',
    );
    await add(unknown, 2);
    const second = linkIn(await server.smtp.waitFor(unknown, /invites you/), 'memberInvitation');
    expect((await pending()).filter((row) => row.email === unknown)).toEqual([
      expect.objectContaining({ accessType: 'MANAGER' }),
    ]);
    expect((await info(first)).json()).toEqual(invalid);
    expect((await info(second)).statusCode).toBe(200);
  });
});

describe('accepting an invitation to an entity', () => {
  it('registers through the link with that address, which makes the membership', async () => {
    const email = uniqueEmail('newcomer');
    await add(email, 3);
    const link = await invitationLink(email);
    const shown = await info(link);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<MemberInvitationInfo>()).toEqual({
      email,
      entityName: 'Carteira Lisboa',
      accessType: 'EDITOR',
      accountExists: false,
    });
    // Another address with the same token is refused.
    expect((await info(link, uniqueEmail('other'))).json()).toEqual(invalid);

    const noPassword = await accept(link);
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({
      fieldErrors: { password: 'Choose a password to create your account.' },
    });
    const accepted = await accept(link, 'Gato-Preto-42', 'pt-PT');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      message: 'Convite aceite. Já tem acesso a Carteira Lisboa.',
      entityId,
    });

    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Gato-Preto-42' },
      remoteAddress: uniqueAddress(),
    });
    expect(login.statusCode).toBe(200);
    const newcomer = apiAs(server, {
      authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}`,
    });
    const entities = await newcomer.get<EntityView[]>('/entities');
    expect(entities.map((row) => [row.id, row.accessType])).toEqual([[entityId, 'EDITOR']]);
    const [account] = await server.app.ctx.db.select().from(users).where(eq(users.email, email));
    expect(account?.language).toBe('pt');
    expect((await pending()).map((row) => row.email)).not.toContain(email);
    // Used up.
    expect((await accept(link, 'Gato-Preto-42')).json()).toEqual(invalid);
  });

  it('refuses an expired or revoked link, and revoking is for admins of the entity only', async () => {
    const expired = uniqueEmail('expired');
    await add(expired);
    const expiredLink = await invitationLink(expired);
    await server.app.ctx.db
      .update(memberInvitation)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(memberInvitation.email, expired));
    expect((await info(expiredLink)).json()).toEqual(invalid);
    expect((await accept(expiredLink, 'Gato-Preto-42')).statusCode).toBe(400);
    // An expired invitation is no longer pending.
    expect((await pending()).map((row) => row.email)).not.toContain(expired);

    const revoked = uniqueEmail('revoked');
    await add(revoked);
    const revokedLink = await invitationLink(revoked);
    const invitation = (await pending()).find((row) => row.email === revoked);
    const reader = await signUp(server, uniqueEmail('reader'));
    await add(reader.email, 4);
    const byReader = await apiAs(server, reader.headers).call(
      'DELETE',
      `/entities/${entityId}/invitations/${invitation?.id}`,
    );
    expect(byReader.statusCode).toBe(403);
    const removed = await api.call('DELETE', `/entities/${entityId}/invitations/${invitation?.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<MemberInvitationView[]>().map((row) => row.email)).not.toContain(revoked);
    expect((await accept(revokedLink, 'Gato-Preto-42')).json()).toEqual(invalid);
    const again = await api.call('DELETE', `/entities/${entityId}/invitations/${invitation?.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Invitation not found.' });
  });

  it("makes a never-activated account a member with the invitee's password, not the registrant's", async () => {
    const victim = uniqueEmail('victim');
    const registered = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: victim, password: 'Ladrao-Astuto-1' },
      remoteAddress: uniqueAddress(),
    });
    expect(registered.statusCode).toBe(201);
    await server.app.ctx.background.idle();
    await add(victim);
    const link = await invitationLink(victim);
    expect((await info(link)).json<MemberInvitationInfo>().accountExists).toBe(false);
    expect((await accept(link, 'Minha-Propria-9')).statusCode).toBe(200);
    const tryLogin = (password: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: victim, password },
        remoteAddress: uniqueAddress(),
      });
    expect((await tryLogin('Ladrao-Astuto-1')).statusCode).toBe(401);
    expect((await tryLogin('Minha-Propria-9')).statusCode).toBe(200);
    expect((await members()).map((member) => member.email)).toContain(victim);
  });
});
