import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { checkKey, type FileStorage, type StorageConfig } from './file-storage';

type S3Config = Extract<StorageConfig, { driver: 's3' }>;

/** Files in an S3-compatible bucket, so that several server instances share them. */
export function s3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
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
  return {
    async save(key, sourcePath, { contentType, size }) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: checkKey(key),
          Body: createReadStream(sourcePath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async read(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: checkKey(key) }));
      if (!(object.Body instanceof Readable)) throw new Error(`no content for ${key}`);
      return object.Body;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: checkKey(key) }));
    },
  };
}
