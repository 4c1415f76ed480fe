import type { AccessTokens } from './auth/tokens';
import type { Config } from './config';
import type { Db } from './db/client';
import type { FileLinks } from './files/links';
import type { FileStorage } from './files/storage/file-storage';
import type { BackgroundTasks } from './plugins/background';
import type { Mailer } from './plugins/mail';
import type { AuthLimits } from './plugins/rate-limit';

/** What the routes and services of every area are built with. */
export interface AppContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Work done after the answer (see plugins/background.ts). */
  background: BackgroundTasks;
  tokens: AccessTokens;
  limits: AuthLimits;
  storage: FileStorage;
  fileLinks: FileLinks;
}
