import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { instant, money, rowMeta } from './columns';
import { entity } from './entities';
import { currency, frequencyType } from './lookups';
import { property } from './properties';

export const tenant = pgTable(
  'tenant',
  {
    id: serial('id').primaryKey(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entity.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    email: varchar('email', { length: 60 }),
    phone: varchar('phone', { length: 20 }),
    fiscalNumber: varchar('fiscal_number', { length: 50 }),
    note: varchar('note', { length: 255 }),
    address: varchar('address', { length: 250 }),
    postalCode: varchar('postal_code', { length: 30 }),
    /**
     * What the tenant list's search reads (docs/domain.md "Lists a page at a time"): the name, tax
     * number, e-mail and phone in lower case, joined by U+0001 (which no stored text and no search
     * holds). Kept by PostgreSQL, and copied by its triggers into the narrow `tenant_search` table,
     * whose trigram index the searches read (drizzle/0051_tenant_search.sql).
     */
    searchWords: text('search_words')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(coalesce(name, '') || chr(1) || coalesce(fiscal_number, '') || chr(1) || coalesce(email, '') || chr(1) || coalesce(phone, ''))`,
      ),
    ...rowMeta(),
  },
  (t) => [
    unique('tenant_id_entity_uq').on(t.id, t.entityId),
    // One per sort of the list, read forward or backward (db/paging.ts pageOrder).
    index('tenant_entity_idx').on(t.entityId, t.name, t.id),
    index('tenant_entity_fiscal_idx').on(t.entityId, t.fiscalNumber, t.id),
  ],
);

export const contract = pgTable(
  'contract',
  {
    id: serial('id').primaryKey(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entity.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currency.id),
    frequencyTypeId: integer('frequency_type_id')
      .notNull()
      .references(() => frequencyType.id),
    frequencyValue: integer('frequency_value').notNull(),
    amount: money('amount').notNull(),
    extraAmount: money('extra_amount'),
    extraAmountDescription: varchar('extra_amount_description', { length: 255 }),
    taxableAmount: money('taxable_amount'),
    taxRetention: boolean('tax_retention').notNull().default(false),
    taxRetentionPercentage: numeric('tax_retention_percentage', { precision: 5, scale: 2 }),
    guarantee: money('guarantee'),
    startDate: instant('start_date').notNull(),
    endDate: instant('end_date').notNull(),
    startDateRenegotiationPeriod: instant('start_date_renegotiation_period'),
    endDateRenegotiationPeriod: instant('end_date_renegotiation_period'),
    /** The daily job adds the rent of each new period (docs/domain.md "Automatic rents"). */
    automaticRents: boolean('automatic_rents').notNull().default(false),
    /** Day of its own month each rent falls due, 1-31, the month's last day when shorter (docs/domain.md "Rent due day"). */
    rentDueDay: smallint('rent_due_day').notNull().default(1),
    /** The contract's number at the Tax Authority, given when it was communicated (docs/domain.md "Tax year"). */
    atContractNumber: varchar('at_contract_number', { length: 30 }),
    ...rowMeta(),
  },
  (t) => [
    unique('contract_id_entity_uq').on(t.id, t.entityId),
    foreignKey({
      name: 'contract_property_fk',
      columns: [t.propertyId, t.entityId],
      foreignColumns: [property.id, property.entityId],
    }).onDelete('cascade'),
    // The contract list's default order (newest start first), read backward.
    index('contract_entity_idx').on(t.entityId, t.startDate, t.id),
    // The list's active and expired contracts are counted on their end, from the index alone.
    index('contract_entity_end_idx').on(t.entityId, t.endDate),
    index('contract_property_idx').on(t.propertyId),
    // A tenant search reaches the contracts' properties from the index alone.
    index('contract_id_property_idx').on(t.id, t.propertyId),
  ],
);

export const contractTenant = pgTable(
  'contract_tenant',
  {
    entityId: integer('entity_id').notNull(),
    contractId: integer('contract_id').notNull(),
    tenantId: integer('tenant_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contractId, t.tenantId] }),
    foreignKey({
      name: 'contract_tenant_contract_fk',
      columns: [t.contractId, t.entityId],
      foreignColumns: [contract.id, contract.entityId],
    }).onDelete('cascade'),
    // No cascade: a tenant on a contract cannot be deleted (docs/domain.md).
    foreignKey({
      name: 'contract_tenant_tenant_fk',
      columns: [t.tenantId, t.entityId],
      foreignColumns: [tenant.id, tenant.entityId],
    }),
    // A tenant's contracts, from the index alone (a search reads them for every tenant it matches).
    index('contract_tenant_tenant_idx').on(t.tenantId, t.contractId),
  ],
);

export const rent = pgTable(
  'rent',
  {
    id: serial('id').primaryKey(),
    entityId: integer('entity_id').notNull(),
    contractId: integer('contract_id').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currency.id),
    paymentDueDate: instant('payment_due_date').notNull(),
    paymentPeriodDate: instant('payment_period_date').notNull(),
    amount: money('amount').notNull(),
    retainedAmount: money('retained_amount'),
    taxableAmount: money('taxable_amount'),
    /** The sum of the rent's payments, kept by the trigger payment_paid_amount (migration 0004). */
    paidAmount: money('paid_amount').notNull().default('0'),
    /** What is still owed on the rent (docs/domain.md), never below 0. */
    amountToPay: money('amount_to_pay')
      .notNull()
      .generatedAlwaysAs(sql`greatest(amount - coalesce(retained_amount, 0) - paid_amount, 0)`),
    /**
     * Its period falls outside its contract's months (the contract was re-dated after it was
     * added); set by the database (drizzle/0026_period_totals.sql). The period totals count these
     * few rents one by one, the others from their kept sums.
     */
    outsideContract: boolean('outside_contract').notNull().default(false),
    ...rowMeta(),
  },
  (t) => [
    unique('rent_id_entity_uq').on(t.id, t.entityId),
    foreignKey({
      name: 'rent_contract_fk',
      columns: [t.contractId, t.entityId],
      foreignColumns: [contract.id, contract.entityId],
    }).onDelete('cascade'),
    index('rent_contract_period_idx').on(t.contractId, t.paymentPeriodDate),
    // Also holds what the period's totals sum, so that they read the index alone.
    index('rent_entity_period_idx').on(
      t.entityId,
      t.paymentPeriodDate,
      t.contractId,
      t.amount,
      t.retainedAmount,
      t.paidAmount,
    ),
    // Debt and the rents to pay read the unpaid rents only: few, whatever the portfolio's history.
    index('rent_unpaid_idx').on(t.entityId, t.contractId, t.paymentPeriodDate).where(sql`amount_to_pay > 0`),
    index('rent_outside_contract_idx').on(t.entityId, t.paymentPeriodDate).where(sql`outside_contract`),
  ],
);

export const payment = pgTable(
  'payment',
  {
    id: serial('id').primaryKey(),
    entityId: integer('entity_id').notNull(),
    rentId: integer('rent_id').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currency.id),
    paymentDate: instant('payment_date').notNull(),
    amount: money('amount').notNull(),
    taxableAmount: money('taxable_amount'),
    description: varchar('description', { length: 255 }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('payment_id_entity_uq').on(t.id, t.entityId),
    foreignKey({
      name: 'payment_rent_fk',
      columns: [t.rentId, t.entityId],
      foreignColumns: [rent.id, rent.entityId],
    }).onDelete('cascade'),
    index('payment_rent_idx').on(t.rentId),
    // The export of a period's payments reads them by entity and date.
    index('payment_entity_date_idx').on(t.entityId, t.paymentDate),
  ],
);
