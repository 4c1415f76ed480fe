import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import { checkKey, type FileStorage, type StorageConfig } from './file-storage';

type S3Config = Extract<StorageConfig, { driver: 's3' }>;

/** Files in an S3-compatible bucket, so that several server instances share them. */
export function s3Storage(config: S3Config): FileStorage {
  // The AWS SDK is large: imported only where S3 is configured, starting now, awaited on each use.
  const sdk = import('@aws-sdk/client-s3').then((s3) => ({ s3, client: s3Client(s3, config) }));
  return {
    async save(key, sourcePath, { contentType, size }) {
      const { s3, client } = await sdk;
      await client.send(
        new s3.PutObjectCommand({
          Bucket: config.bucket,
          Key: checkKey(key),
          Body: createReadStream(sourcePath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async read(key) {
      const { s3, client } = await sdk;
      const object = await client.send(
        new s3.GetObjectCommand({ Bucket: config.bucket, Key: checkKey(key) }),
      );
      if (!(object.Body instanceof Readable)) throw new Error(`no content for ${key}`);
      return object.Body;
    },
    async remove(key) {
      const { s3, client } = await sdk;
      await client.send(new s3.DeleteObjectCommand({ Bucket: config.bucket, Key: checkKey(key) }));
    },
    async check() {
      const { s3, client } = await sdk;
      await client.send(new s3.HeadBucketCommand({ Bucket: config.bucket }));
    },
  };
}

function s3Client(s3: typeof S3, config: S3Config) {
  return new s3.S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: many S3-compatible servers refuse the newer trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
