import type { Message, MessageKey } from '@arrenda/core';

export interface AppErrorDetails {
  fieldErrors?: Record<string, string>;
  constraints?: Record<string, string>;
  conflicts?: { propertyId: number; contractId: number }[];
  stale?: true;
}

/**
 * An expected failure with its HTTP status; the message is an i18n key (maybe with its value, see
 * core/messages.ts), translated on the way out.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: Message,
    readonly details: AppErrorDetails = {},
  ) {
    super(messageKey);
  }
}

export const badRequest = (key: Message, details?: AppErrorDetails) => new AppError(400, key, details);
export const unauthorized = (key: MessageKey = 'server.unauthorized') => new AppError(401, key);
export const forbidden = (key: MessageKey = 'server.forbidden') => new AppError(403, key);
export const notFound = (key: MessageKey = 'server.notFound') => new AppError(404, key);
export const conflict = (key: MessageKey, details?: AppErrorDetails) => new AppError(409, key, details);
export const tooManyRequests = () => new AppError(429, 'server.tooManyRequests');
