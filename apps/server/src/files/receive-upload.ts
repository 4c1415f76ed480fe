import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MAX_FILE_BYTES } from '@arrenda/core';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors';

export interface ReceivedFile {
  /** A complete temporary copy; the caller moves it to the storage and removes it. */
  tempPath: string;
  name: string;
  contentType: string;
  size: number;
}

const MIME = /^[\w.+-]{1,100}\/[\w.+-]{1,150}$/;

/** The uploaded name without folders or control characters, at most 255 characters. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[/\\]/).at(-1) ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]+/gu, '')
    .trim()
    .slice(0, 255);
  return clean === '' || clean === '.' || clean === '..' ? 'file' : clean;
}

/**
 * Streams the multipart field `file` to a temporary file, refusing it (413) as soon as it passes
 * MAX_FILE_BYTES: a refused upload leaves nothing behind (docs/security.md #15).
 */
export async function receiveUpload(request: FastifyRequest, tempDir: string): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw new AppError(415, 'server.unsupportedMediaType');
  const part = await request.file({ limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 0 } });
  if (part?.fieldname !== 'file') {
    throw badRequest('server.fileMissing', { fieldErrors: { file: 'server.fileMissing' } });
  }
  await mkdir(tempDir, { recursive: true });
  const tempPath = path.join(tempDir, randomUUID());
  try {
    await pipeline(part.file, createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }));
    if (part.file.truncated) throw new AppError(413, 'validation.fileTooLarge');
    const { size } = await stat(tempPath);
    const contentType = MIME.test(part.mimetype) ? part.mimetype : 'application/octet-stream';
    return { tempPath, name: cleanFileName(part.filename), contentType, size };
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
}
