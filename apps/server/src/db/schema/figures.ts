import type { OverviewContract } from '@arrenda/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { entity } from './entities';
import { currency } from './lookups';
import { property } from './properties';
import { contract, tenant } from './tenancy';

/** A sum of money columns: unbounded, as sums of amounts at their column's bound exceed it. */
const sum = (name: string) => numeric(name);

/** The figures the property list sorts by through an index. */
const figureSorts = [
  ['value', 'value'],
  ['contract', 'contractTotal'],
  ['expenses', 'expensesYear'],
] as const;

/**
 * A property's figures over its subtree (docs/domain.md "Kept figures"), written by the database in
 * the same transaction as the property, contract or expense rows they come from
 * (drizzle/0015_property_figures.sql), never by the application. `validUntil` is the next instant
 * the clock changes them (a contract starts or ends, a new year): a read first recomputes the
 * entity's rows that have passed it.
 */
export const propertyFigures = pgTable(
  'property_figures',
  {
    propertyId: integer('property_id')
      .primaryKey()
      .references(() => property.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id').notNull(),
    /**
     * The property's type and parent as the property holds them, so that a view of the list sorted
     * by a figure walks an index of this table alone (written with the figures, docs/domain.md
     * "Kept figures").
     */
    propertyTypeId: integer('property_type_id').notNull(),
    parentPropertyId: integer('parent_property_id'),
    numChildren: integer('num_children').notNull(),
    /** Lettable units: the properties of the subtree without inner properties. */
    units: integer('units').notNull(),
    /** Units with a current contract on themselves or on a property above them in the subtree. */
    occupied: integer('occupied').notNull(),
    contracts: integer('contracts').notNull(),
    value: sum('value').notNull(),
    contractTotal: sum('contract_total').notNull(),
    contractNet: sum('contract_net').notNull(),
    expenses: sum('expenses').notNull(),
    expensesYear: sum('expenses_year').notNull(),
    validUntil: instant('valid_until').notNull(),
  },
  (t) => [
    index('property_figures_entity_valid_idx').on(t.entityId, t.validUntil),
    // The list's sorts on figures in each view (a type's, the parent properties'), read forward or
    // backward: a page walks them and stops after it instead of sorting the whole view.
    ...figureSorts.flatMap(([name, column]) => [
      index(`property_figures_type_${name}_idx`).on(t.entityId, t.propertyTypeId, t[column], t.propertyId),
      index(`property_figures_parent_${name}_idx`)
        .on(t.entityId, t[column], t.propertyId)
        .where(sql`${t.parentPropertyId} is null`),
    ]),
  ],
);

/**
 * The property list's footer for its default view (the parent properties, no search), by currency:
 * the sums of the parents' figures, so over every property of the entity (docs/domain.md "Kept
 * figures"). Written by the database whenever it writes property figures, in the same transaction
 * (drizzle/0029_entity_property_totals.sql), never by the application. A property without a
 * currency counts in euro (currency 1), as the list shows it.
 */
export const entityPropertyTotals = pgTable(
  'entity_property_totals',
  {
    entityId: integer('entity_id')
      .notNull()
      .references(() => entity.id, { onDelete: 'cascade' }),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currency.id),
    value: sum('value').notNull(),
    contractTotal: sum('contract_total').notNull(),
    contractNet: sum('contract_net').notNull(),
    expenses: sum('expenses').notNull(),
    expensesYear: sum('expenses_year').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entityId, t.currencyId] })],
);

/**
 * A contract's row of the entity overview, kept (docs/domain.md "Kept figures"). The database marks
 * a row out of date (`validUntil` = -infinity, one more `revision`) in the same transaction as any
 * write to what it shows: the contract, its rents and payments, its tenants, its property and
 * address (drizzle/0016_contract_figures.sql). A read recomputes the entity's rows that are out of
 * date or that the clock has passed (finance/kept-overview.ts), before reading a page.
 */
