import {
  acceptInvitationBody,
  apiError,
  invitationQuery,
  memberInvitationAccepted,
  memberInvitationInfo,
} from '@arrenda/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { requestLanguage } from '../i18n';
import * as accept from './member-invitation-accept';

const errors = { 400: apiError, 409: apiError, 429: apiError };
const tags = ['auth'];

/** The public page of an invitation to an entity, registered under /auth: the link's token is the credential. */
export function memberInvitationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/memberInvitation',
      {
        schema: {
          tags,
          security: [],
          querystring: invitationQuery,
          response: { 200: memberInvitationInfo, ...errors },
        },
      },
      (request) => accept.memberInvitationInfo(ctx, request.query),
    );
    app.put(
      '/memberInvitation',
      {
        schema: {
          tags,
          security: [],
          body: acceptInvitationBody,
          response: { 200: memberInvitationAccepted, ...errors },
        },
      },
      (request) => accept.acceptMemberInvitation(ctx, request.body, request.ip, requestLanguage(request)),
    );
  };
}
