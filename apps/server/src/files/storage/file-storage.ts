import type { Readable } from 'node:stream';

/** Where uploaded files live: local disk by default, S3-compatible storage when configured. */
export type StorageConfig =
  | { driver: 'local'; dir: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      /** An S3-compatible server (MinIO, R2, ...); AWS itself when absent. */
      endpoint: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      /** Bucket in the path rather than the host name, as most S3-compatible servers want. */
      forcePathStyle: boolean;
    };

export interface StoredFileInfo {
  contentType: string;
  size: number;
}

/**
 * The bytes of uploaded files under generated keys (never the uploaded name). `save` takes a
 * complete local file, so a refused or broken upload never reaches the store.
 */
export interface FileStorage {
  save(key: string, sourcePath: string, info: StoredFileInfo): Promise<void>;
  /** The file's bytes; rejects when the key is unknown. */
  read(key: string): Promise<Readable>;
  /** Removes the file; an unknown key is no error. */
  remove(key: string): Promise<void>;
  /** Resolves when the store can take files now (the readiness probe); rejects otherwise. */
  check(): Promise<void>;
}

/** Storage keys are generated UUIDs; anything else is refused before touching a disk or a bucket. */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
  return key;
}
