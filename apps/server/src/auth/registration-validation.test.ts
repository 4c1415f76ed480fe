import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, uniqueEmail } from '../../test/harness';
import { linkIn } from '../../test/smtp-receiver';
import { registration, users } from '../db/schema';

/** docs/product.md#validation (registration and login), docs/security.md #1: the exact messages, in English and Portuguese. */
describe('registration and login validation', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const BAD_REQUEST = 'The request is not valid. Please check the fields.';
  const BAD_REQUEST_PT = 'O pedido não é válido. Verifique os campos.';
  const REGISTERED = {
    message: 'Registration successful. Please check your email to activate your account.',
  };
  const COMMON = {
    message: 'This password is too common. Please choose another one.',
    constraints: { password: 'is too common, please choose another one' },
  };

  // Each registration comes from its own address so that the per-IP limit (10/hour) stays out of the way.
  let ipCounter = 0;
  const nextIp = () => `10.20.${Math.floor(ipCounter / 200)}.${(ipCounter++ % 200) + 1}`;

  const register = (payload: Record<string, unknown>, language?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload,
      remoteAddress: nextIp(),
      headers: language ? { 'accept-language': language } : {},
    });

  const login = (payload: Record<string, unknown>, language?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      remoteAddress: nextIp(),
      headers: language ? { 'accept-language': language } : {},
    });

  async function activate(email: string, password: string) {
    const link = linkIn(await server.smtp.waitFor(email, /activate/i), 'activateAccount');
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/auth/activateAccount',
      payload: { userEmail: email, token: link.searchParams.get('token'), password },
    });
    expect(response.statusCode).toBe(200);
  }

  const userRow = async (email: string) =>
    (await server.app.ctx.db.select().from(users).where(eq(users.email, email)))[0];

  describe('register field messages (English by default)', () => {
    it.each([
      ['missing email', { password: 'Gato-Preto-42' }, { email: 'Email is required' }],
      ['empty email', { email: '', password: 'Gato-Preto-42' }, { email: 'Email is required' }],
      ['blank email', { email: '   ', password: 'Gato-Preto-42' }, { email: 'Email is required' }],
      ['email of the wrong type', { email: 42, password: 'Gato-Preto-42' }, { email: 'Email is required' }],
      [
        'invalid email',
        { email: 'not-an-email', password: 'Gato-Preto-42' },
        { email: 'Must be a valid email' },
      ],
      [
        'email without domain',
        { email: 'ana@', password: 'Gato-Preto-42' },
        { email: 'Must be a valid email' },
      ],
      ['missing password', { email: 'ana@arrenda.test' }, { password: 'Password is required' }],
      ['empty password', { email: 'ana@arrenda.test', password: '' }, { password: 'Password is required' }],
      [
        '5-character password',
        { email: 'ana@arrenda.test', password: 'Ab-12' },
        { password: 'Cannot contain less than 6 characters' },
      ],
      [
        '21-character password',
        { email: 'ana@arrenda.test', password: 'Abcdefghij-1234567890' },
        { password: 'Cannot contain more than 20 characters' },
      ],
      ['empty body object', {}, { email: 'Email is required', password: 'Password is required' }],
    ])('%s: 400 with the field message', async (_label, payload, fieldErrors) => {
      const response = await register(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: BAD_REQUEST, fieldErrors });
    });

    it('refuses the 21-character password without creating an account', async () => {
      const email = uniqueEmail('long');
      const response = await register({ email, password: 'x'.repeat(21) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: BAD_REQUEST,
        fieldErrors: { password: 'Cannot contain more than 20 characters' },
      });
      expect(await userRow(email)).toBeUndefined();
    });
  });

  describe('register field messages in Portuguese (accept-language: pt-PT)', () => {
    it.each([
      ['missing email', { password: 'Gato-Preto-42' }, { email: 'O email é obrigatório' }],
      [
        'invalid email',
        { email: 'nope', password: 'Gato-Preto-42' },
        { email: 'Tem de ser um email válido' },
      ],
      ['missing password', { email: 'ana@arrenda.test' }, { password: 'A palavra-passe é obrigatória' }],
      [
        '5-character password',
        { email: 'ana@arrenda.test', password: 'Ab-12' },
        { password: 'Não pode ter menos de 6 caracteres' },
      ],
      [
        '21-character password',
        { email: 'ana@arrenda.test', password: 'x'.repeat(21) },
        { password: 'Não pode ter mais de 20 caracteres' },
      ],
    ])('%s', async (_label, payload, fieldErrors) => {
      const response = await register(payload, 'pt-PT');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: BAD_REQUEST_PT, fieldErrors });
    });

    it('answers a successful registration in Portuguese and mails the link in Portuguese', async () => {
      const email = uniqueEmail('pt');
      const response = await register({ email, password: 'Gato-Preto-42' }, 'pt-PT');
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        message: 'Registo efetuado. Verifique o seu email para ativar a conta.',
      });
      const mail = await server.smtp.waitFor(email, /ative a sua conta/);
      expect(mail.subject).toBe('Arrenda: ative a sua conta');
    });
  });

  describe('password length bounds', () => {
    it('accepts a 20-character password', async () => {
      const email = uniqueEmail('twenty');
      const response = await register({ email, password: 'Abcdefghij-123456789' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual(REGISTERED);
      await server.app.ctx.background.idle();
      expect(await userRow(email)).toMatchObject({ email, activatedAt: null });
    });

    it('accepts a 6-character password', async () => {
      const email = uniqueEmail('six');
      const response = await register({ email, password: 'Qz-7w!' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual(REGISTERED);
    });

    it('has no composition rules: lower-case letters only are accepted', async () => {
      const response = await register({ email: uniqueEmail('plain'), password: 'zqxjkvbm' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual(REGISTERED);
    });
  });

  describe('common passwords (the 3,000 most used)', () => {
    it.each([
      'password1',
      'qwerty123',
      'iloveyou',
      'football',
      'Password1', // case does not make it less common
      'QWERTY123',
      'warlord', // the 3,000th
    ])('refuses %s with constraints.password', async (password) => {
      const email = uniqueEmail('common');
      const response = await register({ email, password });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(COMMON);
      expect(await userRow(email)).toBeUndefined();
    });

    it('refuses a common password in Portuguese', async () => {
      const response = await register({ email: uniqueEmail('common'), password: 'password1' }, 'pt-PT');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Esta palavra-passe é demasiado comum. Escolha outra.',
        constraints: { password: 'é demasiado comum, escolha outra' },
      });
    });

    it('accepts a password just outside the 3,000 (bigmoney)', async () => {
      const response = await register({ email: uniqueEmail('rare'), password: 'bigmoney' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual(REGISTERED);
    });
  });

  describe('passwords are kept exactly as typed', () => {
    it('a 20-character password only logs in with all 20 characters', async () => {
      const email = uniqueEmail('exact');
      const password = 'Lua-Cheia-Sobre-2024';
      expect(password).toHaveLength(20);
      expect((await register({ email, password })).statusCode).toBe(201);
      await activate(email, password);

      for (const wrong of [
        password.slice(0, 19),
        password.slice(0, 8),
        `${password}x`,
        password.toLowerCase(),
      ]) {
        const response = await login({ email, password: wrong });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Wrong email or password.' });
      }
      const ok = await login({ email, password });
      expect(ok.statusCode).toBe(200);
      expect(ok.json<{ user: { email: string } }>().user.email).toBe(email);
    });

    it('does not trim spaces around a password', async () => {
      const email = uniqueEmail('spaces');
      const password = ' Rio-Douro-7 ';
      expect((await register({ email, password })).statusCode).toBe(201);
      await activate(email, password);
      expect((await login({ email, password: password.trim() })).statusCode).toBe(401);
      expect((await login({ email, password })).statusCode).toBe(200);
    });

    it('stores an argon2id hash, never the password', async () => {
      const email = uniqueEmail('hash');
      const password = 'Sardinha-Assada-3';
      expect((await register({ email, password })).statusCode).toBe(201);
      await server.app.ctx.background.idle();
      const pending = await userRow(email);
      expect(pending?.passwordHash).toBeNull();
      const [request] = await server.app.ctx.db
        .select()
        .from(registration)
        .where(eq(registration.userId, pending?.id ?? 0));
      expect(request?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(request?.passwordHash).not.toContain(password);
      await activate(email, password);
      expect((await userRow(email))?.passwordHash).toBe(request?.passwordHash);
    });
  });

  describe('e-mail normalisation', () => {
    it('trims and lower-cases the e-mail, so the account logs in with any case', async () => {
      const email = uniqueEmail('case');
      const password = 'Ponte-Velha-88';
      const response = await register({ email: `  ${email.toUpperCase()}  `, password });
      expect(response.statusCode).toBe(201);
      await server.app.ctx.background.idle();
      expect(await userRow(email)).toMatchObject({ email });
      await activate(email, password);
      expect((await login({ email: email.toUpperCase(), password })).statusCode).toBe(200);
    });
  });

  describe('login field messages', () => {
    it.each([
      ['missing email', { password: 'whatever' }, { email: 'Email is required' }],
      ['invalid email', { email: 'ana', password: 'whatever' }, { email: 'Must be a valid email' }],
      ['missing password', { email: 'ana@arrenda.test' }, { password: 'Password is required' }],
      ['empty password', { email: 'ana@arrenda.test', password: '' }, { password: 'Password is required' }],
    ])('%s: 400 with the field message', async (_label, payload, fieldErrors) => {
      const response = await login(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: BAD_REQUEST, fieldErrors });
    });

    it('answers in Portuguese', async () => {
      const response = await login({ email: 'x' }, 'pt-PT');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: BAD_REQUEST_PT,
        fieldErrors: { email: 'Tem de ser um email válido', password: 'A palavra-passe é obrigatória' },
      });
    });

    it('does not apply the new-password length rules to a login attempt (401, not 400)', async () => {
      const response = await login({ email: uniqueEmail('short'), password: 'abc' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Wrong email or password.' });
    });
  });
});
