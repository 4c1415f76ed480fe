import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer, uniqueEmail } from '../../test/harness';
import { linkIn } from '../../test/smtp-receiver';
import { users, userToken } from '../db/schema';

/** docs/domain.md Auth, docs/security.md #6 and #8: the reset link, end to end through the mail. */
describe('password reset', () => {
  let server: TestServer;
  /** For the tests that never complete a reset: its password stays the same. */
  let shared: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    server = await startTestServer();
    shared = await signUp(server, uniqueEmail('reset-shared'));
  });
  afterAll(() => server.close());

  const RESET_DONE = { message: 'Your password was reset. You can now log in.' };
  const INVALID_LINK = { message: 'This reset link is invalid or has expired. Please request a new one.' };
  const BAD_REQUEST = 'The request is not valid. Please check the fields.';

  let ipCounter = 0;
  const nextIp = () => `10.40.${Math.floor(ipCounter / 200)}.${(ipCounter++ % 200) + 1}`;

  /** Asks for a reset link and returns the token of the mail it brings. */
  async function requestReset(email: string): Promise<string> {
    const earlier = server.smtp.mails.filter(
      (m) => m.to === email && /reset your password/.test(m.subject),
    ).length;
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/resetPassword',
      payload: { userEmail: email },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(200);
    const mail = await server.smtp.waitFor(email, /reset your password/, { skip: earlier });
    const link = linkIn(mail, 'resetPassword');
    expect(link.origin + link.pathname).toBe('http://localhost:3000/resetPassword');
    expect(link.searchParams.get('email')).toBe(email);
    const token = link.searchParams.get('token');
    if (!token) throw new Error('no token in the reset link');
    return token;
  }

  const reset = (payload: Record<string, unknown>, language?: string) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/auth/resetPassword',
      payload,
      headers: language ? { 'accept-language': language } : {},
    });

  const login = (email: string, password: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: nextIp(),
    });

  const userIdOf = async (email: string) => {
    const [row] = await server.app.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  };

  it('resets the password through the mailed link; the old password stops working', async () => {
    const user = await signUp(server, uniqueEmail('reset'), 'Velha-Senha-11');
    const token = await requestReset(user.email);

    const response = await reset({ userEmail: user.email, newPassword: 'Nova-Senha-22', token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(RESET_DONE);

    expect((await login(user.email, 'Velha-Senha-11')).statusCode).toBe(401);
    expect((await login(user.email, 'Nova-Senha-22')).statusCode).toBe(200);
  });

  it('answers in Portuguese', async () => {
    const user = await signUp(server, uniqueEmail('reset-pt'));
    const token = await requestReset(user.email);
    const response = await reset({ userEmail: user.email, newPassword: 'Nova-Senha-22', token }, 'pt-PT');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'A sua palavra-passe foi redefinida. Já pode iniciar sessão.',
    });
    const reused = await reset({ userEmail: user.email, newPassword: 'Nova-Senha-33', token }, 'pt-PT');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      message: 'Esta ligação de redefinição é inválida ou expirou. Peça uma nova.',
    });
  });

  it('mails the owner that the password was changed', async () => {
    const user = await signUp(server, uniqueEmail('reset-mail'));
    const token = await requestReset(user.email);
    expect((await reset({ userEmail: user.email, newPassword: 'Nova-Senha-22', token })).statusCode).toBe(
      200,
    );
    const mail = await server.smtp.waitFor(user.email, /password was changed/);
    expect(mail.subject).toBe('Arrenda: your password was changed');
    expect(mail.text).toContain('open sessions were signed out');
    expect(mail.text).toContain('support@arrenda.test');
  });

  it('makes access tokens issued before the reset fail', async () => {
    const user = await signUp(server, uniqueEmail('reset-session'));
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers })).statusCode,
    ).toBe(200);
    const token = await requestReset(user.email);
    expect((await reset({ userEmail: user.email, newPassword: 'Nova-Senha-22', token })).statusCode).toBe(
      200,
    );

    const old = await server.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ message: 'Your session has expired. Please log in again.' });

    const fresh = await login(user.email, 'Nova-Senha-22');
    const { accessToken } = fresh.json<{ accessToken: string }>();
    const profile = await server.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('uses a token only once', async () => {
    const user = await signUp(server, uniqueEmail('reset-once'));
    const token = await requestReset(user.email);
    expect((await reset({ userEmail: user.email, newPassword: 'Nova-Senha-22', token })).statusCode).toBe(
      200,
    );
    const again = await reset({ userEmail: user.email, newPassword: 'Outra-Senha-33', token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_LINK);
    expect((await login(user.email, 'Nova-Senha-22')).statusCode).toBe(200);
    expect((await login(user.email, 'Outra-Senha-33')).statusCode).toBe(401);
  });

  it('revokes the first token when a second reset is requested', async () => {
    const user = await signUp(server, uniqueEmail('reset-twice'));
    const first = await requestReset(user.email);
    const second = await requestReset(user.email);
    expect(second).not.toBe(first);

    const withFirst = await reset({ userEmail: user.email, newPassword: 'Nova-Senha-22', token: first });
    expect(withFirst.statusCode).toBe(400);
    expect(withFirst.json()).toEqual(INVALID_LINK);
    const withSecond = await reset({ userEmail: user.email, newPassword: 'Nova-Senha-22', token: second });
    expect(withSecond.statusCode).toBe(200);
    expect(withSecond.json()).toEqual(RESET_DONE);
  });

  it('refuses an expired token', async () => {
    const user = await signUp(server, uniqueEmail('reset-expired'));
    const token = await requestReset(user.email);
    const userId = await userIdOf(user.email);
    await server.app.ctx.db
      .update(userToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(userToken.userId, userId), eq(userToken.type, 'RESET'), isNull(userToken.usedAt)));

    const response = await reset({ userEmail: user.email, newPassword: 'Nova-Senha-22', token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_LINK);
    expect((await login(user.email, 'Gato-Preto-42')).statusCode).toBe(200);
  });

  it('makes reset tokens expire after 1 hour and activation tokens after 48 hours', async () => {
    const user = shared;
    await requestReset(user.email);
    const rows = await server.app.ctx.db
      .select()
      .from(userToken)
      .where(eq(userToken.userId, await userIdOf(user.email)));
    const lifetime = (type: string) => {
      const row = rows.find((r) => r.type === type);
      if (!row) throw new Error(`no ${type} token`);
      return (row.expiresAt.getTime() - row.createdAt.getTime()) / 1000;
    };
    expect(Math.abs(lifetime('RESET') - 3600)).toBeLessThan(60);
    expect(Math.abs(lifetime('ACTIVATION') - 48 * 3600)).toBeLessThan(60);
  });

  it('refuses a valid token with another e-mail, and the token still works for its owner', async () => {
    const owner = await signUp(server, uniqueEmail('reset-owner'));
    const other = shared;
    const token = await requestReset(owner.email);

    const stolen = await reset({ userEmail: other.email, newPassword: 'Nova-Senha-22', token });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual(INVALID_LINK);
    expect((await login(other.email, 'Nova-Senha-22')).statusCode).toBe(401);

    expect((await reset({ userEmail: owner.email, newPassword: 'Nova-Senha-22', token })).statusCode).toBe(
      200,
    );
  });

  it('refuses a made-up token', async () => {
    const user = shared;
    await requestReset(user.email);
    const response = await reset({
      userEmail: user.email,
      newPassword: 'Nova-Senha-22',
      token: 'A'.repeat(43),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_LINK);
  });

  it('stores tokens only as hashes', async () => {
    const user = shared;
    const token = await requestReset(user.email);
    const rows = await server.app.ctx.db.select().from(userToken);
    for (const row of rows) {
      expect(JSON.stringify(row)).not.toContain(token);
    }
    const sha256 = createHash('sha256').update(token).digest('hex');
    const stored = rows.filter((row) => row.tokenHash === sha256);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ type: 'RESET', userId: await userIdOf(user.email), usedAt: null });
  });

  it('makes tokens of at least 128 random bits (base64url)', async () => {
    const user = shared;
    const tokens = [await requestReset(user.email), await requestReset(user.email)];
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(token.length * 6).toBeGreaterThanOrEqual(128);
    }
    expect(tokens[0]).not.toBe(tokens[1]);
  });

  it('keeps the token when the new password is refused as common', async () => {
    const user = await signUp(server, uniqueEmail('reset-common'));
    const token = await requestReset(user.email);
    const common = await reset({ userEmail: user.email, newPassword: 'password1', token });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      message: 'This password is too common. Please choose another one.',
      constraints: { password: 'is too common, please choose another one' },
    });
    const ok = await reset({ userEmail: user.email, newPassword: 'Nova-Senha-22', token });
    expect(ok.statusCode).toBe(200);
  });

  it('activates a never activated account (the link proves the mailbox)', async () => {
    const email = uniqueEmail('reset-inactive');
    const registered = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'Gato-Preto-42' },
      remoteAddress: nextIp(),
    });
    expect(registered.statusCode).toBe(201);
    await server.app.ctx.background.idle(); // the account is made after the answer
    expect((await login(email, 'Gato-Preto-42')).statusCode).toBe(403);

    const token = await requestReset(email);
    expect((await reset({ userEmail: email, newPassword: 'Nova-Senha-22', token })).statusCode).toBe(200);
    expect((await login(email, 'Nova-Senha-22')).statusCode).toBe(200);
  });

  it('does not accept a reset token elsewhere: not to activate, not as a bearer token', async () => {
    const email = uniqueEmail('reset-kind');
    const registered = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'Gato-Preto-42' },
      remoteAddress: nextIp(),
    });
    expect(registered.statusCode).toBe(201);
    const activationToken = linkIn(
      await server.smtp.waitFor(email, /activate/),
      'activateAccount',
    ).searchParams.get('token');
    const resetToken = await requestReset(email);

    const activateWithReset = await server.app.inject({
      method: 'PUT',
      url: '/api/auth/activateAccount',
      payload: { userEmail: email, token: resetToken, password: 'Gato-Preto-42' },
    });
    expect(activateWithReset.statusCode).toBe(400);
    expect(activateWithReset.json()).toEqual({ message: 'This activation link is invalid or has expired.' });

    const resetWithActivation = await reset({
      userEmail: email,
      newPassword: 'Nova-Senha-22',
      token: activationToken,
    });
    expect(resetWithActivation.statusCode).toBe(400);
    expect(resetWithActivation.json()).toEqual(INVALID_LINK);

    const bearer = await server.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${resetToken}` },
    });
    expect(bearer.statusCode).toBe(401);
    expect(bearer.json()).toEqual({ message: 'Your session has expired. Please log in again.' });
  });

  it('refuses an expired activation token', async () => {
    const email = uniqueEmail('activation-expired');
    const registered = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'Gato-Preto-42' },
      remoteAddress: nextIp(),
    });
    expect(registered.statusCode).toBe(201);
    const token = linkIn(await server.smtp.waitFor(email, /activate/), 'activateAccount').searchParams.get(
      'token',
    );
    await server.app.ctx.db
      .update(userToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userToken.userId, await userIdOf(email)));
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/auth/activateAccount',
      payload: { userEmail: email, token, password: 'Gato-Preto-42' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'This activation link is invalid or has expired.' });
  });

  describe('field messages (docs/product.md#validation: reset password, request reset)', () => {
    it.each([
      ['5 characters', 'Ab-12', 'Must contain between 6 and 20 characters'],
      ['21 characters', 'x'.repeat(21), 'Must contain between 6 and 20 characters'],
      ['empty', '', 'Password is required'],
    ])('refuses a new password of %s', async (_label, newPassword, message) => {
      const response = await reset({ userEmail: 'ana@arrenda.test', newPassword, token: 'x'.repeat(43) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: BAD_REQUEST, fieldErrors: { newPassword: message } });
    });

    it('names every missing field', async () => {
      const response = await reset({});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: BAD_REQUEST,
        fieldErrors: {
          userEmail: 'Email is required',
          newPassword: 'Password is required',
          token: 'Invalid value',
        },
      });
    });

    it('answers in Portuguese', async () => {
      const response = await reset({ userEmail: 'ana', newPassword: 'Ab-12', token: '' }, 'pt-PT');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'O pedido não é válido. Verifique os campos.',
        fieldErrors: {
          userEmail: 'Tem de ser um email válido',
          newPassword: 'Tem de ter entre 6 e 20 caracteres',
          token: 'é obrigatório',
        },
      });
    });

    it.each([
      ['missing', {}, 'Email is required'],
      ['empty', { userEmail: '' }, 'Email is required'],
      ['invalid', { userEmail: 'ana.arrenda.test' }, 'Must be a valid email'],
    ])('refuses a reset request with a %s e-mail', async (_label, payload, message) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/auth/resetPassword',
        payload,
        remoteAddress: nextIp(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: BAD_REQUEST, fieldErrors: { userEmail: message } });
    });
  });
});
