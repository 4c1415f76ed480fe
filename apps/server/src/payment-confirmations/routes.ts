import {
  apiError,
  confirmationListQuery,
  fileUrl,
  fileView,
  id,
  idResponse,
  landlordConfirmation,
  MAX_FILE_BYTES,
  paymentConfirmationBody,
  rejectConfirmationBody,
} from '@arrenda/core';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { entityAccess } from '../plugins/access';
import { currentUser } from '../plugins/auth';
import * as review from './review-service';
import * as confirmations from './service';

const tags = ['portal'];

const rentParams = z.object({ contractId: id, rentId: id });
const confirmationsPath = '/contracts/:contractId/rents/:rentId/confirmations';
const confirmationPath = `${confirmationsPath}/:confirmationId`;
const ownConfirmationParams = rentParams.extend({ confirmationId: id });
const tenantErrors = { 400: apiError, 401: apiError, 404: apiError, 409: apiError };

/** The proof upload: multipart bodies are parsed on this route only (every other answers 415). */
function proofUploadRoute(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1 } });
    app.post(
      `${confirmationPath}/proof`,
      {
        // A new proof replaces the earlier one: its stored bytes go after the answer.
        config: { removesFiles: true },
        schema: {
          tags,
          params: ownConfirmationParams,
          consumes: ['multipart/form-data'],
          description:
            "Multipart upload of the field 'file', at most 10 MB (1e7 bytes); replaces an earlier proof.",
          response: { 201: fileView, ...tenantErrors, 413: apiError, 415: apiError },
        },
      },
      async (request, reply) => {
        const { confirmationId, ...path } = request.params;
        const uploaded = await confirmations.uploadProof(
          ctx,
          currentUser(request).id,
          path,
          confirmationId,
          request,
        );
        return reply.status(201).send(uploaded);
      },
    );
  };
}

/**
 * The tenant's side, under /portal: a tenant's account confirms it paid a rent of a contract it
 * sees (tenant-portal/tenant-access.ts checks each call), adds a proof, and withdraws it.
 */
export function tenantConfirmationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      confirmationsPath,
      {
        schema: {
          tags,
          params: rentParams,
          body: paymentConfirmationBody,
          response: { 201: idResponse, ...tenantErrors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await confirmations.confirm(ctx, currentUser(request).id, request.params, request.body)),
    );
    await app.register(proofUploadRoute(ctx));
    app.get(
      `${confirmationPath}/proof`,
      { schema: { tags, params: ownConfirmationParams, response: { 200: fileUrl, ...tenantErrors } } },
      (request) => {
        const { confirmationId, ...path } = request.params;
        return confirmations.ownProofLink(ctx, currentUser(request).id, path, confirmationId);
      },
    );
    app.delete(
      confirmationPath,
      { schema: { tags, params: ownConfirmationParams, response: { 204: z.null(), ...tenantErrors } } },
      async (request, reply) => {
        const { confirmationId, ...path } = request.params;
        await confirmations.withdraw(ctx, currentUser(request).id, path, confirmationId);
        return reply.status(204).send(null);
      },
    );
  };
}

/** The landlord's side, under /entities/:entityId: the payment confirmations to review. */
export function confirmationReviewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
  return async (app) => {
    const confirmations = '/entities/:entityId/paymentConfirmations';
    const confirmationParams = z.object({ entityId: id, confirmationId: id });
    const one = `${confirmations}/:confirmationId`;

    app.get(
      confirmations,
      {
        config: { right: 'view' },
        schema: {
          tags,
          params: z.object({ entityId: id }),
          querystring: confirmationListQuery,
          response: { 200: z.array(landlordConfirmation), ...errors },
        },
      },
      (request) => review.list(ctx, entityAccess(request), request.query),
    );
    app.post(
      `${one}/accept`,
      {
        config: { right: 'create' },
        schema: { tags, params: confirmationParams, response: { 201: idResponse, ...errors } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await review.accept(ctx, entityAccess(request), request.params.confirmationId)),
    );
    app.post(
      `${one}/reject`,
      {
        config: { right: 'edit' },
        schema: {
          tags,
          params: confirmationParams,
          body: rejectConfirmationBody,
          response: { 200: landlordConfirmation, ...errors },
        },
      },
      (request) => review.reject(ctx, entityAccess(request), request.params.confirmationId, request.body),
    );
    app.get(
      `${one}/proof`,
      {
        config: { right: 'view' },
        schema: { tags, params: confirmationParams, response: { 200: fileUrl, ...errors } },
      },
      (request) => review.proof(ctx, entityAccess(request), request.params.confirmationId),
    );
  };
}
