import { config } from 'zod';

/**
 * zod compiles its object parsers with `new Function` when it may; the page's Content Security
 * Policy forbids that (no 'unsafe-eval'), and each refused attempt is a CSP issue in the browser's
 * console. Set before any schema is made: imported first by main.tsx.
 */
config({ jitless: true });
