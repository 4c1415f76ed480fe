import {
  acceptInvitationBody,
  apiError,
  id,
  invitationInfo,
  invitationQuery,
  messageResponse,
  tenantInvitationBody,
  tenantPortalStatus,
} from '@arrenda/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { requestLanguage, translate } from '../i18n';
import { entityAccess } from '../plugins/access';
import * as invitations from './service';

/**
 * The landlord's side of a tenant's portal access, under /entities/:entityId: the tenant's
 * invitation and access.
 */
export function tenantInvitationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
  const tags = ['portal'];
  return async (app) => {
    const tenantParams = z.object({ entityId: id, tenantId: id });
    const tenant = '/entities/:entityId/tenants/:tenantId';

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
      (request) => invitations.portalStatus(ctx, entityAccess(request), request.params.tenantId),
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
  };
}

/** The public invitation page's calls, registered under /auth: the link's token is the credential. */
export function invitationLinkRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const errors = { 400: apiError, 409: apiError, 429: apiError };
  const tags = ['auth'];
  return async (app) => {
    app.get(
      '/tenantInvitation',
      {
        schema: {
          tags,
          security: [],
          querystring: invitationQuery,
          response: { 200: invitationInfo, ...errors },
        },
      },
      (request) => invitations.invitationInfo(ctx, request.query),
    );
    app.put(
      '/tenantInvitation',
      {
        schema: {
          tags,
          security: [],
          body: acceptInvitationBody,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => {
        const language = requestLanguage(request);
        await invitations.acceptInvitation(ctx, request.body, request.ip, language);
        return { message: translate(language, 'server.invitationAccepted') };
      },
    );
  };
}
