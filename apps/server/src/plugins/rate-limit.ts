import { Redis } from 'ioredis';
import {
  type IRateLimiterOptions,
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { tooManyRequests } from '../errors';

/** Limits for the public auth calls: per IP, and per account for failed logins (no lock-out). */
export interface AuthLimits {
  loginPerIp: RateLimiterAbstract;
  loginFailuresPerAccount: RateLimiterAbstract;
  registerPerIp: RateLimiterAbstract;
  resetPerIp: RateLimiterAbstract;
  close(): Promise<void>;
}

export const LIMITS = {
  loginPerIp: { points: 30, duration: 60 },
  loginFailuresPerAccount: { points: 10, duration: 15 * 60 },
  registerPerIp: { points: 10, duration: 60 * 60 },
  resetPerIp: { points: 10, duration: 60 * 60 },
} satisfies Record<string, IRateLimiterOptions>;

/** `scale` multiplies every limit (RATE_LIMIT_SCALE; above 1 only for test servers). */
export function createAuthLimits(redisUrl: string | undefined, scale = 1): AuthLimits {
  const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false, lazyConnect: false }) : undefined;
  const make = (keyPrefix: string, options: IRateLimiterOptions) =>
    redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `arrenda:${keyPrefix}`,
          ...options,
          points: options.points * scale,
        })
      : new RateLimiterMemory({ keyPrefix, ...options, points: options.points * scale });
  return {
    loginPerIp: make('login-ip', LIMITS.loginPerIp),
    loginFailuresPerAccount: make('login-account', LIMITS.loginFailuresPerAccount),
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
