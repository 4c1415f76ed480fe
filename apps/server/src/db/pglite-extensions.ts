import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions the migrations create, loaded into every embedded database (drizzle/0017, 0046). */
export const pgliteExtensions = { btree_gin, pg_trgm };
