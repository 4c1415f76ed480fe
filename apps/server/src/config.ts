import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { StorageConfig } from './files/storage/file-storage';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server; without it the embedded PGlite database under dataDir/db is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  redisUrl: string | undefined;
  /** Multiplies the auth rate limits; only test servers raise it. */
  rateLimitScale: number;
  production: boolean;
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For (rate limits). */
  trustProxy: boolean;
  /** Uploaded files: local disk under dataDir/files, or an S3-compatible bucket when S3_BUCKET is set. */
  storage: StorageConfig;
  /** How long a signed file link opens the file. */
  fileLinkTtlSeconds: number;
  /** Whether this instance runs the daily jobs (automatic rents, reminders); every instance may. */
  jobs: boolean;
}

function storageConfig(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  if (!env.S3_BUCKET) return { driver: 'local', dir: path.join(dataDir, 'files') };
  return {
    driver: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false' && Boolean(env.S3_ENDPOINT),
  };
}

/** Reads the JWT secret from the environment, or keeps a generated one in the data folder. */
function loadSecret(envValue: string | undefined, dataDir: string): string {
  if (envValue) {
    if (envValue.length < 32) throw new Error('JWT_SECRET must have at least 32 characters');
    return envValue;
  }
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Arrenda <no-reply@arrenda.local>',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@arrenda.local',
    jwtSecret: loadSecret(env.JWT_SECRET, dataDir),
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 12 * 3600),
    redisUrl: env.REDIS_URL || undefined,
    rateLimitScale: Math.max(1, Number(env.RATE_LIMIT_SCALE ?? 1) || 1),
    production: env.NODE_ENV === 'production',
    trustProxy: env.TRUST_PROXY === 'true',
    storage: storageConfig(env, dataDir),
    fileLinkTtlSeconds: Number(env.FILE_LINK_TTL_SECONDS ?? 300),
    jobs: env.JOBS !== 'off',
  };
}
