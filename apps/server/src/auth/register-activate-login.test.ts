import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, uniqueEmail } from '../../test/harness';
import { linkIn } from '../../test/smtp-receiver';

describe('register, activate through the mailed link, log in', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('activates the account from the link received over SMTP and then logs in', async () => {
    const email = uniqueEmail();
    const password = 'Casa-Azul-77';
    const register = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: email.toUpperCase(), password },
    });
    expect(register.statusCode).toBe(201);

    const notYet = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(notYet.statusCode).toBe(403);

    const mail = await server.smtp.waitFor(email, /activate/i);
    const link = linkIn(mail, 'activateAccount');
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.searchParams.get('email')).toBe(email);
    // login of a not-activated account mails a new link and revokes the first one
    const secondMail = await server.smtp.waitFor(email, /activate/i, { skip: 1 });
    const first = await server.app.inject({
      method: 'PUT',
      url: '/api/auth/activateAccount',
      payload: { userEmail: email, token: link.searchParams.get('token') },
    });
    expect(first.statusCode).toBe(400);

    const token = linkIn(secondMail, 'activateAccount').searchParams.get('token');
    const activate = await server.app.inject({
      method: 'PUT',
      url: '/api/auth/activateAccount',
      payload: { userEmail: email, token },
    });
    expect(activate.statusCode).toBe(200);
    expect(activate.json()).toEqual({ message: 'Your account is activated. You can now log in.' });

    const reuse = await server.app.inject({
      method: 'PUT',
      url: '/api/auth/activateAccount',
      payload: { userEmail: email, token },
    });
    expect(reuse.statusCode).toBe(400);

    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
    const body = login.json<{ accessToken: string; user: { email: string } }>();
    expect(body.user.email).toBe(email);

    const profile = await server.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email, firstName: null, lastName: null });
  });
});
