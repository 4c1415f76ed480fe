import { apiError, calendarFeedLink, calendarFeedView } from '@arrenda/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { currentUser } from '../plugins/auth';
import * as calendar from './service';

const errors = { 401: apiError, 404: apiError };

/** The signed-in user's calendar feed: its state, turning it on or renewing it, and turning it off. */
export function calendarFeedRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['profile'];
    app.get(
      '/profile/calendar',
      { schema: { tags, response: { 200: calendarFeedView, ...errors } } },
      (request) => calendar.feedStatus(ctx, currentUser(request).id),
    );
    app.post(
      '/profile/calendar',
      { schema: { tags, response: { 201: calendarFeedLink, ...errors } } },
      async (request, reply) =>
        reply.status(201).send(await calendar.renewFeed(ctx, currentUser(request).id)),
    );
    app.delete(
      '/profile/calendar',
      { schema: { tags, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await calendar.revokeFeed(ctx, currentUser(request).id);
        return reply.status(204).send(null);
      },
    );
  };
}

/** GET /calendar/{token}.ics: the feed itself; its secret token is the only credential. */
export function calendarFileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/calendar/:file',
      {
        schema: {
          tags: ['profile'],
          security: [],
          params: z.object({ file: z.string().regex(/^[\w-]{43}\.ics$/) }),
          response: { 404: apiError },
        },
      },
      (request, reply) => calendar.sendFeed(ctx, request.params.file.slice(0, -'.ics'.length), reply),
    );
  };
}
