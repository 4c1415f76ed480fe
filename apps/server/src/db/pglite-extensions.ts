import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions the migrations create, loaded into every embedded database (drizzle/0017). */
export const pgliteExtensions = { pg_trgm };
