import { and, eq, gte, lt, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { contract, contractRent, rent, rentGeneration } from '../db/schema';

/** A contract of an entity, under the property the path names when there is one. */
export interface ContractTarget {
  entityId: number;
  contractId: number;
  propertyId?: number;
}

/**
 * Locks the contract row until the transaction ends, so that the rent creations of one contract
 * (by hand, by its button, by the daily job of any server instance) run one after the other and
 * each sees the rents of the one before. Answers the contract's schedule and terms, or undefined.
 */
export async function lockContract(tx: Tx, target: ContractTarget) {
  const [locked] = await tx
    .select({
      entityId: contract.entityId,
      contractId: contract.id,
      startDate: contract.startDate,
      endDate: contract.endDate,
      frequencyTypeId: contract.frequencyTypeId,
      frequencyValue: contract.frequencyValue,
      automaticRents: contract.automaticRents,
      currencyId: contract.currencyId,
      amount: contract.amount,
      extraAmount: contract.extraAmount,
      taxableAmount: contract.taxableAmount,
      taxRetention: contract.taxRetention,
      taxRetentionPercentage: contract.taxRetentionPercentage,
      rentDueDay: contract.rentDueDay,
    })
    .from(contract)
    .where(
      and(
        eq(contract.entityId, target.entityId),
        eq(contract.id, target.contractId),
        target.propertyId === undefined ? undefined : eq(contract.propertyId, target.propertyId),
      ),
    )
    .for('update');
  return locked;
}
export type LockedContract = NonNullable<Awaited<ReturnType<typeof lockContract>>>;

/** The contract's rent history (docs/domain.md "Rent updates"), oldest first. */
export function contractRentsOf(tx: Tx, entityId: number, contractId: number) {
  return tx
    .select({
      effectiveDate: contractRent.effectiveDate,
      amount: contractRent.amount,
      taxableAmount: contractRent.taxableAmount,
    })
    .from(contractRent)
    .where(and(eq(contractRent.entityId, entityId), eq(contractRent.contractId, contractId)))
    .orderBy(contractRent.effectiveDate);
}

/** The periods of the contract's rents, each once. */
export async function rentPeriodsOf(tx: Tx, entityId: number, contractId: number) {
  const rents = await tx
    .selectDistinct({ period: rent.paymentPeriodDate })
    .from(rent)
    .where(and(eq(rent.entityId, entityId), eq(rent.contractId, contractId)));
  return rents.map((row) => row.period);
}

/** Records the generated months in rent_generation; answers those not recorded before. */
export async function recordGenerated(tx: Tx, months: (typeof rentGeneration.$inferInsert)[]) {
  const recorded = await tx
    .insert(rentGeneration)
    .values(months)
    .onConflictDoNothing()
    .returning({ period: rentGeneration.period });
  return recorded.map((row) => row.period);
}

export async function insertRents(tx: Tx, rows: (typeof rent.$inferInsert)[]) {
  await tx.insert(rent).values(rows);
}

/**
 * The contracts with automatic rents running in the month that have no rent of its period and
 * had none generated (the daily job's candidates, every entity's).
 */
export function automaticContractsDue(db: Db, period: Date, monthStart: Date, nextMonthStart: Date) {
  return db
    .select({
      entityId: contract.entityId,
      contractId: contract.id,
      startDate: contract.startDate,
      endDate: contract.endDate,
      frequencyTypeId: contract.frequencyTypeId,
      frequencyValue: contract.frequencyValue,
    })
    .from(contract)
    .where(
      and(
        eq(contract.automaticRents, true),
        lt(contract.startDate, nextMonthStart),
        gte(contract.endDate, monthStart),
        notExists(
          db
            .select({ one: sql`1` })
            .from(rent)
            .where(and(eq(rent.contractId, contract.id), eq(rent.paymentPeriodDate, period))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(rentGeneration)
            .where(and(eq(rentGeneration.contractId, contract.id), eq(rentGeneration.period, period))),
        ),
      ),
    );
}
