import { customType, integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Money: numeric(14,2), read as a string and computed in integer cents (docs/domain.md). */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Audit and optimistic-locking columns carried by every editable row. */
export const rowMeta = () => ({
  version: integer('version').notNull().default(1),
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** Raw bytes (an issued receipt's PDF), read as a Buffer. */
export const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
