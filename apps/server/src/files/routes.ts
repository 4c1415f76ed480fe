import { apiError, fileUrl, fileView, id, MAX_FILE_BYTES, msg, textField } from '@arrenda/core';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { entityAccess } from '../plugins/access';
import { type FileOwnerRoute, fileOwnerRoutes } from './owners';
import * as files from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 413: apiError, 415: apiError };

function ownerFileRoutes<Params extends z.ZodObject>(
  ctx: AppContext,
  route: FileOwnerRoute<Params>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = [route.tag];
    const fileParams = z.object({ fileId: id });
    app.post(
      `${route.path}/files`,
      {
        config: { right: 'create' },
        schema: {
          tags,
          params: route.params,
          consumes: ['multipart/form-data'],
          description: "Multipart upload of the field 'file', at most 10 MB (1e7 bytes).",
          response: { 201: fileView, ...errors },
        },
      },
      async (request, reply) => {
        // Validated already; parsed again for the type, which the generic route loses.
        const owner = route.owner(route.params.parse(request.params));
        return reply.status(201).send(await files.upload(ctx, entityAccess(request), owner, request));
      },
    );
    app.get(
      `${route.path}/files/:fileId`,
      {
        config: { right: 'view' },
        schema: {
          tags,
          params: route.params.extend(fileParams.shape),
          response: { 200: fileUrl, ...errors },
        },
      },
      (request) => {
        const { fileId } = fileParams.parse(request.params);
        return files.fileUrl(
          ctx,
          entityAccess(request),
          route.owner(route.params.parse(request.params)),
          fileId,
        );
      },
    );
  };
}

/** POST {owner}/files and GET {owner}/files/{fileId} for the entity, properties, contracts, tenants and expenses. */
export function fileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Multipart bodies are parsed here only: every other route keeps answering them with 415.
    await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1 } });
    await app.register(ownerFileRoutes(ctx, fileOwnerRoutes.entity));
    await app.register(ownerFileRoutes(ctx, fileOwnerRoutes.property));
    await app.register(ownerFileRoutes(ctx, fileOwnerRoutes.contract));
    await app.register(ownerFileRoutes(ctx, fileOwnerRoutes.tenant));
    await app.register(ownerFileRoutes(ctx, fileOwnerRoutes.expense));
  };
}

/** GET /files/download?token=: the signed link itself; the token is the only credential. */
export function fileDownloadRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/files/download',
      {
        schema: {
          tags: ['files'],
          security: [],
          querystring: z.object({ token: textField(msg('validation.invalid')).max(2000) }),
          response: { 404: apiError },
        },
      },
      (request, reply) => files.download(ctx, request.query.token, reply),
    );
  };
}
