import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, uniqueAddress } from '../../test/harness';
import { linkIn } from '../../test/smtp-receiver';
import { users } from '../db/schema';

/** docs/security.md #19: what the production JSON log keeps of requests that carry secrets. */
describe('no secrets in logs', () => {
  let server: TestServer;
  const lines: string[] = [];
  const log = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });

  beforeAll(async () => {
    // Production JSON logs, and no SMTP server: mails go to the outbox folder.
    server = await startTestServer(
      { production: true, smtpUrl: undefined },
      { logger: { level: 'info', stream: log } },
    );
  });
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers, remoteAddress: uniqueAddress() });

  it('logs the links of mails and signed files without their token, and never a bearer token', async () => {
    const secrets = ['Segredo-Reset-1', 'Segredo-Convite-2', 'Segredo-Convite-3', 'Segredo-Ficheiro-4'];
    await get(`/resetPassword?email=ana%40arrenda.test&token=${secrets[0]}`);
    await get(`/tenantInvitation?token=${secrets[1]}&email=ana%40arrenda.test`);
    expect(
      (await get(`/api/auth/tenantInvitation?email=ana%40arrenda.test&token=${secrets[2]}`)).statusCode,
    ).toBe(400);
    expect((await get(`/api/files/download?TOKEN=${secrets[3]}`)).statusCode).toBeGreaterThanOrEqual(400);
    const bearer = 'eyJhbGciOiJIUzI1NiJ9.Segredo-Sessao-5.assinatura';
    expect((await get('/api/profile', { authorization: `Bearer ${bearer}` })).statusCode).toBe(401);

    const text = lines.join('\n');
    for (const secret of [...secrets, bearer, 'Segredo-Sessao-5']) expect(text).not.toContain(secret);
    const urls = lines
      .map((line) => JSON.parse(line) as { req?: { url?: string } })
      .flatMap((entry) => entry.req?.url ?? []);
    expect(urls).toContain('/resetPassword?email=ana%40arrenda.test&token=[redacted]');
    expect(urls).toContain('/tenantInvitation?token=[redacted]&email=ana%40arrenda.test');
    expect(urls).toContain('/api/files/download?TOKEN=[redacted]');
    expect(text).toContain('"url":"/api/profile"');
  });

  it('does not print the links of outbox mails in production', async () => {
    const email = 'dono@arrenda.test';
    await server.app.ctx.db.insert(users).values({ email, passwordHash: 'x', activatedAt: new Date() });
    const reset = await server.app.inject({
      method: 'POST',
      url: '/api/auth/resetPassword',
      payload: { userEmail: email },
      remoteAddress: uniqueAddress(),
    });
    expect(reset.statusCode).toBe(200);
    await server.app.ctx.background.idle();
    await server.app.ctx.mailer.idle();

    const outbox = path.join(server.config.dataDir, 'outbox');
    const [file] = await readdir(outbox);
    const mail = await simpleParser(await readFile(path.join(outbox, file ?? '')));
    const token = linkIn(
      { to: email, subject: mail.subject ?? '', text: mail.text ?? '', html: '' },
      'resetPassword',
    ).searchParams.get('token');
    expect(token).toMatch(/^[\w-]{43}$/);
    const written = lines.find((line) => line.includes('mail written to the outbox'));
    expect(written).toBeDefined();
    expect(lines.join('\n')).not.toContain(token ?? '');
  });
});
