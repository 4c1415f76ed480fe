import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createEntity, monthlyContract } from '../../test/api-client';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import { queryRows } from '../db/raw';
import { dailyJobs } from './daily-jobs';

/**
 * The embedded database has no autovacuum: its daily jobs end with a VACUUM, which marks the pages
 * of the tables the payments rewrite visible (docs/operations.md "Autovacuum"). PostgreSQL's own
 * autovacuum does it there, so its jobs do not.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const visiblePages = async () => {
  const [row] = await queryRows<{ pages: number }>(
    server.app.ctx.db,
    sql`select relallvisible as pages from pg_class where relname = 'contract_figures'`,
  );
  return row?.pages ?? 0;
};

describe('the daily jobs', () => {
  it('vacuum the embedded database, and leave PostgreSQL to its autovacuum', async () => {
    const api = apiAs(server, (await signUp(server)).headers);
    const entityId = await createEntity(api);
    const propertyId = await api.create(`/entities/${entityId}/properties`, {
      baseInfo: { propertyTypeId: 1, name: 'Casa' },
    });
    const tenantId = await api.create(`/entities/${entityId}/tenants`, { name: 'Rui' });
    await api.create(
      `/entities/${entityId}/properties/${propertyId}/contracts`,
      monthlyContract(propertyId, tenantId, { amount: 700, startDate: '2026-01-01', endDate: '2027-01-01' }),
    );
    expect(dailyJobs(server.app.ctx, false).map((job) => job.name)).not.toContain('vacuum');
    const vacuum = dailyJobs(server.app.ctx, true).find((job) => job.name === 'vacuum');
    expect(await visiblePages()).toBe(0);
    await vacuum?.run(new Date());
    expect(await visiblePages()).toBeGreaterThan(0);
  });
});
