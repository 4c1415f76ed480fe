import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  from: string;
  replyTo: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** A real SMTP server on loopback that keeps what it receives, for tests to read (on `port`, or any free one). */
export async function startSmtpReceiver({ port: wantedPort = 0 } = {}) {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          const to = [mail.to]
            .flat()
            .flatMap((address) => address?.value ?? [])
            .map((address) => address.address ?? '');
          for (const recipient of to) {
            mails.push({
              to: recipient,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              from: mail.from?.text ?? '',
              replyTo: mail.replyTo?.text ?? '',
              attachments: mail.attachments.map((file) => ({
                filename: file.filename ?? '',
                contentType: file.contentType,
                content: file.content,
              })),
            });
          }
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(wantedPort, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The first mail to `to` (after `skip` earlier ones) whose subject matches, waiting for it. */
    async waitFor(to: string, subject: RegExp, { skip = 0, timeoutMs = 10_000 } = {}): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.filter((mail) => mail.to === to && subject.test(mail.subject))[skip];
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpReceiver = Awaited<ReturnType<typeof startSmtpReceiver>>;

/** The link in a mail's text (activation or reset), as a URL. */
export function linkIn(mail: Pick<ReceivedMail, 'to' | 'subject' | 'text' | 'html'>, page: string): URL {
  const match = mail.text.match(new RegExp(`https?://\\S+/${page}\\?\\S+`));
  if (!match) throw new Error(`no ${page} link in mail "${mail.subject}"`);
  return new URL(match[0]);
}
