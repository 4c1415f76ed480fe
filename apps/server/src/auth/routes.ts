import {
  activateAccountBody,
  apiError,
  loginBody,
  loginResponse,
  messageResponse,
  registerBody,
  requestResetBody,
  resetPasswordBody,
} from '@arrenda/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { requestLanguage, translate } from '../i18n';
import * as registration from './registration';
import * as auth from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 429: apiError };

/** The public account calls of docs/product.md#the-api (no bearer token: `security: []` in the API document). */
export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/register',
      {
        schema: {
          tags: ['auth'],
          security: [],
          body: registerBody,
          response: { 201: messageResponse, ...errors },
        },
      },
      async (request, reply) => {
        const language = requestLanguage(request);
        await registration.register(ctx, request.body, request.ip, language);
        return reply.status(201).send({ message: translate(language, 'server.registered') });
      },
    );

    app.put(
      '/activateAccount',
      {
        schema: {
          tags: ['auth'],
          security: [],
          body: activateAccountBody,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => {
        await registration.activateAccount(ctx, request.body, request.ip);
        return { message: translate(requestLanguage(request), 'server.activated') };
      },
    );

    app.post(
      '/login',
      {
        schema: {
          tags: ['auth'],
          security: [],
          body: loginBody,
          response: { 200: loginResponse, ...errors },
        },
      },
      (request) => auth.login(ctx, request.body, request.ip),
    );

    app.post(
      '/resetPassword',
      {
        schema: {
          tags: ['auth'],
          security: [],
          body: requestResetBody,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => {
        await auth.requestPasswordReset(ctx, request.body, request.ip);
        return { message: translate(requestLanguage(request), 'server.resetRequested') };
      },
    );

    app.put(
      '/resetPassword',
      {
        schema: {
          tags: ['auth'],
          security: [],
          body: resetPasswordBody,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => {
        await auth.resetPassword(ctx, request.body);
        return { message: translate(requestLanguage(request), 'server.passwordReset') };
      },
    );
  };
}
