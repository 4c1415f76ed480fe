import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';

let dir: string;
let s3: S3rver;
let endpoint: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'arrenda-storage-'));
  // A real S3-compatible server over HTTP on loopback.
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: 'arrenda' }],
  });
  const { address, port } = await s3.run();
  endpoint = `http://${address}:${port}`;
});
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const drivers: [string, () => FileStorage][] = [
  ['local disk', () => localStorage(path.join(dir, 'local'))],
  [
    'S3-compatible',
    () =>
      s3Storage({
        driver: 's3',
        bucket: 'arrenda',
        region: 'us-east-1',
        endpoint,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      }),
  ],
];

describe.each(drivers)('%s storage', (_name, make) => {
  it('saves a file, reads it back byte for byte, and removes it', async () => {
    const storage = make();
    const content = randomBytes(3 * 1024 * 1024 + 17);
    const source = path.join(dir, `upload-${Date.now()}`);
    await writeFile(source, content);
    const key = crypto.randomUUID();
    await storage.save(key, source, { contentType: 'application/pdf', size: content.length });
    expect(sha256(await buffer(await storage.read(key)))).toBe(sha256(content));
    await storage.remove(key);
    await expect(storage.read(key)).rejects.toThrow();
    await storage.remove(key);
  });

  it('refuses a key that is not a generated one', async () => {
    const storage = make();
    await expect(storage.read('../../etc/passwd')).rejects.toThrow(/invalid storage key/);
  });
});

describe('the readiness check of a storage', () => {
  it('passes for a local folder it can write, made when missing', async () => {
    await expect(localStorage(path.join(dir, 'fresh', 'files')).check()).resolves.toBeUndefined();
  });

  it('fails for a local folder that cannot be made (a file stands in its path)', async () => {
    const file = path.join(dir, 'not-a-folder');
    await writeFile(file, 'x');
    await expect(localStorage(path.join(file, 'files')).check()).rejects.toThrow();
  });

  const bucket = (name: string) =>
    s3Storage({
      driver: 's3',
      bucket: name,
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });

  it('passes for an S3 bucket that answers HeadBucket, fails for a missing one', async () => {
    await expect(bucket('arrenda').check()).resolves.toBeUndefined();
    await expect(bucket('missing-bucket').check()).rejects.toThrow();
  });
});
