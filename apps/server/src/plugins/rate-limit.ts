import type { Redis } from 'ioredis';
import {
  type IRateLimiterOptions,
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { tooManyRequests } from '../errors';

/**
 * Limits of the calls that take a password or send mail (docs/domain.md, "Rate limits"). Password
 * guessing is limited per IP, per (account, IP) and, more slowly, per account; addresses that
 * signed in to an account lately stay able to try when the account-wide limit is spent.
 */
export interface AuthLimits {
  passwordTriesPerIp: RateLimiterAbstract;
  passwordFailuresPerAccountIp: RateLimiterAbstract;
  passwordFailuresPerAccount: RateLimiterAbstract;
  /** (account, IP) pairs that gave the right password lately: one point each, kept 14 days. */
  knownAddresses: RateLimiterAbstract;
  registerPerIp: RateLimiterAbstract;
  resetPerIp: RateLimiterAbstract;
  close(): Promise<void>;
}

export const LIMITS = {
  passwordTriesPerIp: { points: 30, duration: 60 },
  passwordFailuresPerAccountIp: { points: 10, duration: 15 * 60 },
  passwordFailuresPerAccount: { points: 50, duration: 60 * 60 },
  // 14 days: the memory store's timers cannot hold more than 24.8 days.
  knownAddresses: { points: 1, duration: 14 * 24 * 60 * 60 },
  registerPerIp: { points: 10, duration: 60 * 60 },
  resetPerIp: { points: 10, duration: 60 * 60 },
} satisfies Record<string, IRateLimiterOptions>;

/** A Redis client; its library is loaded only when Redis is configured (some 20 MB of memory). */
async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { enableOfflineQueue: false, lazyConnect: false });
  // Commands are not queued while it connects (limits fail closed): the server starts connected, or
  // with the connection's error logged by the first limited call.
  await new Promise<void>((resolve) => {
    redis.once('ready', resolve);
    redis.once('error', () => resolve());
  });
  return redis;
}

/** `scale` multiplies every limit (RATE_LIMIT_SCALE; above 1 only for test servers). */
export async function createAuthLimits(redisUrl: string | undefined, scale = 1): Promise<AuthLimits> {
  const redis = redisUrl ? await connectRedis(redisUrl) : undefined;
  const make = (keyPrefix: string, options: IRateLimiterOptions, scaled = true) => {
    const points = (options.points ?? 1) * (scaled ? scale : 1);
    return redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `arrenda:${keyPrefix}`, ...options, points })
      : new RateLimiterMemory({ keyPrefix, ...options, points });
  };
  return {
    passwordTriesPerIp: make('password-ip', LIMITS.passwordTriesPerIp),
    passwordFailuresPerAccountIp: make('password-account-ip', LIMITS.passwordFailuresPerAccountIp),
    passwordFailuresPerAccount: make('password-account', LIMITS.passwordFailuresPerAccount),
    knownAddresses: make('known-address', LIMITS.knownAddresses, false),
    registerPerIp: make('register-ip', LIMITS.registerPerIp),
    resetPerIp: make('reset-ip', LIMITS.resetPerIp),
    async close() {
      await redis?.quit();
    },
  };
}

/** Takes one point; a spent limiter answers 429. Store failures are thrown (fail closed). */
export async function consume(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooManyRequests();
    throw error;
  }
}

/** Whether the key has points left, without taking one. */
export async function isBlocked(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  const state = await limiter.get(key);
  return state !== null && state.remainingPoints <= 0;
}
