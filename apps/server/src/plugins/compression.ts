import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text (CSV included), JSON, XML, JavaScript and SVG compress well; other types go by the MIME
 * database, where PDF, images, archives and `application/octet-stream` are not compressible (the
 * plugin's own default would compress `octet-stream`).
 */
const COMPRESSIBLE =
  /^text\/(?!event-stream)|[+/](?:json|xml)(?:;|$)|^application\/javascript|^image\/svg\+xml/;

/**
 * Brotli or gzip, as the client accepts, for every compressible answer of at least 1 KB (below
 * that the headers outweigh the saving). The built web app's files have their .br and .gz beside
 * them and go precompressed (plugins/web-app.ts); an answer that already has a Content-Encoding is
 * left alone. Request bodies are never inflated: no client sends them compressed, and a small
 * compressed body could unpack far beyond the body limit.
 */
export async function registerCompression(app: FastifyInstance) {
  // A 304 has no body to encode, and a Content-Encoding on it would rewrite what the browser
  // kept. The plugin checks only for an empty payload, and a static file's 304 comes as an
  // empty stream; this app-wide hook runs before the plugin's per-route one.
  app.addHook('onSend', async (_request, reply, payload) => (reply.statusCode === 304 ? null : payload));
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  });
}
