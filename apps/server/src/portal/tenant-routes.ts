import {
  apiError,
  fileUrl,
  fileView,
  id,
  idResponse,
  MAX_FILE_BYTES,
  paymentConfirmationBody,
  portalContract,
  portalRent,
} from '@arrenda/core';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { currentUser } from '../plugins/auth';
import * as confirmations from './confirmations';
import { portalContracts, portalRents } from './queries';
import { requireTenantContract } from './tenant-access';

const errors = { 400: apiError, 401: apiError, 404: apiError, 409: apiError };
const tags = ['portal'];

const rentsPath = '/contracts/:contractId/rents';
const confirmationPath = `${rentsPath}/:rentId/confirmations/:confirmationId`;
const contractParams = z.object({ contractId: id });
const rentParams = contractParams.extend({ rentId: id });
const confirmationParams = rentParams.extend({ confirmationId: id });

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
          params: confirmationParams,
          consumes: ['multipart/form-data'],
          description:
            "Multipart upload of the field 'file', at most 10 MB (1e7 bytes); replaces an earlier proof.",
          response: { 201: fileView, ...errors, 413: apiError, 415: apiError },
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
 * /portal: what a tenant's account sees of the contracts of the tenants it is linked to, in every
 * entity (tenant-access.ts checks each call), and its payment confirmations.
 */
export function tenantPortalRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/contracts',
      { schema: { tags, response: { 200: z.array(portalContract), ...errors } } },
      (request) => portalContracts(ctx.db, currentUser(request).id),
    );
    app.get(
      rentsPath,
      { schema: { tags, params: contractParams, response: { 200: z.array(portalRent), ...errors } } },
      async (request) => {
        const access = await requireTenantContract(
          ctx.db,
          currentUser(request).id,
          request.params.contractId,
        );
        return portalRents(ctx.db, access);
      },
    );
    app.post(
      `${rentsPath}/:rentId/confirmations`,
      {
        schema: {
          tags,
          params: rentParams,
          body: paymentConfirmationBody,
          response: { 201: idResponse, ...errors },
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
      { schema: { tags, params: confirmationParams, response: { 200: fileUrl, ...errors } } },
      (request) => {
        const { confirmationId, ...path } = request.params;
        return confirmations.ownProofLink(ctx, currentUser(request).id, path, confirmationId);
      },
    );
    app.delete(
      confirmationPath,
      { schema: { tags, params: confirmationParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        const { confirmationId, ...path } = request.params;
        await confirmations.withdraw(ctx, currentUser(request).id, path, confirmationId);
        return reply.status(204).send(null);
      },
    );
    app.get(
      `${rentsPath}/:rentId/payments/:paymentId/receipt`,
      {
        schema: {
          tags,
          params: rentParams.extend({ paymentId: id }),
          description: "The payment's latest issued receipt as application/pdf.",
          response: { 200: z.instanceof(Buffer), ...errors },
        },
      },
      async (request, reply) => {
        const receipt = await confirmations.receipt(ctx, currentUser(request).id, request.params);
        return reply
          .type('application/pdf')
          .header('content-disposition', receipt.disposition)
          .header('x-receipt-number', receipt.receiptNumber)
          .send(receipt.pdf);
      },
    );
  };
}
