import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs, createEntity } from '../../test/api-client';
import { adminQuery, databaseUrl, untilIdle } from '../../test/databases';
import { signUp, type TestServer } from '../../test/harness';
import { multipartFile } from '../../test/multipart';
import { startSmtpReceiver } from '../../test/smtp-receiver';
import { buildApp } from '../app';
import type { Config } from '../config';
import { type OpenOptions, openDatabase } from '../db/client';
import { entity, file, property, users } from '../db/schema';
import { localStorage } from '../files/storage/local-storage';
import { backup } from './backup';
import { RestoreRefused, restore } from './restore';
import type { OpsSettings } from './settings';

const onPostgres = process.env.TEST_DB === 'postgres';
const databases: string[] = [];

/** A database to work on: a migrated copy of the template, or an empty one (a restore target). */
async function postgresDatabase(migrated: boolean) {
  const name = `arrenda_ops_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}${migrated ? ` TEMPLATE ${inject('postgresTemplate')}` : ''}`);
  databases.push(name);
  return databaseUrl(name);
}

const settingsFor = async (dataDir: string, migrated: boolean): Promise<OpsSettings> => ({
  databaseUrl: onPostgres ? await postgresDatabase(migrated) : undefined,
  dataDir,
  filesDir: path.join(dataDir, 'files'),
});

const openOptions = (settings: OpsSettings): OpenOptions =>
  settings.databaseUrl
    ? { url: settings.databaseUrl, poolSize: 2 }
    : { dataDir: path.join(settings.dataDir, 'db') };

/** The app on the settings' database and files, as the server runs it. */
async function startOn(settings: OpsSettings, loadDataDir?: Blob): Promise<TestServer> {
  await mkdir(settings.dataDir, { recursive: true });
  const database = await openDatabase({ ...openOptions(settings), ...(loadDataDir ? { loadDataDir } : {}) });
  const smtp = await startSmtpReceiver();
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
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
    storage: { driver: 'local', dir: settings.filesDir ?? '' },
    fileLinkTtlSeconds: 300,
    jobs: false,
  };
  const app = await buildApp({ config, db: database.db, webDir: null });
  await app.ready();
  return {
    app,
    config,
    smtp,
    async close() {
      await app.close();
      await Promise.all([database.close(), smtp.close()]);
    },
  };
}

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'arrenda-ops-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  for (const name of databases) {
    await untilIdle(name);
    await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
  }
});

describe('backup and restore', () => {
  it('bring back the same rows and file bytes into a new place, and refuse to overwrite data', async () => {
    const source = await settingsFor(path.join(root, 'source'), true);
    const template = onPostgres ? undefined : new Blob([await readFile(inject('pgliteDump'))]);
    const server = await startOn(source, template);
    const user = await signUp(server);
    const api = apiAs(server, user.headers);
    const entityId = await createEntity(api, 'Backup drill');
    const propertyId = await api.create(`/entities/${entityId}/properties`, {
      baseInfo: { propertyTypeId: 3, name: 'T2 Alfama' },
    });
    const bytes = randomBytes(2048);
    const upload = multipartFile('contrato.pdf', bytes, { contentType: 'application/pdf' });
    const uploaded = await server.app.inject({
      method: 'POST',
      url: `/api/entities/${entityId}/properties/${propertyId}/files`,
      headers: { ...user.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await server.close();
    await writeFile(path.join(source.dataDir, 'jwt-secret'), 'a-secret-of-the-source-instance-0123456789');

    const archive = await backup(source, {
      outDir: path.join(root, 'backups'),
      now: new Date('2026-05-01T10:20:30Z'),
    });
    expect(path.basename(archive)).toBe('arrenda-backup-2026-05-01T10-20-30Z.tar.gz');

    // The source is lost; the archive goes into a new data folder (and a new empty database).
    await rm(source.dataDir, { recursive: true, force: true });
    const target = await settingsFor(path.join(root, 'target'), false);
    const manifest = await restore(target, archive);
    expect(manifest.database).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(await readFile(path.join(target.dataDir, 'jwt-secret'), 'utf8')).toBe(
      'a-secret-of-the-source-instance-0123456789',
    );

    const restored = await openDatabase(openOptions(target));
    try {
      const [account] = await restored.db.select().from(users).where(eq(users.email, user.email));
      expect(account?.activatedAt).not.toBeNull();
      const [kept] = await restored.db.select().from(entity).where(eq(entity.id, entityId));
      expect(kept?.name).toBe('Backup drill');
      const [home] = await restored.db.select().from(property).where(eq(property.id, propertyId));
      expect(home?.name).toBe('T2 Alfama');
      const [stored] = await restored.db.select().from(file).where(eq(file.entityId, entityId));
      expect(stored).toBeDefined();
      const stream = await localStorage(target.filesDir ?? '').read(stored?.storageKey ?? '');
      expect(Buffer.concat(await stream.toArray()).equals(bytes)).toBe(true);
    } finally {
      await restored.close();
    }

    // A target that holds data is left alone without --force, and replaced with it.
    await expect(restore(target, archive)).rejects.toThrow(RestoreRefused);
    await mkdir(path.join(target.filesDir ?? '', 'stray'), { recursive: true });
    await restore(target, archive, { force: true });
    expect(existsSync(path.join(target.filesDir ?? '', 'stray'))).toBe(false);
    // The embedded database opens from disk several times here, seconds each on a busy machine.
  }, 120_000);
});
