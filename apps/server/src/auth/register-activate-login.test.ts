import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { signUp, startTestServer, type TestServer, uniqueAddress, uniqueEmail } from '../../test/harness';
import { linkIn } from '../../test/smtp-receiver';

describe('register, activate through the mailed link, log in', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const register = (email: string, password: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password },
      remoteAddress: uniqueAddress(),
    });
  const activate = (userEmail: string, token: string | null, password: string) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/auth/activateAccount',
      payload: { userEmail, token, password },
      remoteAddress: uniqueAddress(),
    });
  const login = (email: string, password: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: uniqueAddress(),
    });
  /** The token of the n-th activation mail to the address (0: the first). */
  const activationToken = async (email: string, skip = 0) =>
    linkIn(await server.smtp.waitFor(email, /activate/i, { skip }), 'activateAccount').searchParams.get(
      'token',
    );

  it('activates the account from the link received over SMTP, with its password, and then logs in', async () => {
    const email = uniqueEmail();
    const password = 'Casa-Azul-77';
    expect((await register(email.toUpperCase(), password)).statusCode).toBe(201);

    const mail = await server.smtp.waitFor(email, /activate/i);
    expect(mail.text).toContain('type the password you chose when registering');
    const link = linkIn(mail, 'activateAccount');
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.searchParams.get('email')).toBe(email);

    const notYet = await login(email, password);
    expect(notYet.statusCode).toBe(403);
    // login of a not-activated account mails a new link and revokes the first one
    const token = await activationToken(email, 1);
    const first = await activate(email, link.searchParams.get('token'), password);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({ message: 'This activation link is invalid or has expired.' });

    const activated = await activate(email, token, password);
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({ message: 'Your account is activated.' });

    const reuse = await activate(email, token, password);
    expect(reuse.statusCode).toBe(400);

    const session = await login(email, password);
    expect(session.statusCode).toBe(200);
    const body = session.json<{ accessToken: string; user: { email: string } }>();
    expect(body.user.email).toBe(email);
    const profile = await server.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email, firstName: null, lastName: null });
  });

  it('refuses the link with a password not chosen in a registration of the address, and keeps the link', async () => {
    const email = uniqueEmail('typo');
    expect((await register(email, 'Casa-Azul-77')).statusCode).toBe(201);
    const token = await activationToken(email);

    const wrong = await activate(email, token, 'Casa-Azul-78');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'This is not the password chosen when this email was registered.',
      fieldErrors: { password: 'This is not the password chosen when this email was registered.' },
    });
    const missing = await activate(email, token, '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fieldErrors: { password: 'Password is required' } });

    expect((await activate(email, token, 'Casa-Azul-77')).statusCode).toBe(200);
    expect((await login(email, 'Casa-Azul-77')).statusCode).toBe(200);
  });

  describe('no account takeover before activation', () => {
    it('an attacker who registers the address first never gets in, nor into an entity it is added to', async () => {
      const victim = uniqueEmail('victim');
      const attackerPassword = 'Ladrao-Astuto-1';
      expect((await register(victim, attackerPassword)).statusCode).toBe(201);
      const attackerLink = await activationToken(victim);

      // An ADMIN adds the address: a never-activated account is unknown, as an unknown address.
      const admin = await signUp(server, uniqueEmail('admin'));
      const adminApi = apiAs(server, admin.headers);
      const entityId = await adminApi.create('/entities', {
        name: 'Carteira',
        entityTypeId: 1,
        countryId: 1,
      });
      const add = (email: string) =>
        server.app.inject({
          method: 'POST',
          url: `/api/entities/${entityId}/users`,
          headers: admin.headers,
          payload: { email, accessTypeId: 1 },
        });
      const nobody = uniqueEmail('nobody');
      const pending = await add(victim);
      const unknown = await add(nobody);
      expect(pending.statusCode).toBe(200);
      expect({ status: pending.statusCode, body: pending.body.replace(victim, 'x') }).toEqual({
        status: unknown.statusCode,
        body: unknown.body.replace(nobody, 'x'),
      });
      // Both are invited to register, and neither is a member of the entity.
      const members = await adminApi.get<{ email: string }[]>(`/entities/${entityId}/users`);
      expect(members.map((member) => member.email)).toEqual([admin.email]);

      // The real owner opens the only mail they got: without the attacker's password it does nothing.
      const ownerTry = await activate(victim, attackerLink, 'Minha-Propria-9');
      expect(ownerTry.statusCode).toBe(400);
      expect((await login(victim, attackerPassword)).statusCode).toBe(403);

      // The owner registers themself and activates with their own password, from either link.
      const ownerPassword = 'Minha-Propria-9';
      expect((await register(victim, ownerPassword)).statusCode).toBe(201);
      // (the third mail: the attacker's login above mailed a fresh link too)
      const ownerLink = await activationToken(victim, 2);
      expect((await activate(victim, attackerLink, ownerPassword)).statusCode).toBe(400); // revoked by the newer
      expect((await activate(victim, ownerLink, ownerPassword)).statusCode).toBe(200);

      expect((await add(victim)).statusCode).toBe(200);
      expect((await login(victim, attackerPassword)).statusCode).toBe(401);
      const owner = await login(victim, ownerPassword);
      expect(owner.statusCode).toBe(200);
      const entities = await server.app.inject({
        method: 'GET',
        url: '/api/entities',
        headers: { authorization: `Bearer ${owner.json<{ accessToken: string }>().accessToken}` },
      });
      expect(entities.json<{ id: number }[]>().map((entity) => entity.id)).toEqual([entityId]);
    });

    it('a second registration by someone else changes nothing: the owner activates with their own password', async () => {
      const victim = uniqueEmail('first');
      const victimPassword = 'Primeira-Senha-1';
      const attackerPassword = 'Segunda-Senha-2';
      expect((await register(victim, victimPassword)).statusCode).toBe(201);
      await activationToken(victim);
      expect((await register(victim, attackerPassword)).statusCode).toBe(201);
      // The victim opens the newest link (sent for the attacker's registration) and types their password.
      const newest = await activationToken(victim, 1);
      expect((await activate(victim, newest, victimPassword)).statusCode).toBe(200);

      expect((await login(victim, victimPassword)).statusCode).toBe(200);
      const attacker = await login(victim, attackerPassword);
      expect(attacker.statusCode).toBe(401);
      expect(attacker.json()).toEqual({ message: 'Wrong email or password.' });
    });
  });
});
