import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer, uniqueEmail } from '../../test/harness';
import { linkIn } from '../../test/smtp-receiver';
import { users } from '../db/schema';
import { LIMITS } from '../plugins/rate-limit';

/** docs/security.md #4, docs/domain.md (rate limits): 429 with the error shape, no permanent lock-out. */
describe('rate limits of the auth calls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const TOO_MANY = { message: 'Too many attempts. Please wait a moment and try again.' };
  const TOO_MANY_PT = { message: 'Demasiadas tentativas. Aguarde um momento e tente novamente.' };

  const post = (url: string, payload: Record<string, unknown>, remoteAddress: string, language?: string) =>
    server.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress,
      headers: language ? { 'accept-language': language } : {},
    });

  it('states the limits of docs/domain.md', () => {
    expect(LIMITS).toEqual({
      passwordTriesPerIp: { points: 30, duration: 60 },
      passwordFailuresPerAccountIp: { points: 10, duration: 900 },
      passwordFailuresPerAccount: { points: 50, duration: 3600 },
      knownAddresses: { points: 1, duration: 14 * 86400 },
      registerPerIp: { points: 10, duration: 3600 },
      resetPerIp: { points: 10, duration: 3600 },
    });
  });

  describe('login per IP: 30 a minute', () => {
    it('answers the 31st login of one address with 429, even with the right password', async () => {
      const user = await signUp(server, uniqueEmail('ip-limit'));
      const ip = '10.50.0.1';
      for (let i = 0; i < 30; i++) {
        const response = await post(
          '/api/auth/login',
          { email: uniqueEmail('ghost'), password: 'Nada-1234' },
          ip,
        );
        expect(response.statusCode).toBe(401);
      }
      const over = await post('/api/auth/login', { email: user.email, password: user.password }, ip);
      expect(over.statusCode).toBe(429);
      expect(over.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(over.json()).toEqual(TOO_MANY);

      const overPt = await post(
        '/api/auth/login',
        { email: user.email, password: user.password },
        ip,
        'pt-PT',
      );
      expect(overPt.statusCode).toBe(429);
      expect(overPt.json()).toEqual(TOO_MANY_PT);

      // another address is not affected
      const elsewhere = await post(
        '/api/auth/login',
        { email: user.email, password: user.password },
        '10.50.0.2',
      );
      expect(elsewhere.statusCode).toBe(200);
    });

    it('does not count requests refused by validation', async () => {
      const ip = '10.50.0.3';
      for (let i = 0; i < 31; i++) {
        const response = await post('/api/auth/login', { email: 'not-an-email', password: 'x' }, ip);
        expect(response.statusCode).toBe(400);
      }
      const user = await signUp(server, uniqueEmail('after-invalid'));
      const login = await post('/api/auth/login', { email: user.email, password: user.password }, ip);
      expect(login.statusCode).toBe(200);
    });
  });

  describe('failed logins per account and address: 10 in 15 minutes', () => {
    let address = 0;
    const freshIp = () => `10.51.${Math.floor(address / 200)}.${(address++ % 200) + 1}`;

    it('answers 429 to an address after its 10 failures, also for the right password; other addresses log in', async () => {
      const user = await signUp(server, uniqueEmail('pair-limit'));
      const ip = freshIp();
      for (let i = 0; i < 10; i++) {
        const response = await post('/api/auth/login', { email: user.email, password: `Errada-${i}-xx` }, ip);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Wrong email or password.' });
      }
      const blocked = await post('/api/auth/login', { email: user.email, password: user.password }, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(TOO_MANY);
      const upperCase = await post(
        '/api/auth/login',
        { email: user.email.toUpperCase(), password: user.password },
        ip,
      );
      expect(upperCase.statusCode).toBe(429);

      // no permanent lock-out: the block ends within the 15-minute window
      const state = await server.app.ctx.limits.passwordFailuresPerAccountIp.get(`${user.email}|${ip}`);
      expect(state?.msBeforeNext).toBeGreaterThan(14 * 60_000);
      expect(state?.msBeforeNext).toBeLessThanOrEqual(15 * 60_000);

      // nobody else is locked out: the owner from another address, other accounts from this one
      const owner = await post('/api/auth/login', { email: user.email, password: user.password }, freshIp());
      expect(owner.statusCode).toBe(200);
      const other = await signUp(server, uniqueEmail('pair-other'));
      const otherLogin = await post('/api/auth/login', { email: other.email, password: other.password }, ip);
      expect(otherLogin.statusCode).toBe(200);
    });

    it('treats an unknown e-mail the same way (no enumeration through the limit)', async () => {
      const email = uniqueEmail('unknown-limit');
      const ip = freshIp();
      for (let i = 0; i < 10; i++) {
        const response = await post('/api/auth/login', { email, password: 'Qualquer-1' }, ip);
        expect(response.statusCode).toBe(401);
      }
      const blocked = await post('/api/auth/login', { email, password: 'Qualquer-1' }, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(TOO_MANY);
    });

    it('clears the count of an address on a successful login', async () => {
      const user = await signUp(server, uniqueEmail('account-clear'));
      const ip = freshIp();
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < 9; i++) {
          const response = await post('/api/auth/login', { email: user.email, password: 'Errada-xx' }, ip);
          expect(response.statusCode).toBe(401);
        }
        const ok = await post('/api/auth/login', { email: user.email, password: user.password }, ip);
        expect(ok.statusCode).toBe(200);
      }
    });
  });

  describe('failed logins per account from everywhere: 50 an hour, then only known addresses', () => {
    let address = 0;
    const freshIp = () => `10.54.${Math.floor(address / 200)}.${(address++ % 200) + 1}`;

    it('refuses new addresses once the account failed 50 times, but not one that signed in lately', async () => {
      const user = await signUp(server, uniqueEmail('global-limit'));
      const home = freshIp();
      expect(
        (await post('/api/auth/login', { email: user.email, password: user.password }, home)).statusCode,
      ).toBe(200);
      for (let i = 0; i < 50; i++) {
        const response = await post(
          '/api/auth/login',
          { email: user.email, password: 'Errada-xx' },
          freshIp(),
        );
        expect(response.statusCode).toBe(401);
      }
      const stranger = await post(
        '/api/auth/login',
        { email: user.email, password: user.password },
        freshIp(),
      );
      expect(stranger.statusCode).toBe(429);
      expect(stranger.json()).toEqual(TOO_MANY);
      const state = await server.app.ctx.limits.passwordFailuresPerAccount.get(user.email);
      expect(state?.msBeforeNext).toBeLessThanOrEqual(60 * 60_000);

      // the owner's usual address still signs in, so guessing from everywhere cannot lock them out
      const owner = await post('/api/auth/login', { email: user.email, password: user.password }, home);
      expect(owner.statusCode).toBe(200);
    });
  });

  describe('password change and activation: the limits of a login', () => {
    it('answers 429 after 10 wrong current passwords from one address, and mails nothing', async () => {
      const user = await signUp(server, uniqueEmail('change-limit'));
      const change = (currentPassword: string, remoteAddress: string) =>
        server.app.inject({
          method: 'PUT',
          url: '/api/profile/password',
          headers: user.headers,
          payload: { currentPassword, newPassword: 'Nova-Senha-Boa-1' },
          remoteAddress,
        });
      const ip = '10.55.0.1';
      for (let i = 0; i < 10; i++) {
        const response = await change(`Errada-${i}-xx`, ip);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message: 'The current password is wrong.' });
      }
      const blocked = await change(user.password, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(TOO_MANY);
      await server.app.ctx.mailer.idle();
      expect(server.smtp.mails.filter((m) => m.to === user.email && /password/i.test(m.subject))).toEqual([]);
      // the failures were those of the account: a login from that address is refused too
      const login = await post('/api/auth/login', { email: user.email, password: user.password }, ip);
      expect(login.statusCode).toBe(429);
    });

    it('answers 429 after 10 wrong passwords on an activation link from one address', async () => {
      const email = uniqueEmail('activation-limit');
      const password = 'Gato-Preto-42';
      expect((await post('/api/auth/register', { email, password }, '10.55.1.1')).statusCode).toBe(201);
      const token = linkIn(await server.smtp.waitFor(email, /activate/), 'activateAccount').searchParams.get(
        'token',
      );
      const activate = (attempt: string) =>
        server.app.inject({
          method: 'PUT',
          url: '/api/auth/activateAccount',
          payload: { userEmail: email, token, password: attempt },
          remoteAddress: '10.55.1.2',
        });
      for (let i = 0; i < 10; i++) expect((await activate(`Errada-${i}-xx`)).statusCode).toBe(400);
      const blocked = await activate(password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(TOO_MANY);
    });
  });

  describe('register per IP: 10 an hour', () => {
    it('answers the 11th registration of one address with 429 and creates no account', async () => {
      const ip = '10.52.0.1';
      for (let i = 0; i < 10; i++) {
        const response = await post(
          '/api/auth/register',
          { email: uniqueEmail('many'), password: 'Gato-Preto-42' },
          ip,
        );
        expect(response.statusCode).toBe(201);
      }
      const email = uniqueEmail('one-too-many');
      const over = await post('/api/auth/register', { email, password: 'Gato-Preto-42' }, ip);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual(TOO_MANY);
      await server.app.ctx.background.idle();
      const rows = await server.app.ctx.db.select().from(users).where(eq(users.email, email));
      expect(rows).toEqual([]);

      const overPt = await post('/api/auth/register', { email, password: 'Gato-Preto-42' }, ip, 'pt-PT');
      expect(overPt.statusCode).toBe(429);
      expect(overPt.json()).toEqual(TOO_MANY_PT);

      const elsewhere = await post('/api/auth/register', { email, password: 'Gato-Preto-42' }, '10.52.0.2');
      expect(elsewhere.statusCode).toBe(201);
    });
  });

  describe('reset request per IP: 10 an hour', () => {
    it('answers the 11th request of one address with 429 and mails nothing', async () => {
      const user = await signUp(server, uniqueEmail('reset-limit'));
      const ip = '10.53.0.1';
      for (let i = 0; i < 10; i++) {
        const response = await post('/api/auth/resetPassword', { userEmail: uniqueEmail('nobody') }, ip);
        expect(response.statusCode).toBe(200);
      }
      const over = await post('/api/auth/resetPassword', { userEmail: user.email }, ip);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual(TOO_MANY);
      await server.app.ctx.mailer.idle();
      expect(server.smtp.mails.filter((m) => m.to === user.email && /reset/.test(m.subject))).toEqual([]);

      const elsewhere = await post('/api/auth/resetPassword', { userEmail: user.email }, '10.53.0.2');
      expect(elsewhere.statusCode).toBe(200);
      await server.smtp.waitFor(user.email, /reset your password/);
    });
  });
});
