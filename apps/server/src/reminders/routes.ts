import { apiError, reminderList } from '@arrenda/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { currentUser } from '../plugins/auth';
import { listReminders } from './service';

/** GET /reminders: the caller's reasons to act, over every entity where they can (outside any one entity). */
export function reminderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reminders',
      { schema: { tags: ['reminders'], response: { 200: reminderList, 401: apiError } } },
      (request) => listReminders(ctx, currentUser(request).id),
    );
  };
}
