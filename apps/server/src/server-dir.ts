import path from 'node:path';

/**
 * The server package's folder (apps/server), which holds the migrations and the receipt fonts. This
 * file sits one level below it both as source (src/) and once bundled (dist/main.js).
 */
export const serverDir = path.resolve(import.meta.dirname, '..');
