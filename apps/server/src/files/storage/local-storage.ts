import { constants } from 'node:fs';
import { access, copyFile, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { checkKey, type FileStorage } from './file-storage';

/** Files on the local disk (`./data/files` by default), two levels of folders by key prefix. */
export function localStorage(dir: string): FileStorage {
  const pathOf = (key: string) => path.join(dir, checkKey(key).slice(0, 2), key);
  return {
    async save(key, sourcePath) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(sourcePath, target);
      } catch (error) {
        // Another file system (the temp folder on its own mount): copy instead.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(sourcePath, target);
      }
    },
    async read(key) {
      // Opened first, so that a missing file rejects here rather than in the middle of a response.
      const handle = await open(pathOf(key), 'r');
      return handle.createReadStream();
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async check() {
      // The folder appears with the first upload; a read-only or missing mount fails here.
      await mkdir(dir, { recursive: true });
      await access(dir, constants.W_OK);
    },
  };
}
