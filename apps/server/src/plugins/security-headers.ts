import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The security headers of every answer (helmet): a strict Content-Security-Policy, no referrer,
 * HSTS and upgraded requests in production only.
 */
export async function registerSecurityHeaders(app: FastifyInstance, { production }: { production: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // PrimeReact sets inline styles on its overlays.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The receipt preview shows the PDF made in the browser (a blob: URL) in a frame.
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    hsts: production,
    referrerPolicy: { policy: 'no-referrer' },
  });
}
