import { ACCESS_TYPE } from '@arrenda/core';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, apiAs } from '../../test/api-client';
import { signUp, startTestServer, type TestServer, uniqueAddress, uniqueEmail } from '../../test/harness';
import type { ReceivedMail } from '../../test/smtp-receiver';
import { entityUser, mailOutbox, reminderSent, users } from '../db/schema';
import { createMailer } from '../plugins/mail';
import { sendReminders } from './job';
import { dayFrom, remindedEntity, signUpInPortuguese } from './reminder-fixture';

/** A fixed instant, so that the mailed days are known: 10 March 2032, 09:00 UTC. */
const NOW = new Date('2032-03-10T09:00:00.000Z');
const APP = 'http://localhost:3000';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const run = (now = NOW, ctx = server.app.ctx) => sendReminders(ctx, now);

/** The reminder digests mailed to `email` so far. */
const digestsTo = (email: string): ReceivedMail[] =>
  server.smtp.mails.filter(
    (mail) => mail.to === email && /^Arrenda: \d+ (reminders?|lembretes?)$/.test(mail.subject),
  );

/** The lines of a digest that tell of an event (after the property and tenants). */
const eventLines = (mail: ReceivedMail) => mail.text.split('\n').filter((line) => line.startsWith('T2 '));

async function owner(): Promise<{ email: string; api: Api }> {
  const user = await signUp(server);
  return { email: user.email, api: apiAs(server, user.headers) };
}

async function addMember(api: Api, entityId: number, email: string, accessTypeId: number) {
  const response = await api.call('POST', `/entities/${entityId}/users`, { email, accessTypeId });
  expect(response.statusCode, response.body).toBe(200);
}

const claimsOf = async (email: string) => {
  const [user] = await server.app.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return server.app.ctx.db.select().from(reminderSent).where(eq(reminderSent.userId, user.id));
};

