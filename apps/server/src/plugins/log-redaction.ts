import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Mailed links and signed file links carry their secret in a `token` query parameter (reset,
 * activation, tenant invitation, file download): a log line shows the address without it.
 */
export const redactUrl = (url: string) => url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');

/** Fastify's request fields, with the URL redacted; headers (Authorization) are never logged. */
const request = (req: FastifyRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

/**
 * The logger options with every secret kept out: redacted request URLs, and the bearer header or a
 * cookie censored should a request object ever be logged whole.
 */
export function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: { ...options.serializers, req: request },
    redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
  };
}
