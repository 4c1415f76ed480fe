import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer, uniqueEmail } from '../../test/harness';
import { users } from '../db/schema';

/** The signed-in user's own account: GET/PUT /api/profile and PUT /api/profile/password (docs/security.md #1, #2, #8). */
describe('profile', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const BAD_REQUEST = 'The request is not valid. Please check the fields.';
  const UNAUTHORIZED = { message: 'Your session has expired. Please log in again.' };

  type Headers = { authorization: string };
  const getProfile = (headers: Headers | Record<string, never>) =>
    server.app.inject({ method: 'GET', url: '/api/profile', headers });
  const putProfile = (
    headers: Headers | Record<string, never>,
    payload: Record<string, unknown>,
    language?: string,
  ) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { ...headers, ...(language ? { 'accept-language': language } : {}) },
      payload,
    });
  const changePassword = (headers: Headers, payload: Record<string, unknown>, language?: string) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: { ...headers, ...(language ? { 'accept-language': language } : {}) },
      payload,
    });

  let ipCounter = 0;
  const login = (email: string, password: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: `10.70.0.${++ipCounter}`,
    });

  const storedNames = async (email: string) =>
    (
      await server.app.ctx.db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.email, email))
    )[0];

  describe('GET and PUT /api/profile', () => {
    let user: Awaited<ReturnType<typeof signUp>>;
    let id: number;
    beforeAll(async () => {
      user = await signUp(server, uniqueEmail('profile'));
      id = (await getProfile(user.headers)).json<{ id: number }>().id;
    });

    it('answers the signed-in user, without names at first', async () => {
      const response = await getProfile(user.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id,
        version: expect.any(Number),
        email: user.email,
        firstName: null,
        lastName: null,
        remindersEnabled: true,
      });
      expect(id).toBeGreaterThan(0);
    });

    it('stores the first and last names, trimmed', async () => {
      const response = await putProfile(user.headers, { firstName: '  Ana ', lastName: 'Conceição Silva' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id,
        version: expect.any(Number),
        email: user.email,
        firstName: 'Ana',
        lastName: 'Conceição Silva',
        remindersEnabled: true,
      });
      expect((await getProfile(user.headers)).json()).toEqual({
        id,
        version: expect.any(Number),
        email: user.email,
        firstName: 'Ana',
        lastName: 'Conceição Silva',
        remindersEnabled: true,
      });
    });

    it('stores empty or blank text as null', async () => {
      await putProfile(user.headers, { firstName: 'Ana', lastName: 'Silva' });
      const response = await putProfile(user.headers, { firstName: '', lastName: '   ' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id,
        version: expect.any(Number),
        email: user.email,
        firstName: null,
        lastName: null,
        remindersEnabled: true,
      });
      expect(await storedNames(user.email)).toEqual({ firstName: null, lastName: null });
    });

    it('stores null and missing names as null', async () => {
      await putProfile(user.headers, { firstName: 'Ana', lastName: 'Silva' });
      const response = await putProfile(user.headers, { firstName: null });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id,
        version: expect.any(Number),
        email: user.email,
        firstName: null,
        lastName: null,
        remindersEnabled: true,
      });
      expect(await storedNames(user.email)).toEqual({ firstName: null, lastName: null });
    });

    it('accepts 60 characters', async () => {
      const sixty = 'a'.repeat(60);
      const response = await putProfile(user.headers, { firstName: sixty, lastName: `${'é'.repeat(59)}z` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id,
        version: expect.any(Number),
        email: user.email,
        firstName: sixty,
        lastName: `${'é'.repeat(59)}z`,
        remindersEnabled: true,
      });
    });

    it('refuses 61 characters, with the field message, and changes nothing', async () => {
      await putProfile(user.headers, { firstName: 'Ana', lastName: 'Silva' });
      const response = await putProfile(user.headers, {
        firstName: 'a'.repeat(61),
        lastName: 'b'.repeat(61),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: BAD_REQUEST,
        fieldErrors: {
          firstName: 'Cannot contain more than 60 characters',
          lastName: 'Cannot contain more than 60 characters',
        },
      });
      expect(await storedNames(user.email)).toEqual({ firstName: 'Ana', lastName: 'Silva' });
    });

    it('refuses 61 characters in Portuguese', async () => {
      const response = await putProfile(user.headers, { lastName: 'b'.repeat(61) }, 'pt-PT');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'O pedido não é válido. Verifique os campos.',
        fieldErrors: { lastName: 'Não pode ter mais de 60 caracteres' },
      });
    });

    it('refuses a name that is not text', async () => {
      const response = await putProfile(user.headers, { firstName: 42 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: BAD_REQUEST, fieldErrors: { firstName: 'Invalid value' } });
    });

    it('ignores an e-mail or id in the body (no mass assignment)', async () => {
      const response = await putProfile(user.headers, {
        firstName: 'Ana',
        email: 'someone.else@arrenda.test',
        id: id + 1,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id,
        version: expect.any(Number),
        email: user.email,
        firstName: 'Ana',
        lastName: null,
        remindersEnabled: true,
      });
    });

    it('needs a token', async () => {
      const get = await getProfile({});
      expect(get.statusCode).toBe(401);
      expect(get.json()).toEqual(UNAUTHORIZED);
      const put = await putProfile({}, { firstName: 'Ana' });
      expect(put.statusCode).toBe(401);
      expect(put.json()).toEqual(UNAUTHORIZED);
      const password = await server.app.inject({
        method: 'PUT',
        url: '/api/profile/password',
        payload: { currentPassword: 'Gato-Preto-42', newPassword: 'Nova-Senha-22' },
      });
      expect(password.statusCode).toBe(401);
      expect(password.json()).toEqual(UNAUTHORIZED);
    });

    it("changes only the caller's own profile", async () => {
      const other = await signUp(server, uniqueEmail('profile-other'));
      await putProfile(other.headers, { firstName: 'Rui', lastName: 'Costa' });
      await putProfile(user.headers, { firstName: 'Ana', lastName: 'Silva' });
      expect(await storedNames(other.email)).toEqual({ firstName: 'Rui', lastName: 'Costa' });
      expect(await storedNames(user.email)).toEqual({ firstName: 'Ana', lastName: 'Silva' });
    });
  });

  describe('reminders setting', () => {
    const storedSetting = async (email: string) =>
      (
        await server.app.ctx.db
          .select({ remindersEnabled: users.remindersEnabled })
          .from(users)
          .where(eq(users.email, email))
      )[0]?.remindersEnabled;

    it('turns reminders off and on with the form, and keeps them as they are when left out', async () => {
      const user = await signUp(server, uniqueEmail('reminders'));
      const opened = (await getProfile(user.headers)).json<{ version: number; remindersEnabled: boolean }>();
      expect(opened.remindersEnabled).toBe(true);

      const off = await putProfile(user.headers, {
        firstName: 'Ana',
        remindersEnabled: false,
        version: opened.version,
      });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toMatchObject({
        firstName: 'Ana',
        remindersEnabled: false,
        version: opened.version + 1,
      });
      expect(await storedSetting(user.email)).toBe(false);
      expect((await getProfile(user.headers)).json()).toMatchObject({ remindersEnabled: false });

      const namesOnly = await putProfile(user.headers, { firstName: 'Ana Maria' });
      expect(namesOnly.json()).toMatchObject({ firstName: 'Ana Maria', remindersEnabled: false });
      expect(await storedSetting(user.email)).toBe(false);

      const on = await putProfile(user.headers, { remindersEnabled: true });
      expect(on.json()).toMatchObject({ remindersEnabled: true });
      expect(await storedSetting(user.email)).toBe(true);
    });

    it('refuses a change of the setting from a stale form (409) and keeps the saved one', async () => {
      const user = await signUp(server, uniqueEmail('reminders-stale'));
      const { version } = (await getProfile(user.headers)).json<{ version: number }>();
      expect((await putProfile(user.headers, { firstName: 'Ana', version })).statusCode).toBe(200);

      const late = await putProfile(user.headers, { remindersEnabled: false, version });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ stale: true });
      expect(await storedSetting(user.email)).toBe(true);
    });

    it('refuses a setting that is not a boolean', async () => {
      const user = await signUp(server, uniqueEmail('reminders-bad'));
      const response = await putProfile(user.headers, { remindersEnabled: 'no' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: BAD_REQUEST,
        fieldErrors: { remindersEnabled: 'Invalid value' },
      });
      expect(await storedSetting(user.email)).toBe(true);
    });
  });

  describe('PUT /api/profile/password', () => {
    /** For the refused changes: its password stays the same. */
    let unchanged: Awaited<ReturnType<typeof signUp>>;
    beforeAll(async () => {
      unchanged = await signUp(server, uniqueEmail('pw-unchanged'));
    });

    it('refuses a wrong current password with fieldErrors.currentPassword, and changes nothing', async () => {
      const user = unchanged;
      const response = await changePassword(user.headers, {
        currentPassword: 'Not-My-Password-1',
        newPassword: 'Nova-Senha-22',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'The current password is wrong.',
        fieldErrors: { currentPassword: 'The current password is wrong.' },
      });
      expect((await getProfile(user.headers)).statusCode).toBe(200);
      expect((await login(user.email, 'Nova-Senha-22')).statusCode).toBe(401);
      expect((await login(user.email, user.password)).statusCode).toBe(200);

      const pt = await changePassword(
        user.headers,
        { currentPassword: 'Not-My-Password-1', newPassword: 'Nova-Senha-22' },
        'pt-PT',
      );
      expect(pt.statusCode).toBe(400);
      expect(pt.json()).toEqual({
        message: 'A palavra-passe atual está errada.',
        fieldErrors: { currentPassword: 'A palavra-passe atual está errada.' },
      });
    });

    it.each([
      ['missing', {}, { currentPassword: 'Password is required', newPassword: 'Password is required' }],
      [
        'too short',
        { currentPassword: 'Gato-Preto-42', newPassword: 'Ab-12' },
        { newPassword: 'Cannot contain less than 6 characters' },
      ],
      [
        'too long',
        { currentPassword: 'Gato-Preto-42', newPassword: 'x'.repeat(21) },
        { newPassword: 'Cannot contain more than 20 characters' },
      ],
      [
        'empty current',
        { currentPassword: '', newPassword: 'Nova-Senha-22' },
        { currentPassword: 'Password is required' },
      ],
    ])('refuses %s passwords with the field messages', async (_label, payload, fieldErrors) => {
      const user = unchanged;
      const response = await changePassword(user.headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: BAD_REQUEST, fieldErrors });
    });

    it('refuses a common new password with constraints.newPassword', async () => {
      const user = unchanged;
      for (const newPassword of ['password1', 'qwerty123', 'Iloveyou']) {
        const response = await changePassword(user.headers, { currentPassword: user.password, newPassword });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: 'This password is too common. Please choose another one.',
          constraints: { newPassword: 'is too common, please choose another one' },
        });
      }
      expect((await getProfile(user.headers)).statusCode).toBe(200);
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    });

    it('changes the password, signs out every older token and mails the user', async () => {
      const user = await signUp(server, uniqueEmail('pw-change'));
      const second = await login(user.email, user.password);
      const secondSession = { authorization: `Bearer ${second.json<{ accessToken: string }>().accessToken}` };
      expect((await getProfile(secondSession)).statusCode).toBe(200);

      const response = await changePassword(user.headers, {
        currentPassword: user.password,
        newPassword: 'Nova-Senha-22',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Password successfully changed!' });

      for (const headers of [user.headers, secondSession]) {
        const old = await getProfile(headers);
        expect(old.statusCode).toBe(401);
        expect(old.json()).toEqual(UNAUTHORIZED);
      }

      expect((await login(user.email, user.password)).statusCode).toBe(401);
      const fresh = await login(user.email, 'Nova-Senha-22');
      expect(fresh.statusCode).toBe(200);
      const freshSession = { authorization: `Bearer ${fresh.json<{ accessToken: string }>().accessToken}` };
      expect((await getProfile(freshSession)).statusCode).toBe(200);

      const mail = await server.smtp.waitFor(user.email, /password was changed/);
      expect(mail.subject).toBe('Arrenda: your password was changed');
      expect(mail.text).toContain(
        'If it was not you, reset your password now and contact support@arrenda.test.',
      );
    });

    it('answers in Portuguese and mails in the language of the account', async () => {
      const email = uniqueEmail('pw-pt');
      const register = await server.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password: 'Gato-Preto-42' },
        headers: { 'accept-language': 'pt-PT' },
        remoteAddress: '10.71.0.1',
      });
      expect(register.statusCode).toBe(201);
      const link = (await server.smtp.waitFor(email, /ative a sua conta/)).text.match(/token=([\w-]+)/)?.[1];
      const activate = await server.app.inject({
        method: 'PUT',
        url: '/api/auth/activateAccount',
        payload: { userEmail: email, token: link, password: 'Gato-Preto-42' },
      });
      expect(activate.statusCode).toBe(200);
      const session = await login(email, 'Gato-Preto-42');
      const headers = { authorization: `Bearer ${session.json<{ accessToken: string }>().accessToken}` };

      const response = await changePassword(
        headers,
        { currentPassword: 'Gato-Preto-42', newPassword: 'Nova-Senha-22' },
        'pt-PT',
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Palavra-passe alterada com sucesso!' });
      const mail = await server.smtp.waitFor(email, /palavra-passe foi alterada/);
      expect(mail.subject).toBe('Arrenda: a sua palavra-passe foi alterada');
    });
  });
});
