import { eq } from 'drizzle-orm';
import type { Tx } from './client';
import { entity } from './schema';

/**
 * Serializes the changes of one entity's property tree and contracts (a lock on the entity row):
 * two concurrent moves or contracts can never build a cycle or an overlap that neither saw.
 */
export const lockEntity = (tx: Tx, entityId: number) =>
  tx.select({ id: entity.id }).from(entity).where(eq(entity.id, entityId)).for('update');
