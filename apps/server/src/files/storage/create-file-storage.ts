import type { FileStorage, StorageConfig } from './file-storage';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';

export type { FileStorage, StorageConfig } from './file-storage';

export const createFileStorage = (config: StorageConfig): FileStorage =>
  config.driver === 's3' ? s3Storage(config) : localStorage(config.dir);
