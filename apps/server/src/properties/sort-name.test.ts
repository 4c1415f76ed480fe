import type { Page, PropertySummaryItem } from '@arrenda/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createEntity } from '../../test/api-client';
import { signUp, startTestServer, type TestServer } from '../../test/harness';
import { property } from '../db/schema';

/**
 * The sort name the database keeps on each property (docs/domain.md "Lists a page at a time"): its
 * name, else its type's, in lower case, whatever writes the row; the lists by name read it.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('a property sort name', () => {
  it('follows its name and type, and orders the lists by name', async () => {
    const api = apiAs(server, (await signUp(server)).headers);
    const entityId = await createEntity(api);
    const db = server.app.ctx.db;
    const rows = await db
      .insert(property)
      .values([
        { entityId, propertyTypeId: 1, name: 'Zeta' },
        { entityId, propertyTypeId: 3, name: null },
        { entityId, propertyTypeId: 1, name: 'bairro' },
      ])
      .returning({ id: property.id, sortName: property.sortName });
    expect(rows.map((row) => row.sortName)).toEqual(['zeta', 'apartment', 'bairro']);
    const [zeta, nameless] = rows.map((row) => row.id);
    const names = async () =>
      (await api.get<Page<PropertySummaryItem>>(`/entities/${entityId}/properties/summary?page=1`)).items.map(
        (item) => item.name ?? item.propertyType.name,
      );
    expect(await names()).toEqual(['APARTMENT', 'bairro', 'Zeta']);

    await db
      .update(property)
      .set({ name: 'Alfama' })
      .where(eq(property.id, zeta as number));
    await db
      .update(property)
      .set({ propertyTypeId: 7 })
      .where(eq(property.id, nameless as number));
    expect(await names()).toEqual(['Alfama', 'bairro', 'LAND']);
  });
});
