import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type JWTPayload, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer, uniqueEmail } from '../../test/harness';
import { users } from '../db/schema';

/** docs/security.md #7 and #8: every token but a valid, current access token gets 401 on a protected call. */
describe('access tokens (JWT)', () => {
  const jwtSecret = randomBytes(32).toString('hex');
  const key = new TextEncoder().encode(jwtSecret);
  const UNAUTHORIZED = { message: 'Your session has expired. Please log in again.' };

  let server: TestServer;
  let user: { id: number; email: string; password: string; token: string };
  beforeAll(async () => {
    server = await startTestServer({ jwtSecret });
    const signedUp = await signUp(server, uniqueEmail('jwt'));
    const token = signedUp.headers.authorization.replace('Bearer ', '');
    const profile = await server.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: signedUp.headers,
    });
    user = {
      id: profile.json<{ id: number }>().id,
      email: signedUp.email,
      password: signedUp.password,
      token,
    };
  });
  afterAll(() => server.close());

  const profileWith = (authorization?: string, language?: string) =>
    server.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: {
        ...(authorization === undefined ? {} : { authorization }),
        ...(language ? { 'accept-language': language } : {}),
      },
    });

  async function expectRefused(authorization?: string) {
    const response = await profileWith(authorization);
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual(UNAUTHORIZED);
  }

  /** A token built like the server's own (HS256, typ access, ver, sub, exp), with changes. */
  const forge = ({
    claims = {},
    alg = 'HS256',
    secret = key,
    exp = '1h',
  }: {
    claims?: JWTPayload;
    alg?: string;
    secret?: Uint8Array;
    exp?: string | number | null;
  } = {}) => {
    const jwt = new SignJWT({ typ: 'access', ver: 0, ...claims })
      .setProtectedHeader({ alg })
      .setSubject(typeof claims.sub === 'string' ? claims.sub : String(user.id))
      .setIssuedAt();
    if (exp !== null) jwt.setExpirationTime(exp);
    return jwt.sign(secret);
  };

  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('accepts the token from login, and one forged like it with the right secret (the control)', async () => {
    expect((await profileWith(`Bearer ${user.token}`)).statusCode).toBe(200);
    const forged = await profileWith(`Bearer ${await forge()}`);
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toEqual({
      id: user.id,
      version: 1,
      email: user.email,
      firstName: null,
      lastName: null,
      remindersEnabled: true,
    });
  });

  it('refuses a request without a token', async () => {
    await expectRefused(undefined);
    await expectRefused('');
    await expectRefused('Bearer');
    await expectRefused('Bearer ');
  });

  it('answers in Portuguese', async () => {
    const response = await profileWith(undefined, 'pt-PT');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'A sua sessão expirou. Inicie sessão novamente.' });
  });

  it('refuses garbage', async () => {
    await expectRefused('Bearer garbage');
    await expectRefused('Bearer a.b.c');
    await expectRefused('Bearer ...');
    await expectRefused(`Bearer ${base64url({ alg: 'HS256' })}.${base64url({ sub: '1' })}`);
    await expectRefused(`Bearer ${'x'.repeat(5000)}`);
    await expectRefused(`Basic ${Buffer.from(`${user.email}:${user.password}`).toString('base64')}`);
    await expectRefused(`Token ${user.token}`);
    await expectRefused(`Bearer ${user.token} extra`);
  });

  it('refuses a token whose signature was tampered with', async () => {
    const [header, payload, signature = ''] = user.token.split('.');
    const middle = Math.floor(signature.length / 2);
    const flipped = signature[middle] === 'A' ? 'B' : 'A';
    const tampered = `${signature.slice(0, middle)}${flipped}${signature.slice(middle + 1)}`;
    await expectRefused(`Bearer ${header}.${payload}.${tampered}`);
    await expectRefused(`Bearer ${header}.${payload}.`);
    await expectRefused(`Bearer ${header}.${payload}`);
  });

  it('refuses a token whose payload was changed (another user, another version)', async () => {
    const [header, payload = '', signature] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as JWTPayload;
    await expectRefused(
      `Bearer ${header}.${base64url({ ...claims, sub: String(user.id + 1) })}.${signature}`,
    );
    await expectRefused(
      `Bearer ${header}.${base64url({ ...claims, exp: Number(claims.exp) + 3600 })}.${signature}`,
    );
  });

  it("refuses an unsigned token (alg: 'none')", async () => {
    const unsecured = new UnsecuredJWT({ typ: 'access', ver: 0 })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    expect(unsecured.endsWith('.')).toBe(true);
    await expectRefused(`Bearer ${unsecured}`);
    // 'none' with the original signature kept, and spelled differently
    const [, payload, signature] = user.token.split('.');
    await expectRefused(`Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`);
    await expectRefused(`Bearer ${base64url({ alg: 'None' })}.${payload}.`);
    await expectRefused(`Bearer ${base64url({ alg: 'NONE' })}.${payload}.`);
  });

  it('refuses a token signed with another secret', async () => {
    await expectRefused(
      `Bearer ${await forge({ secret: new TextEncoder().encode(randomBytes(32).toString('hex')) })}`,
    );
  });

  it('refuses another algorithm, even with the right secret (one algorithm only)', async () => {
    await expectRefused(`Bearer ${await forge({ alg: 'HS512' })}`);
    await expectRefused(`Bearer ${await forge({ alg: 'HS384' })}`);
  });

  it('refuses an expired token, and one without an expiry', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(`Bearer ${await forge({ exp: now - 1 })}`);
    await expectRefused(`Bearer ${await forge({ exp: now - 3600 })}`);
    await expectRefused(`Bearer ${await forge({ exp: null })}`);
  });

  it('refuses a token of another type, without a version, or for an unknown user', async () => {
    await expectRefused(`Bearer ${await forge({ claims: { typ: 'reset' } })}`);
    await expectRefused(`Bearer ${await forge({ claims: { typ: undefined } })}`);
    await expectRefused(`Bearer ${await forge({ claims: { ver: undefined } })}`);
    await expectRefused(`Bearer ${await forge({ claims: { ver: '0' } })}`);
    await expectRefused(`Bearer ${await forge({ claims: { ver: 1 } })}`);
    await expectRefused(`Bearer ${await forge({ claims: { sub: 'abc' } })}`);
    await expectRefused(`Bearer ${await forge({ claims: { sub: String(user.id + 1000) } })}`);
  });

  it('refuses a token of a not yet activated account', async () => {
    const email = uniqueEmail('jwt-inactive');
    const registered = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'Gato-Preto-42' },
      remoteAddress: '10.60.0.1',
    });
    expect(registered.statusCode).toBe(201);
    await server.app.ctx.background.idle(); // the account is made after the answer
    const [row] = await server.app.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await expectRefused(`Bearer ${await forge({ claims: { sub: String(row?.id) } })}`);
  });

  it('logs out: 204, then every earlier token of the user answers 401', async () => {
    const other = await signUp(server, uniqueEmail('jwt-logout'));
    const secondLogin = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: other.email, password: other.password },
      remoteAddress: '10.60.0.2',
    });
    const secondSession = `Bearer ${secondLogin.json<{ accessToken: string }>().accessToken}`;
    expect((await profileWith(secondSession)).statusCode).toBe(200);

    const logout = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: other.headers,
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');

    await expectRefused(other.headers.authorization);
    await expectRefused(secondSession);
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: other.headers,
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(UNAUTHORIZED);

    // a new login works again
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: other.email, password: other.password },
      remoteAddress: '10.60.0.2',
    });
    expect(login.statusCode).toBe(200);
    expect(
      (await profileWith(`Bearer ${login.json<{ accessToken: string }>().accessToken}`)).statusCode,
    ).toBe(200);
    // and the first user's session was not touched
    expect((await profileWith(`Bearer ${user.token}`)).statusCode).toBe(200);
  });

  it('logout needs a valid token', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it('issues tokens with the configured lifetime (accessTokenTtlSeconds)', async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: '10.60.0.3',
    });
    const { accessToken, expiresAt } = login.json<{ accessToken: string; expiresAt: string }>();
    const [header = '', payload = ''] = accessToken.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Required<JWTPayload>;
    expect(claims.exp - claims.iat).toBe(3600);
    expect(Math.abs(new Date(expiresAt).getTime() / 1000 - claims.exp)).toBeLessThanOrEqual(1);
    expect(claims).toMatchObject({ typ: 'access', sub: String(user.id) });
  });
});
