import type { AccessTokens } from './auth/tokens';
import type { Config } from './config';
import type { Db } from './db/client';
import type { FileLinks } from './files/links';
import type { FileStorage } from './files/storage/file-storage';
import type { Mailer } from './plugins/mail';
import type { AuthLimits } from './plugins/rate-limit';

/** What the routes and services of every area are built with. */
export interface AppContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  tokens: AccessTokens;
  limits: AuthLimits;
  storage: FileStorage;
  fileLinks: FileLinks;
}
