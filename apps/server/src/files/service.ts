import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FileUrl, FileView } from '@arrenda/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import type { EntityAccess } from '../plugins/access';
import { attachmentDisposition } from './attachment';
import type { FileOwner } from './owners';
import { findOwnedFile, findStoredFile, insertFile, ownerMissing } from './queries';
import { receiveUpload } from './receive-upload';

/** The entity a file lives in and the user acting: an entity member, or a tenant in the portal. */
export type FileCaller = Pick<EntityAccess, 'entityId' | 'userId'>;

async function requireOwner(ctx: AppContext, access: FileCaller, owner: FileOwner) {
  const missing = await ownerMissing(ctx.db, access.entityId, owner);
  if (missing) throw notFound(missing);
}

/**
 * POST {owner}/files: receives the upload completely (size checked), stores it under a generated
 * key, then records it. A failed record removes the stored bytes, so nothing is left half-kept.
 */
export async function upload(
  ctx: AppContext,
  access: FileCaller,
  owner: FileOwner,
  request: FastifyRequest,
): Promise<FileView> {
  await requireOwner(ctx, access, owner);
  const received = await receiveUpload(request, path.join(ctx.config.dataDir, 'tmp'));
  const storageKey = randomUUID();
  try {
    await ctx.storage.save(storageKey, received.tempPath, received);
  } finally {
    await rm(received.tempPath, { force: true });
  }
  try {
    return await insertFile(ctx.db, access.entityId, owner, {
      name: received.name,
      storageKey,
      contentType: received.contentType,
      size: received.size,
      createdBy: access.userId,
    });
  } catch (error) {
    await ctx.storage.remove(storageKey).catch((cause: unknown) => {
      request.log.error({ err: cause, storageKey }, 'stored file of a failed upload not removed');
    });
    throw error;
  }
}

/** GET {owner}/files/{fileId}: a short-lived signed link to the file (docs/product.md#the-api). */
export async function fileUrl(
  ctx: AppContext,
  access: FileCaller,
  owner: FileOwner,
  fileId: number,
): Promise<FileUrl> {
  const found = await findOwnedFile(ctx.db, access.entityId, owner, fileId);
  if (!found) throw notFound('server.fileNotFound');
  const token = await ctx.fileLinks.sign({ fileId, entityId: access.entityId });
  return { url: `/api/files/download?token=${token}` };
}

/** GET /api/files/download?token=: the file's bytes as an attachment, for a valid unexpired link only. */
export async function download(ctx: AppContext, token: string, reply: FastifyReply) {
  const claims = await ctx.fileLinks.verify(token);
  if (!claims) throw notFound('server.fileLinkExpired');
  const stored = await findStoredFile(ctx.db, claims.entityId, claims.fileId);
  if (!stored) throw notFound('server.fileNotFound');
  const content = await ctx.storage.read(stored.storageKey);
  return reply
    .type(stored.contentType)
    .header('content-length', stored.size)
    .header('content-disposition', attachmentDisposition(stored.name))
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .send(content);
}
