import {
  addEntityUserBody,
  apiError,
  entityBody,
  entityUserView,
  entityView,
  id,
  idResponse,
  memberInvitationView,
  messageResponse,
  updateEntityUserBody,
} from '@arrenda/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { requestLanguage } from '../i18n';
import { entityAccess } from '../plugins/access';
import { currentUser } from '../plugins/auth';
import * as invitations from './member-invitations';
import * as entities from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const tags = ['entities'];
const users = z.array(entityUserView);
const userParams = z.object({ entityId: id, userId: id });
const invitationParams = z.object({ entityId: id, invitationId: id });
const pending = z.array(memberInvitationView);

/** GET and POST /entities: the caller's own list, outside any one entity. */
export function entityListRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/entities', { schema: { tags, response: { 200: z.array(entityView), ...errors } } }, (request) =>
      entities.list(ctx, currentUser(request).id),
    );
    app.post(
      '/entities',
      { schema: { tags, body: entityBody, response: { 201: idResponse, ...errors } } },
      async (request, reply) =>
        reply.status(201).send(await entities.create(ctx, currentUser(request).id, request.body)),
    );
  };
}

/** Routes under /entities/:entityId; each declares its right for the entity scope. */
export function entityRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const params = z.object({ entityId: id });

    app.get(
      '/entities/:entityId',
      { config: { right: 'view' }, schema: { tags, params, response: { 200: entityView, ...errors } } },
      (request) => entities.read(ctx, entityAccess(request)),
    );
    app.put(
      '/entities/:entityId',
      {
        config: { right: 'admin' },
        schema: { tags, params, body: entityBody, response: { 200: entityView, ...errors } },
      },
      (request) => entities.update(ctx, entityAccess(request), request.body),
    );
    app.delete(
      '/entities/:entityId',
      { config: { right: 'admin' }, schema: { tags, params, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await entities.remove(ctx, entityAccess(request));
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/entities/:entityId/users',
      { config: { right: 'view' }, schema: { tags, params, response: { 200: users, ...errors } } },
      (request) => entities.listUsers(ctx, entityAccess(request)),
    );
    app.post(
      '/entities/:entityId/users',
      {
        config: { right: 'admin' },
        schema: { tags, params, body: addEntityUserBody, response: { 200: messageResponse, ...errors } },
      },
      (request) => invitations.addMember(ctx, entityAccess(request), request.body, requestLanguage(request)),
    );
    app.get(
      '/entities/:entityId/invitations',
      { config: { right: 'view' }, schema: { tags, params, response: { 200: pending, ...errors } } },
      (request) => invitations.listInvitations(ctx, entityAccess(request)),
    );
    app.delete(
      '/entities/:entityId/invitations/:invitationId',
      {
        config: { right: 'admin' },
        schema: { tags, params: invitationParams, response: { 200: pending, ...errors } },
      },
      (request) =>
        invitations.revokeMemberInvitation(ctx, entityAccess(request), request.params.invitationId),
    );
    app.put(
      '/entities/:entityId/users/:userId',
      {
        config: { right: 'admin' },
        schema: { tags, params: userParams, body: updateEntityUserBody, response: { 200: users, ...errors } },
      },
      (request) => entities.updateUser(ctx, entityAccess(request), request.params.userId, request.body),
    );
    app.delete(
      '/entities/:entityId/users/:userId',
      {
        config: { right: 'admin' },
        schema: { tags, params: userParams, response: { 200: users, ...errors } },
      },
      (request) => entities.removeUser(ctx, entityAccess(request), request.params.userId),
    );
  };
}
