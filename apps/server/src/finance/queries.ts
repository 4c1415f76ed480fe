import { toCents } from '@arrenda/core';
import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { address, city, country, expense, payment, property, propertyType, rent } from '../db/schema';

/** A rent with what was paid on it and its payments' notes (newest first). */
export interface RentFigures {
  id: number;
  contractId: number;
  /** 'YYYY-MM' of its period. */
  month: string;
  paymentPeriodDate: Date;
  paymentDueDate: Date;
  amountCents: number;
  retainedCents: number;
  paidCents: number;
  notes: string | null;
}

const cents = (value: string | null) => (value === null ? 0 : toCents(Number(value)));

/** Every rent of the entity with its payments summed, in one query, oldest period first. */
export async function entityRents(db: Db, entityId: number): Promise<RentFigures[]> {
  const rows = await db
    .select({
      id: rent.id,
      contractId: rent.contractId,
      paymentPeriodDate: rent.paymentPeriodDate,
      paymentDueDate: rent.paymentDueDate,
      amount: rent.amount,
      retainedAmount: rent.retainedAmount,
      paid: sql<string>`coalesce(sum(${payment.amount}), 0)::text`,
      notes: sql<
        string | null
      >`string_agg(${payment.description}, '; ' order by ${payment.paymentDate} desc, ${payment.id} desc)`,
    })
    .from(rent)
    .leftJoin(payment, eq(payment.rentId, rent.id))
    .where(eq(rent.entityId, entityId))
    .groupBy(rent.id)
    .orderBy(asc(rent.paymentPeriodDate), asc(rent.id));
  return rows.map((row) => ({
    id: row.id,
    contractId: row.contractId,
    month: row.paymentPeriodDate.toISOString().slice(0, 7),
    paymentPeriodDate: row.paymentPeriodDate,
    paymentDueDate: row.paymentDueDate,
    amountCents: cents(row.amount),
    retainedCents: cents(row.retainedAmount),
    paidCents: cents(row.paid),
    notes: row.notes,
  }));
}

/** Each property's expenses dated in [from, to): their sum in cents and their names by date. */
export async function propertyExpensesIn(db: Db, entityId: number, from: Date, to: Date) {
  const rows = await db
    .select({
      propertyId: expense.propertyId,
      amount: sql<string>`sum(${expense.amount})::text`,
      names: sql<string[]>`array_agg(${expense.name} order by ${expense.date}, ${expense.id})`,
    })
    .from(expense)
    .where(
      and(
        eq(expense.entityId, entityId),
        isNotNull(expense.propertyId),
        gte(expense.date, from),
        lt(expense.date, to),
      ),
    )
    .groupBy(expense.propertyId);
  const byProperty = new Map<number, { cents: number; names: string[] }>();
  for (const row of rows) {
    if (row.propertyId !== null)
      byProperty.set(row.propertyId, { cents: cents(row.amount), names: row.names });
  }
  return byProperty;
}

/** Name, type and address of some of the entity's properties (rows of properties without contract). */
export async function propertiesByIds(db: Db, entityId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: property.id,
      name: property.name,
      propertyType: { id: propertyType.id, name: propertyType.name },
      street: address.street,
      number: address.number,
      floor: address.floor,
      postalCode: address.postalCode,
      city: city.name,
      country: country.name,
    })
    .from(property)
    .innerJoin(propertyType, eq(propertyType.id, property.propertyTypeId))
    .leftJoin(address, eq(address.id, property.addressId))
    .leftJoin(city, eq(city.id, address.cityId))
    .leftJoin(country, eq(country.id, city.countryId))
    .where(and(eq(property.entityId, entityId), inArray(property.id, ids)));
}

export type PropertyInfo = Awaited<ReturnType<typeof propertiesByIds>>[number];
