import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer, uniqueEmail } from '../../test/harness';
import { users } from '../db/schema';
import { LIMITS } from '../plugins/rate-limit';

/** SECURITY.md #4, docs/domain.md (rate limits): 429 with the error shape, no permanent lock-out. */
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
      loginPerIp: { points: 30, duration: 60 },
      loginFailuresPerAccount: { points: 10, duration: 900 },
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

  describe('failed logins per account: 10 in 15 minutes', () => {
    let address = 0;
    const freshIp = () => `10.51.${Math.floor(address / 200)}.${(address++ % 200) + 1}`;

    it('answers 429 after 10 failures from any addresses, also for the right password', async () => {
      const user = await signUp(server, uniqueEmail('account-limit'));
      for (let i = 0; i < 10; i++) {
        const response = await post(
          '/api/auth/login',
          { email: user.email, password: `Errada-${i}-xx` },
          freshIp(),
        );
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Wrong email or password.' });
      }
      const blocked = await post(
        '/api/auth/login',
        { email: user.email, password: user.password },
        freshIp(),
      );
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(TOO_MANY);
      const upperCase = await post(
        '/api/auth/login',
        { email: user.email.toUpperCase(), password: user.password },
        freshIp(),
      );
      expect(upperCase.statusCode).toBe(429);

      // no permanent lock-out: the block ends within the 15-minute window
      const state = await server.app.ctx.limits.loginFailuresPerAccount.get(user.email);
      expect(state?.msBeforeNext).toBeGreaterThan(14 * 60_000);
      expect(state?.msBeforeNext).toBeLessThanOrEqual(15 * 60_000);

      // the sessions already open keep working, and other accounts log in from the same address
      const profile = await server.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers });
      expect(profile.statusCode).toBe(200);
      const other = await signUp(server, uniqueEmail('account-other'));
      const otherLogin = await post(
        '/api/auth/login',
        { email: other.email, password: other.password },
        freshIp(),
      );
      expect(otherLogin.statusCode).toBe(200);
    });

    it('treats an unknown e-mail the same way (no enumeration through the limit)', async () => {
      const email = uniqueEmail('unknown-limit');
      for (let i = 0; i < 10; i++) {
        const response = await post('/api/auth/login', { email, password: 'Qualquer-1' }, freshIp());
        expect(response.statusCode).toBe(401);
      }
      const blocked = await post('/api/auth/login', { email, password: 'Qualquer-1' }, freshIp());
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(TOO_MANY);
    });

    it('clears the count of an account on a successful login', async () => {
      const user = await signUp(server, uniqueEmail('account-clear'));
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < 9; i++) {
          const response = await post(
            '/api/auth/login',
            { email: user.email, password: 'Errada-xx' },
            freshIp(),
          );
          expect(response.statusCode).toBe(401);
        }
        const ok = await post('/api/auth/login', { email: user.email, password: user.password }, freshIp());
        expect(ok.statusCode).toBe(200);
      }
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
