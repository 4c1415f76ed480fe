import { type ApiErrorBody, type MessageKey, parseMessage, sharedMessages } from '@arrenda/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { requestLanguage, translate } from '../i18n';
import { redactUrl } from './log-redaction';

/** Statuses Fastify itself raises (bad JSON, wrong content type, body too large...). */
const frameworkMessages: Record<number, MessageKey> = {
  400: 'server.badRequest',
  409: 'server.conflict',
  401: 'server.unauthorized',
  403: 'server.forbidden',
  404: 'server.notFound',
  413: 'server.payloadTooLarge',
  415: 'server.unsupportedMediaType',
  429: 'server.tooManyRequests',
};

function send(reply: FastifyReply, status: number, body: ApiErrorBody) {
  return reply.status(status).type('application/json').send(body);
}

/** A schema's own message key, or 'validation.invalid' for zod's English defaults (untranslatable). */
const messageKeyOf = (message: string | undefined) =>
  message !== undefined && parseMessage(message).key in sharedMessages.en ? message : 'validation.invalid';

/** Field errors keyed by the field's own name (docs/product.md#errors), first message per field. */
function fieldErrorsOf(request: FastifyRequest, error: FastifyError): Record<string, string> {
  const language = requestLanguage(request);
  const fieldErrors: Record<string, string> = {};
  for (const item of error.validation ?? []) {
    const segments = item.instancePath.split('/').filter((part) => part && !/^\d+$/.test(part));
    const field = segments.at(-1) ?? '_';
    fieldErrors[field] ??= translate(language, messageKeyOf(item.message));
  }
  return fieldErrors;
}

/**
 * A write the database refused by a constraint the service did not foresee (a concurrent delete,
 * a unique key): a client error, never a 500. Drizzle wraps the driver's error in `cause`.
 */
function databaseConstraintStatus(error: unknown): number | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (code === '23503' || code === '23502' || code === '23514' || code === '22001') return 400;
    if (code === '23505') return 409;
  }
  return undefined;
}

/** One error shape for every failure (docs/domain.md "Errors"); no stack trace ever leaves the server. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof AppError) {
      if (error.statusCode === 401 || error.statusCode === 403) {
        request.log.info({ status: error.statusCode, url: redactUrl(request.url) }, 'access refused');
      }
      const { fieldErrors, constraints, conflicts, stale } = error.details;
      const translateAll = (record?: Record<string, string>) =>
        record &&
        Object.fromEntries(Object.entries(record).map(([key, value]) => [key, translate(language, value)]));
      return send(reply, error.statusCode, {
        message: translate(language, error.messageKey),
        ...(fieldErrors ? { fieldErrors: translateAll(fieldErrors) } : {}),
        ...(constraints ? { constraints: translateAll(constraints) } : {}),
        ...(conflicts ? { conflicts } : {}),
        ...(stale ? { stale } : {}),
      });
    }
    // A path naming no row (an id beyond the column's range, or no id at all) is a missing row.
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
      return send(reply, 404, { message: translate(language, 'server.notFound') });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, {
        message: translate(language, 'server.badRequest'),
        fieldErrors: fieldErrorsOf(request, error),
      });
    }
    const constraintStatus = databaseConstraintStatus(error);
    if (constraintStatus) {
      request.log.warn({ err: error }, 'database constraint refused a write');
      return send(reply, constraintStatus, {
        message: translate(language, frameworkMessages[constraintStatus] ?? 'server.badRequest'),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return send(reply, 500, { message: translate(language, 'server.internal') });
    }
    const key = frameworkMessages[status] ?? 'server.badRequest';
    return send(reply, status, { message: translate(language, key) });
  });
}
