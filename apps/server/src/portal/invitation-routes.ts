import {
  acceptInvitationBody,
  apiError,
  invitationInfo,
  invitationQuery,
  messageResponse,
} from '@arrenda/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { requestLanguage, translate } from '../i18n';
import * as accept from './accept';

const errors = { 400: apiError, 409: apiError, 429: apiError };
const tags = ['auth'];

/** The public invitation page's calls, registered under /auth: the link's token is the credential. */
export function invitationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
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
      (request) => accept.invitationInfo(ctx, request.query),
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
        await accept.acceptInvitation(ctx, request.body, request.ip, language);
        return { message: translate(language, 'server.invitationAccepted') };
      },
    );
  };
}
