import { apiError, changePasswordBody, messageResponse, profileBody, profileView } from '@arrenda/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as auth from '../auth/service';
import type { AppContext } from '../context';
import { requestLanguage, translate } from '../i18n';
import { currentUser } from '../plugins/auth';
import * as profile from './service';

const errors = { 400: apiError, 401: apiError, 409: apiError, 429: apiError };

/** The signed-in user's own account: profile, password change, logout. */
export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/profile',
      { schema: { tags: ['profile'], response: { 200: profileView, ...errors } } },
      (request) => profile.getProfile(ctx, currentUser(request).id),
    );

    app.put(
      '/profile',
      { schema: { tags: ['profile'], body: profileBody, response: { 200: profileView, ...errors } } },
      (request) => profile.updateProfile(ctx, currentUser(request).id, request.body),
    );

    app.put(
      '/profile/password',
      {
        schema: {
          tags: ['profile'],
          body: changePasswordBody,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => {
        await profile.changePassword(ctx, currentUser(request).id, request.body, request.ip);
        return { message: translate(requestLanguage(request), 'server.passwordChanged') };
      },
    );

    app.post(
      '/auth/logout',
      { schema: { tags: ['auth'], response: { 204: z.null(), 401: apiError } } },
      async (request, reply) => {
        await auth.logout(ctx, currentUser(request).id);
        return reply.status(204).send(null);
      },
    );
  };
}
