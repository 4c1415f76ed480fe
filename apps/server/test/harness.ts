import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type App, type BuildOptions, buildApp } from '../src/app';
import type { Config } from '../src/config';
import { openTestDatabase } from './databases';
import { linkIn, type SmtpReceiver, startSmtpReceiver } from './smtp-receiver';

export interface TestServer {
  app: App;
  config: Config;
  smtp: SmtpReceiver;
  close(): Promise<void>;
}

/** The app on a fresh copy of the migrated database, mailing to a real SMTP receiver. */
export async function startTestServer(
  overrides: Partial<Config> = {},
  { logger = false }: Pick<BuildOptions, 'logger'> = {},
): Promise<TestServer> {
  const [database, smtp, dataDir] = await Promise.all([
    openTestDatabase(),
    startSmtpReceiver(),
    mkdtemp(path.join(tmpdir(), 'arrenda-data-')),
  ]);
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir,
    appUrl: 'http://localhost:3000',
    smtpUrl: smtp.url,
    mailFrom: 'Arrenda <no-reply@arrenda.test>',
    supportEmail: 'support@arrenda.test',
    jwtSecret: randomBytes(32).toString('hex'),
    accessTokenTtlSeconds: 3600,
    redisUrl: undefined,
    rateLimitScale: 1,
    production: false,
    trustProxy: false,
    storage: { driver: 'local', dir: path.join(dataDir, 'files') },
    fileLinkTtlSeconds: 300,
    jobs: false,
    ...overrides,
  };
  const app = await buildApp({ config, db: database.db, webDir: null, logger });
  await app.ready();
  return {
    app,
    config,
    smtp,
    async close() {
      await app.close();
      await Promise.all([database.close(), smtp.close(), rm(dataDir, { recursive: true, force: true })]);
    },
  };
}

let emailCounter = 0;
let addressCounter = 0;
/** A unique e-mail address for one test. */
export const uniqueEmail = (label = 'user') =>
  `${label}.${Date.now().toString(36)}${(emailCounter++).toString(36)}@arrenda.test`;

/**
 * A client address of its own (198.18.0.0/15 is reserved for tests), so that the per-IP limits of the
 * auth calls (plugins/rate-limit.ts) do not add up across the sign-ups of one test file.
 */
export const uniqueAddress = () => {
  const n = addressCounter++;
  return `198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
};

/** Registers, activates through the mailed link and logs in; returns the bearer header. */
export async function signUp(server: TestServer, email = uniqueEmail(), password = 'Gato-Preto-42') {
  const { app, smtp } = server;
  const remoteAddress = uniqueAddress();
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password },
    remoteAddress,
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const link = linkIn(await smtp.waitFor(email, /activate/i), 'activateAccount');
  const activated = await app.inject({
    method: 'PUT',
    url: '/api/auth/activateAccount',
    payload: { userEmail: link.searchParams.get('email'), token: link.searchParams.get('token'), password },
    remoteAddress,
  });
  if (activated.statusCode !== 200) throw new Error(`activation failed: ${activated.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });
  const { accessToken } = login.json<{ accessToken: string }>();
  return { email, password, headers: { authorization: `Bearer ${accessToken}` } };
}
