import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer, uniqueEmail } from '../../test/harness';
import { linkIn } from '../../test/smtp-receiver';

/** docs/domain.md Auth, docs/security.md #5: known and unknown e-mails answer alike. */
describe('no account enumeration', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  let ipCounter = 0;
  const nextIp = () => `10.30.${Math.floor(ipCounter / 200)}.${(ipCounter++ % 200) + 1}`;

  const post = (url: string, payload: Record<string, unknown>, language?: string) =>
    server.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: nextIp(),
      headers: language ? { 'accept-language': language } : {},
    });

  /** Status, content type and body: everything a caller can compare. */
  const visible = (response: Awaited<ReturnType<typeof post>>) => ({
    status: response.statusCode,
    type: response.headers['content-type'],
    body: response.json<unknown>(),
  });

  const mailsTo = (email: string, subject: RegExp) =>
    server.smtp.mails.filter((mail) => mail.to === email && subject.test(mail.subject));

  describe('register', () => {
    it('answers an already active e-mail exactly like a new one, and mails its owner instead', async () => {
      const owner = await signUp(server, uniqueEmail('owner'), 'Gato-Preto-42');
      const existing = await post('/api/auth/register', { email: owner.email, password: 'Outra-Senha-77' });
      const fresh = await post('/api/auth/register', {
        email: uniqueEmail('fresh'),
        password: 'Outra-Senha-77',
      });

      expect(visible(existing)).toEqual(visible(fresh));
      expect(visible(existing)).toEqual({
        status: 201,
        type: 'application/json; charset=utf-8',
        body: { message: 'Registration successful. Please check your email to activate your account.' },
      });

      const mail = await server.smtp.waitFor(owner.email, /already have an account/);
      expect(mail.subject).toBe('Arrenda: you already have an account');
      expect(mail.text).toContain('an active account already exists');
      expect(mail.text).toContain('Reset password: http://localhost:3000/requestResetPassword\n');
      await server.app.ctx.mailer.idle();
      // only the activation mail of the sign-up, no new link
      expect(mailsTo(owner.email, /activate/)).toHaveLength(1);

      // the attempt changed nothing: the old password still works, the new one does not
      const oldPassword = await post('/api/auth/login', { email: owner.email, password: 'Gato-Preto-42' });
      expect(oldPassword.statusCode).toBe(200);
      const newPassword = await post('/api/auth/login', { email: owner.email, password: 'Outra-Senha-77' });
      expect(newPassword.statusCode).toBe(401);
    });

    it('answers alike in Portuguese too', async () => {
      const owner = await signUp(server, uniqueEmail('owner-pt'));
      const existing = await post(
        '/api/auth/register',
        { email: owner.email, password: 'Outra-Senha-77' },
        'pt-PT',
      );
      const fresh = await post(
        '/api/auth/register',
        { email: uniqueEmail('fresh-pt'), password: 'Outra-Senha-77' },
        'pt-PT',
      );
      expect(visible(existing)).toEqual(visible(fresh));
      expect(existing.json()).toEqual({
        message: 'Registo efetuado. Verifique o seu email para ativar a conta.',
      });
    });

    it('answers a not yet activated e-mail like a new one; a registration changes no password', async () => {
      const email = uniqueEmail('pending');
      const first = await post('/api/auth/register', { email, password: 'Primeira-Senha-1' });
      await server.smtp.waitFor(email, /activate/);
      const second = await post('/api/auth/register', { email, password: 'Segunda-Senha-2' });
      expect(visible(second)).toEqual(visible(first));
      expect(second.statusCode).toBe(201);

      const firstLink = linkIn(await server.smtp.waitFor(email, /activate/), 'activateAccount');
      const secondLink = linkIn(await server.smtp.waitFor(email, /activate/, { skip: 1 }), 'activateAccount');
      const activate = (link: URL, password: string) =>
        server.app.inject({
          method: 'PUT',
          url: '/api/auth/activateAccount',
          payload: { userEmail: email, token: link.searchParams.get('token'), password },
        });
      const revoked = await activate(firstLink, 'Primeira-Senha-1');
      expect(revoked.statusCode).toBe(400);
      expect(revoked.json()).toEqual({ message: 'This activation link is invalid or has expired.' });
      // the first registrant's password still activates: the second registration did not replace it
      expect((await activate(secondLink, 'Primeira-Senha-1')).statusCode).toBe(200);

      expect((await post('/api/auth/login', { email, password: 'Segunda-Senha-2' })).statusCode).toBe(401);
      expect((await post('/api/auth/login', { email, password: 'Primeira-Senha-1' })).statusCode).toBe(200);
    });
  });

  describe('reset request', () => {
    it('answers unknown and known e-mails alike; only the known one gets a mail', async () => {
      const known = await signUp(server, uniqueEmail('known'));
      const unknownEmail = uniqueEmail('unknown');
      const forKnown = await post('/api/auth/resetPassword', { userEmail: known.email });
      const forUnknown = await post('/api/auth/resetPassword', { userEmail: unknownEmail });

      expect(visible(forKnown)).toEqual(visible(forUnknown));
      expect(visible(forKnown)).toEqual({
        status: 200,
        type: 'application/json; charset=utf-8',
        body: { message: 'If an account exists for this email, we sent a link to reset the password.' },
      });

      const mail = await server.smtp.waitFor(known.email, /reset your password/);
      expect(mail.subject).toBe('Arrenda: reset your password');
      await server.app.ctx.mailer.idle();
      expect(server.smtp.mails.filter((m) => m.to === unknownEmail)).toEqual([]);
    });

    it('answers alike in Portuguese', async () => {
      const known = await signUp(server, uniqueEmail('known-pt'));
      const forKnown = await post('/api/auth/resetPassword', { userEmail: known.email }, 'pt-PT');
      const forUnknown = await post(
        '/api/auth/resetPassword',
        { userEmail: uniqueEmail('unknown-pt') },
        'pt-PT',
      );
      expect(visible(forKnown)).toEqual(visible(forUnknown));
      expect(forKnown.json()).toEqual({
        message: 'Se existir uma conta com este email, enviámos uma ligação para redefinir a palavra-passe.',
      });
    });
  });

  describe('same path, same time', () => {
    it('answers registrations and reset requests without reading the accounts, known or not', async () => {
      const owner = await signUp(server, uniqueEmail('owner-path'));
      const pending = uniqueEmail('pending-path');
      expect(
        (await post('/api/auth/register', { email: pending, password: 'Casa-Nova-31' })).statusCode,
      ).toBe(201);
      await server.smtp.waitFor(pending, /activate/);

      // Hold the account tables: a call that reads them before answering waits until the end.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let lockTaken = () => {};
      const locked = new Promise<void>((resolve) => {
        lockTaken = resolve;
      });
      const holder = server.app.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`lock table users, registration, user_token in access exclusive mode`);
        lockTaken();
        await held;
      });
      await locked;
      const calls = Promise.all([
        post('/api/auth/register', { email: owner.email, password: 'Outra-Senha-77' }),
        post('/api/auth/register', { email: pending, password: 'Outra-Senha-77' }),
        post('/api/auth/register', { email: uniqueEmail('new-path'), password: 'Outra-Senha-77' }),
        post('/api/auth/resetPassword', { userEmail: owner.email }),
        post('/api/auth/resetPassword', { userEmail: uniqueEmail('nobody-path') }),
      ]);
      const answered = await Promise.race([
        calls.then((responses) => responses.map((response) => response.statusCode)),
        new Promise<'waited for the accounts'>((resolve) =>
          setTimeout(() => resolve('waited for the accounts'), 5000),
        ),
      ]);
      release();
      await holder;
      expect(answered).toEqual([201, 201, 201, 200, 200]);

      // the work that depends on the account is done after the answer
      await server.smtp.waitFor(owner.email, /already have an account/);
      await server.smtp.waitFor(owner.email, /reset your password/);
      await server.smtp.waitFor(pending, /activate/, { skip: 1 });
    });
  });

  describe('login', () => {
    it('answers an unknown e-mail and a wrong password alike (401, same body)', async () => {
      const user = await signUp(server, uniqueEmail('login'));
      const unknown = await post('/api/auth/login', {
        email: uniqueEmail('nobody'),
        password: 'Gato-Preto-42',
      });
      const wrong = await post('/api/auth/login', { email: user.email, password: 'Gato-Preto-43' });
      expect(visible(unknown)).toEqual(visible(wrong));
      expect(visible(unknown)).toEqual({
        status: 401,
        type: 'application/json; charset=utf-8',
        body: { message: 'Wrong email or password.' },
      });

      const unknownPt = await post(
        '/api/auth/login',
        { email: uniqueEmail('nobody'), password: 'x' },
        'pt-PT',
      );
      const wrongPt = await post('/api/auth/login', { email: user.email, password: 'x' }, 'pt-PT');
      expect(visible(unknownPt)).toEqual(visible(wrongPt));
      expect(unknownPt.json()).toEqual({ message: 'Email ou palavra-passe errados.' });
    });

    it('takes about as long for an unknown e-mail as for a wrong password (a dummy hash is checked)', async () => {
      const user = await signUp(server, uniqueEmail('timing'));
      const median = (values: number[]) =>
        [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      const time = async (email: string) => {
        const started = performance.now();
        const response = await post('/api/auth/login', { email, password: 'Not-The-Password-1' });
        expect(response.statusCode).toBe(401);
        return performance.now() - started;
      };
      await time(uniqueEmail('warm-up')); // the dummy hash is made on first use
      const unknown: number[] = [];
      const wrong: number[] = [];
      for (let i = 0; i < 5; i++) {
        unknown.push(await time(uniqueEmail('ghost')));
        wrong.push(await time(user.email));
      }
      // Without the dummy hash an unknown e-mail answers in about 1 ms against tens of ms for argon2id.
      expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
    });

    it('tells about a not activated account only after the right password', async () => {
      const email = uniqueEmail('inactive');
      const password = 'Casa-Amarela-5';
      expect((await post('/api/auth/register', { email, password })).statusCode).toBe(201);
      await server.smtp.waitFor(email, /activate/);

      const wrong = await post('/api/auth/login', { email, password: 'Casa-Amarela-6' });
      const unknown = await post('/api/auth/login', {
        email: uniqueEmail('nobody'),
        password: 'Casa-Amarela-6',
      });
      expect(visible(wrong)).toEqual(visible(unknown));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: 'Wrong email or password.' });
      await server.app.ctx.mailer.idle();
      expect(mailsTo(email, /activate/)).toHaveLength(1); // a wrong password mails nothing

      const right = await post('/api/auth/login', { email, password });
      expect(right.statusCode).toBe(403);
      expect(right.json()).toEqual({
        message:
          'Your account is not activated yet. Please use the link in the email we sent you. A new link has been sent.',
      });
      // the right password mails a fresh link, which activates the account
      const link = linkIn(await server.smtp.waitFor(email, /activate/, { skip: 1 }), 'activateAccount');
      const activated = await server.app.inject({
        method: 'PUT',
        url: '/api/auth/activateAccount',
        payload: { userEmail: email, token: link.searchParams.get('token'), password },
      });
      expect(activated.statusCode).toBe(200);
      expect((await post('/api/auth/login', { email, password })).statusCode).toBe(200);
    });

    it('says so in Portuguese', async () => {
      const email = uniqueEmail('inactive-pt');
      const password = 'Casa-Amarela-5';
      expect((await post('/api/auth/register', { email, password })).statusCode).toBe(201);
      await server.app.ctx.background.idle();
      const right = await post('/api/auth/login', { email, password }, 'pt-PT');
      expect(right.statusCode).toBe(403);
      expect(right.json()).toEqual({
        message:
          'A sua conta ainda não está ativada. Use a ligação do email que lhe enviámos. Foi enviada uma nova ligação.',
      });
    });
  });
});