export const contractFigures = pgTable(
  'contract_figures',
  {
    contractId: integer('contract_id')
      .primaryKey()
      .references(() => contract.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id').notNull(),
    revision: integer('revision').notNull().default(0),
    validUntil: instant('valid_until').notNull().default(sql`'-infinity'`),
    /** Listed by the overview: current, owing rent or needing an action. */
    shown: boolean('shown').notNull().default(false),
    current: boolean('current').notNull().default(false),
    needsAction: boolean('needs_action').notNull().default(false),
    /** The date of its oldest action, 'YYYY-MM-DD', or 9999-12-31 without one: the default order. */
    firstActionDate: varchar('first_action_date', { length: 10 }).notNull().default('9999-12-31'),
    debt: sum('debt').notNull().default('0'),
    /**
     * What the contract owes now: the debt, kept exact by every write of its rents in that write's
     * transaction (drizzle/0033_debt_kept_exact.sql) while `debt` waits for the row's refresh. The
     * contract list's debt filter and sort read it; the totals keep to `debt`, so that payments do
     * not queue on them.
     */
    owed: sum('owed').notNull().default('0'),
    /**
     * Until when `owed` and the kept tenants are exact: the clock makes an owed rent overdue at the
     * midnight after its due day. A refresh sets it no later than `validUntil`; a payment marks the
     * row but leaves it, a contract's write or a tenant's change clears it
     * (drizzle/0041_contract_list_tenants_follow_owed_check.sql). -infinity on a row never computed.
     */
    owedValidUntil: instant('owed_valid_until').notNull().default(sql`'-infinity'`),
    retainedYear: sum('retained_year').notNull().default('0'),
    missing: integer('missing').notNull().default(0),
    lastPeriod: instant('last_period'),
    /**
     * The latest period of the contract's rents (null without rents), kept exact by every write of
     * its rents in that write's transaction (drizzle/0050_contract_last_payment_period.sql): the
     * contract's view reads it instead of looking for it among the rents, row by row.
     */
    lastPaymentPeriod: instant('last_payment_period'),
    sortName: text('sort_name').notNull().default(''),
    tenantSort: text('tenant_sort').notNull().default(''),
    /** The overview's row as the API answers it. */
    item: jsonb('item').$type<OverviewContract>(),
    /** The item's currency, what the entity's totals are kept per. */
    currency: text('currency'),
    /**
     * The contract as the period summary's footer totals it (drizzle/0026_period_totals.sql): its
     * currency, first and last months, total and net amounts, written with the rest of the row.
     */
    currencyId: integer('currency_id'),
    startMonth: date('start_month', { mode: 'string' }),
    endMonth: date('end_month', { mode: 'string' }),
    total: sum('total'),
    net: sum('net'),
  },
  (t) => [
    index('contract_figures_entity_valid_idx').on(t.entityId, t.validUntil),
    index('contract_figures_entity_owed_valid_idx').on(t.entityId, t.owedValidUntil),
    // The contract list's debt filter and sort: the few owing, walked in the order of what they owe.
    index('contract_figures_entity_owed_idx').on(t.entityId, t.owed, t.contractId),
    // The contracts in debt, and the overview by debt: the few owing, not the portfolio (a
    // contract owing is always shown).
    index('contract_figures_entity_debt_idx').on(t.entityId, t.shown, t.debt, t.contractId),
    index('contract_figures_entity_shown_idx').on(
      t.entityId,
      t.shown,
      t.firstActionDate,
      t.sortName,
      t.contractId,
    ),
  ],
);

/**
 * The entity's totals over its overview rows (those shown), per currency (docs/domain.md "Kept
 * figures"): the database adds what each statement changes in `contract_figures`
 * (drizzle/0022_overview_totals.sql, 0024). A currency that no longer lists a row keeps its row,
 * at zero.
 */
export const overviewTotals = pgTable(
  'overview_totals',
  {
    entityId: integer('entity_id').notNull(),
    currency: text('currency').notNull(),
    debt: sum('debt').notNull().default('0'),
    retained: sum('retained').notNull().default('0'),
    missing: integer('missing').notNull().default(0),
    actions: integer('actions').notNull().default(0),
    current: integer('current').notNull().default(0),
    /** How many rows the overview lists in this currency. */
    listed: integer('listed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.entityId, t.currency] })],
);

/**
 * How many expenses an entity has, all and of no property, and how many tenants (docs/domain.md
 * "Kept figures"): what the expense and tenant lists count when they are not filtered, kept by the
 * database on every insert, move and delete of an expense (drizzle/0020_kept_counts.sql) and every
 * insert and delete of a tenant (drizzle/0031_kept_tenant_count.sql). No row yet: none.
 */
export const entityCounts = pgTable('entity_counts', {
  entityId: integer('entity_id').primaryKey(),
  expenses: integer('expenses').notNull().default(0),
  entityExpenses: integer('entity_expenses').notNull().default(0),
  tenants: integer('tenants').notNull().default(0),
});

/**
 * The entity's own expenses (of no property) per currency and month (UTC, as the periods are
 * stored): how many and their sum, kept by the database in the same statement as every expense
 * written (drizzle/0044_entity_expense_months.sql, docs/domain.md "Kept figures"). The period
 * summary's footer sums the period's months.
 */
export const entityExpenseMonths = pgTable(
  'entity_expense_months',
  {
    entityId: integer('entity_id')
      .notNull()
      .references(() => entity.id, { onDelete: 'cascade' }),
    currencyId: integer('currency_id').notNull(),
    month: date('month').notNull(),
    expenses: integer('expenses').notNull(),
    spent: sum('spent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entityId, t.currencyId, t.month] })],
);

/**
 * How many properties the entity has of each type, at the top level or inside another, kept by the
 * database in the same statement as every property written (drizzle/0043_property_counts.sql,
 * docs/domain.md "Kept figures"): the property list's views and the selectors count from it.
 */
export const propertyCounts = pgTable(
  'property_counts',
  {
    entityId: integer('entity_id')
      .notNull()
      .references(() => entity.id, { onDelete: 'cascade' }),
    propertyTypeId: integer('property_type_id').notNull(),
    topLevel: boolean('top_level').notNull(),
    properties: integer('properties').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entityId, t.propertyTypeId, t.topLevel] })],
);

/**
 * How many of the entity's contracts end in each month (UTC, as the periods are stored), kept by the
 * database in the same statement as every contract written (drizzle/0040_contract_end_months.sql,
 * docs/domain.md "Kept figures"): the contract list counts its active or expired contracts from the
 * months after or before the current one and the current month's contracts alone.
 */
export const contractEndMonths = pgTable(
  'contract_end_months',
  {
    entityId: integer('entity_id')
      .notNull()
      .references(() => entity.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    contracts: integer('contracts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entityId, t.month] })],
);

/**
 * How many of the entity's tenants have their last contract end in each month (UTC), kept by the
 * database in the same statement as every tenant's kept end written (drizzle/0054_tenant_end_months.sql,
 * docs/domain.md "Kept figures"): the tenant list counts its past tenants from the months before the
 * current one and the current month's tenants alone, as the contract list counts its contracts.
 */
export const tenantEndMonths = pgTable(
  'tenant_end_months',
  {
    entityId: integer('entity_id')
      .notNull()
      .references(() => entity.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    tenants: integer('tenants').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entityId, t.month] })],
);

/**
 * When a tenant's last contract ends, kept by the database as contracts gain or lose tenants or
 * change their end (drizzle/0020_kept_counts.sql): a past tenant is one whose contracts all ended.
 * No row: on no contract.
 */
export const tenantFigures = pgTable(
  'tenant_figures',
  {
    tenantId: integer('tenant_id')
      .primaryKey()
      .references(() => tenant.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id').notNull(),
    contractsEnd: instant('contracts_end'),
  },
  (t) => [index('tenant_figures_entity_end_idx').on(t.entityId, t.contractsEnd)],
);

/**
 * What the period summary's footer totals, per entity, currency and month (docs/domain.md "Kept
 * figures"): the rents of the month (those within their contract's months), the property expenses
 * dated in it, and the contracts starting and ending in it with their amounts and debt. The
 * database adds a row of differences for each statement writing rents, expenses or overview rows
 * (drizzle/0026_period_totals.sql), so that payments landing together never wait for each other
 * here; a read sums the entity's rows and, when they have grown many, folds them into one per
 * currency and month (finance/period-totals-queries.ts).
 */
export const periodTotals = pgTable(
  'period_totals',
  {
    entityId: integer('entity_id').notNull(),
    currencyId: integer('currency_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    rents: integer('rents').notNull().default(0),
    toPay: sum('to_pay').notNull().default('0'),
    paid: sum('paid').notNull().default('0'),
    toRetain: sum('to_retain').notNull().default('0'),
    retained: sum('retained').notNull().default('0'),
    expenses: integer('expenses').notNull().default(0),
    spent: sum('spent').notNull().default('0'),
    started: integer('started').notNull().default(0),
    startedTotal: sum('started_total').notNull().default('0'),
    startedNet: sum('started_net').notNull().default('0'),
    startedDebt: sum('started_debt').notNull().default('0'),
    ended: integer('ended').notNull().default(0),
    endedTotal: sum('ended_total').notNull().default('0'),
    endedNet: sum('ended_net').notNull().default('0'),
    endedDebt: sum('ended_debt').notNull().default('0'),
  },
  (t) => [index('period_totals_entity_idx').on(t.entityId)],
);

/**
 * Per entity, a number the writes of its contracts and expenses move on (drizzle's trigger
 * `expense_only_changed`): a count kept in `period_expense_only` holds while it carries this number.
 */
export const expenseOnlyRevision = pgTable('expense_only_revision', {
  entityId: integer('entity_id').primaryKey(),
  revision: integer('revision').notNull().default(0),
});

/**
 * How many properties of the entity have expenses in a period's months but no contract overlapping
 * them (the period summary's rows without contract), kept for each period asked, as counted at
 * `revision` (docs/domain.md "Kept figures").
 */
export const periodExpenseOnly = pgTable(
  'period_expense_only',
  {
    entityId: integer('entity_id').notNull(),
    firstMonth: date('first_month', { mode: 'string' }).notNull(),
    lastMonth: date('last_month', { mode: 'string' }).notNull(),
    revision: integer('revision').notNull(),
    properties: integer('properties').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entityId, t.firstMonth, t.lastMonth] })],
);
