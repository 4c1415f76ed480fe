import {
  apiError,
  confirmationListQuery,
  fileUrl,
  id,
  idResponse,
  landlordConfirmation,
  rejectConfirmationBody,
  tenantInvitationBody,
  tenantPortalStatus,
} from '@arrenda/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { requestLanguage } from '../i18n';
import { entityAccess } from '../plugins/access';
import * as invitations from './invitations';
import * as review from './review';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const tags = ['portal'];

/**
 * The landlord's side of the tenant portal, under /entities/:entityId: a tenant's invitation and
 * access, and the payment confirmations to review.
 */
export function landlordPortalRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tenantParams = z.object({ entityId: id, tenantId: id });
    const tenant = '/entities/:entityId/tenants/:tenantId';
    const confirmations = '/entities/:entityId/paymentConfirmations';
    const confirmationParams = z.object({ entityId: id, confirmationId: id });
    const one = `${confirmations}/:confirmationId`;

    app.post(
      `${tenant}/invitation`,
      {
        config: { right: 'edit' },
        schema: {
          tags,
          params: tenantParams,
          body: tenantInvitationBody,
          response: { 201: tenantPortalStatus, ...errors },
        },
      },
      async (request, reply) => {
        const status = await invitations.invite(
          ctx,
          entityAccess(request),
          request.params.tenantId,
          request.body,
          requestLanguage(request),
        );
        return reply.status(201).send(status);
      },
    );
    app.get(
      `${tenant}/portal`,
      {
        config: { right: 'view' },
        schema: { tags, params: tenantParams, response: { 200: tenantPortalStatus, ...errors } },
      },
      (request) => invitations.portalStatus(ctx.db, entityAccess(request).entityId, request.params.tenantId),
    );
    app.delete(
      `${tenant}/portal`,
      {
        config: { right: 'edit' },
        schema: { tags, params: tenantParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await invitations.revoke(ctx, entityAccess(request), request.params.tenantId);
        return reply.status(204).send(null);
      },
    );

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
