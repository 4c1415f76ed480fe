import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type AuthLimits, consume, createAuthLimits, LIMITS } from './rate-limit';

/** The Redis of the test machine (and of CI), as the README says. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const instances: AuthLimits[] = [];
afterAll(async () => {
  await Promise.all(instances.map((limits) => limits.close()));
});

describe('rate limits in Redis', () => {
  it('are shared by every instance: tries spent on one are spent on the other', async () => {
    const first = await createAuthLimits(REDIS_URL);
    const second = await createAuthLimits(REDIS_URL);
    instances.push(first, second);
    const address = `203.0.113.${randomUUID()}`;

    for (let n = 0; n < LIMITS.resetPerIp.points; n++) await consume(first.resetPerIp, address);
    await expect(consume(second.resetPerIp, address)).rejects.toMatchObject({ statusCode: 429 });
    // Another address is not affected.
    await expect(consume(second.resetPerIp, `${address}-other`)).resolves.toBeUndefined();
  });
});