describe('reminder mails', () => {
  it('mails one digest to each activated user with the edit right and reminders on', async () => {
    const admin = await owner();
    const entity = await remindedEntity(admin.api, 'Sol', NOW);
    const members = {
      manager: await signUp(server),
      editor: await signUp(server),
      reader: await signUp(server),
      optedOut: await signUp(server),
    };
    await addMember(admin.api, entity.entityId, members.manager.email, ACCESS_TYPE.MANAGER);
    await addMember(admin.api, entity.entityId, members.editor.email, ACCESS_TYPE.EDITOR);
    await addMember(admin.api, entity.entityId, members.reader.email, ACCESS_TYPE.READ);
    await addMember(admin.api, entity.entityId, members.optedOut.email, ACCESS_TYPE.EDITOR);
    const turnedOff = await apiAs(server, members.optedOut.headers).call('PUT', '/profile', {
      remindersEnabled: false,
    });
    expect(turnedOff.statusCode, turnedOff.body).toBe(200);
    // Registered but never activated, and a member from before such accounts were refused as members.
    const inactive = uniqueEmail('inactive');
    await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: inactive, password: 'Gato-Preto-42' },
      remoteAddress: uniqueAddress(),
    });
    await server.app.ctx.background.idle();
    const [pending] = await server.app.ctx.db.select().from(users).where(eq(users.email, inactive));
    await server.app.ctx.db
      .insert(entityUser)
      .values({ entityId: entity.entityId, userId: pending?.id ?? 0, accessTypeId: ACCESS_TYPE.EDITOR });

    const result = await run();
    expect(result.failedMails).toBe(0);

    for (const email of [admin.email, members.manager.email, members.editor.email]) {
      const mails = digestsTo(email);
      expect(mails.map((mail) => mail.subject)).toEqual(['Arrenda: 4 reminders']);
      const [mail] = mails;
      if (!mail) throw new Error('no digest');
      expect(mail.text).toContain('Entity: Sol');
      expect(eventLines(mail)).toEqual([
        'T2 Sol (Ana Silva): The rent of February 2032 is still unpaid 16 days after its due date, 23 February 2032: €500.00 to pay.',
        'T2 Sol (Ana Silva): The renegotiation period is open until 30 March 2032.',
        'T2 Sol (Ana Silva): The rent of March 2032 is overdue since 7 March 2032: €800.00 to pay.',
        'T2 Sol (Ana Silva): The contract ends on 24 April 2032, in 45 days.',
      ]);
    }
    for (const email of [members.reader.email, members.optedOut.email, inactive]) {
      expect(digestsTo(email)).toEqual([]);
    }
  });

  it('gives a user of two entities both, in one digest grouped by entity', async () => {
    const admin = await owner();
    await remindedEntity(admin.api, 'Alfa', NOW);
    const beta = await remindedEntity(admin.api, 'Beta', NOW);
    const colleague = await signUp(server);
    await addMember(admin.api, beta.entityId, colleague.email, ACCESS_TYPE.EDITOR);

    await run();

    const [mail, ...more] = digestsTo(admin.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Arrenda: 8 reminders');
    const text = mail?.text ?? '';
    expect(text.indexOf('Entity: Alfa')).toBeGreaterThan(0);
    expect(text.indexOf('Entity: Beta')).toBeGreaterThan(text.indexOf('Entity: Alfa'));
    const alfa = text.slice(text.indexOf('Entity: Alfa'), text.indexOf('Entity: Beta'));
    expect(alfa.match(/^T2 Alfa/gm)).toHaveLength(4);
    expect(alfa).not.toContain('T2 Beta');
    expect(text.slice(text.indexOf('Entity: Beta')).match(/^T2 Beta/gm)).toHaveLength(4);
    // The colleague acts on Beta only.
    expect(digestsTo(colleague.email).map((digest) => digest.subject)).toEqual(['Arrenda: 4 reminders']);
    expect(digestsTo(colleague.email)[0]?.text).not.toContain('Alfa');
  });

  it('mails each event once: nothing new on a second run, and once between two runs at once', async () => {
    const admin = await owner();
    await remindedEntity(admin.api, 'Lua', NOW);

    const [first, second] = await Promise.all([run(), run()]);
    expect((first?.failedMails ?? 0) + (second?.failedMails ?? 0)).toBe(0);
    const mailed = digestsTo(admin.email).flatMap(eventLines);
    expect(mailed).toHaveLength(4);
    expect(new Set(mailed).size).toBe(4);
    expect(await claimsOf(admin.email)).toHaveLength(4);

    const mailsBefore = digestsTo(admin.email).length;
    const again = await run();
    expect(digestsTo(admin.email)).toHaveLength(mailsBefore);
    expect(again.failedMails).toBe(0);
  });

  it('makes a new event of a moved end date, and of the next window', async () => {
    const admin = await owner();
    const entity = await remindedEntity(admin.api, 'Mar', NOW);
    await run();
    expect(digestsTo(admin.email)).toHaveLength(1);

    await entity.moveEnd(50);
    await run();
    const moved = digestsTo(admin.email)[1];
    expect(moved?.subject).toBe('Arrenda: 1 reminder');
    expect(moved && eventLines(moved)).toEqual([
      'T2 Mar (Ana Silva): The contract ends on 29 April 2032, in 50 days.',
    ]);

    // Twenty days later the contract ends within 30 days: its second reminder.
    const later = new Date(NOW.getTime() + 20 * 86_400_000);
    await run(later);
    const next = digestsTo(admin.email)[2];
    expect(next && eventLines(next)).toEqual([
      'T2 Mar (Ana Silva): The contract ends on 29 April 2032, in 30 days.',
    ]);
    const claims = (await claimsOf(admin.email)).map((claim) => claim.eventKey);
    expect(claims).toEqual(
      expect.arrayContaining([
        `CONTRACT_ENDING_60:contract:${entity.contractId}:${dayFrom(NOW, 45)}`,
        `CONTRACT_ENDING_60:contract:${entity.contractId}:${dayFrom(NOW, 50)}`,
        `CONTRACT_ENDING_30:contract:${entity.contractId}:${dayFrom(NOW, 50)}`,
      ]),
    );
  });

  it("mails in the user's language, with links that open the contract, its rents, all reminders and the profile", async () => {
    const user = await signUpInPortuguese(server);
    const api = apiAs(server, user.headers);
    const entity = await remindedEntity(api, 'Casa', NOW);

    await run();

    const [mail] = digestsTo(user.email);
    expect(mail?.subject).toBe('Arrenda: 4 lembretes');
    const text = mail?.text ?? '';
    expect(text).toContain('Olá,');
    expect(text).toContain('Entidade: Casa');
    // Amounts keep their symbol on the same line (a no-break space), as the web app shows them.
    expect(mail && eventLines(mail)).toEqual([
      'T2 Casa (Ana Silva): A renda de fevereiro de 2032 continua por pagar 16 dias depois do vencimento, 23 de fevereiro de 2032: 500,00\u00a0€ por pagar.',
      'T2 Casa (Ana Silva): O período de renegociação está aberto até 30 de março de 2032.',
      'T2 Casa (Ana Silva): A renda de março de 2032 está em atraso desde 7 de março de 2032: 800,00\u00a0€ por pagar.',
      'T2 Casa (Ana Silva): O contrato termina a 24 de abril de 2032, daqui a 45 dias.',
    ]);
    expect(text).toContain('Arrenda · Dúvidas? Escreva para support@arrenda.test');

    const contract = `${APP}/entities/${entity.entityId}/properties/${entity.propertyId}/contracts/${entity.contractId}`;
    expect(text).toContain(`Abrir o contrato: ${contract}\n`);
    expect(text).toContain(`Abrir as rendas: ${contract}#rents\n`);
    expect(text).toContain(`Definições dos lembretes: ${APP}/profile\n`);
    expect(text).toContain(`Ver todos os lembretes: ${APP}/reminders\n`);
    expect(mail?.html).toContain(`<a href="${contract}#rents" style="color:#0f766e">Abrir as rendas</a>`);
    // The contract the links name is the user's own.
    const opened = await api.call('GET', new URL(contract).pathname);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<{ id: number }>().id).toBe(entity.contractId);
  });

  it('keeps a digest the mail server refused queued, and sends it once when the server is back', async () => {
    const admin = await owner();
    await remindedEntity(admin.api, 'Rio', NOW);
    const unreachable = createMailer({
      db: server.app.ctx.db,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: server.config.mailFrom,
      outboxDir: server.config.dataDir,
      log: server.app.log,
      logLinks: false,
    });

    const failed = await run(NOW, { ...server.app.ctx, mailer: unreachable });
    expect(failed.failedMails).toBe(0);
    expect(digestsTo(admin.email)).toEqual([]);
    expect(await claimsOf(admin.email)).toHaveLength(4);
    const [queued] = await server.app.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, admin.email), isNull(mailOutbox.sentAt)));
    expect(queued?.lastError).toMatch(/ECONNREFUSED/);

    // The retry falls due; the server's own mailer reaches the mail server.
    await server.app.ctx.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(mailOutbox.id, queued?.id ?? 0));
    await server.app.ctx.mailer.idle();
    await run();
    expect(digestsTo(admin.email).map((mail) => mail.subject)).toEqual(['Arrenda: 4 reminders']);
    expect(await claimsOf(admin.email)).toHaveLength(4);
  });
});
