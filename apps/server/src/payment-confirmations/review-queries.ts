import {
  type ConfirmationStatus,
  formatInvoiceAddress,
  hasRight,
  type LandlordConfirmation,
  pickLanguage,
} from '@arrenda/core';
import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../db/client';
import { amountOf } from '../db/money';
import {
  accessType,
  address,
  city,
  contract,
  currency,
  entity,
  entityUser,
  file,
  paymentConfirmation,
  property,
  propertyType,
  rent,
  users,
} from '../db/schema';
import { landlordName } from '../entities/queries';
import type { ConfirmationFacts } from './mails';
import { confirmationColumns, proofOfConfirmation, toConfirmationView } from './queries';

/**
 * Who confirmed: the names of the tenants the account is linked to on the rent's contract, or all
 * the contract's tenants once the account is gone or no longer linked.
 */
const confirmerNames = sql<string>`coalesce(
  (select string_agg(t.name, ', ' order by t.id)
   from tenant_account ta
   join contract_tenant ct on ct.tenant_id = ta.tenant_id and ct.contract_id = ${rent.contractId}
   join tenant t on t.id = ta.tenant_id
   where ta.user_id = ${paymentConfirmation.userId}),
  (select string_agg(t.name, ', ' order by t.id)
   from contract_tenant ct join tenant t on t.id = ct.tenant_id
   where ct.contract_id = ${rent.contractId}),
  '')`;

function selectForLandlord(db: Reader, where: SQL | undefined) {
  return db
    .select({
      ...confirmationColumns,
      propertyId: contract.propertyId,
      propertyName: property.name,
      propertyType: { id: propertyType.id, name: propertyType.name },
      contractId: rent.contractId,
      rentId: rent.id,
      paymentPeriodDate: rent.paymentPeriodDate,
      currency: currency.name,
      rentAmountToPay: rent.amountToPay,
      tenantName: confirmerNames,
      tenantEmail: users.email,
      paymentId: paymentConfirmation.paymentId,
    })
    .from(paymentConfirmation)
    .innerJoin(
      rent,
      and(eq(rent.id, paymentConfirmation.rentId), eq(rent.entityId, paymentConfirmation.entityId)),
    )
    .innerJoin(contract, eq(contract.id, rent.contractId))
    .innerJoin(property, eq(property.id, contract.propertyId))
    .innerJoin(propertyType, eq(propertyType.id, property.propertyTypeId))
    .innerJoin(currency, eq(currency.id, rent.currencyId))
    .leftJoin(users, eq(users.id, paymentConfirmation.userId))
    .leftJoin(file, proofOfConfirmation)
    .where(where)
    .orderBy(
      sql`${paymentConfirmation.status} = 'PENDING' desc`,
      desc(paymentConfirmation.createdAt),
      desc(paymentConfirmation.id),
    );
}

type LandlordRow = Awaited<ReturnType<typeof selectForLandlord>>[number];

const toLandlordView = (row: LandlordRow): LandlordConfirmation => ({
  ...toConfirmationView(row),
  propertyId: row.propertyId,
  propertyName: row.propertyName,
  propertyType: row.propertyType,
  contractId: row.contractId,
  rentId: row.rentId,
  paymentPeriodDate: row.paymentPeriodDate.toISOString(),
  currency: row.currency,
  rentAmountToPay: amountOf(row.rentAmountToPay),
  tenantName: row.tenantName,
  tenantEmail: row.tenantEmail,
  paymentId: row.paymentId,
});

export interface ConfirmationFilter {
  status?: ConfirmationStatus | undefined;
  contractId?: number | undefined;
}

/** GET /entities/{id}/paymentConfirmations: pending ones first, then the newest. */
export async function listForLandlord(db: Reader, entityId: number, filter: ConfirmationFilter = {}) {
  const rows = await selectForLandlord(
    db,
    and(
      eq(paymentConfirmation.entityId, entityId),
      filter.status ? eq(paymentConfirmation.status, filter.status) : undefined,
      filter.contractId ? eq(rent.contractId, filter.contractId) : undefined,
    ),
  );
  return rows.map(toLandlordView);
}

export async function findForLandlord(db: Reader, entityId: number, confirmationId: number) {
  const [row] = await selectForLandlord(
    db,
    and(eq(paymentConfirmation.entityId, entityId), eq(paymentConfirmation.id, confirmationId)),
  );
  return row && toLandlordView(row);
}

/** The confirmation, locked until the transaction ends, with where its rent lives. */
export async function lockConfirmation(tx: Tx, entityId: number, confirmationId: number) {
  const [row] = await tx
    .select({
      status: paymentConfirmation.status,
      rentId: paymentConfirmation.rentId,
      amount: paymentConfirmation.amount,
      paymentDate: paymentConfirmation.paymentDate,
      note: paymentConfirmation.note,
      contractId: rent.contractId,
      propertyId: contract.propertyId,
      currencyId: rent.currencyId,
    })
    .from(paymentConfirmation)
    .innerJoin(
      rent,
      and(eq(rent.id, paymentConfirmation.rentId), eq(rent.entityId, paymentConfirmation.entityId)),
    )
    .innerJoin(contract, eq(contract.id, rent.contractId))
    .where(and(eq(paymentConfirmation.entityId, entityId), eq(paymentConfirmation.id, confirmationId)))
    .for('update', { of: paymentConfirmation });
  return row;
}

/** Records the landlord's acceptance: the confirmation became the payment `paymentId`. */
export async function recordAccepted(tx: Tx, confirmationId: number, paymentId: number, decidedBy: number) {
  await tx
    .update(paymentConfirmation)
    .set({
      status: 'ACCEPTED',
      paymentId,
      decidedBy,
      decidedAt: sql`now()`,
      version: sql`${paymentConfirmation.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(paymentConfirmation.id, confirmationId));
}

/** Records the landlord's rejection, with its reason. */
export async function recordRejected(tx: Tx, confirmationId: number, reason: string, decidedBy: number) {
  await tx
    .update(paymentConfirmation)
    .set({
      status: 'REJECTED',
      reason,
      decidedBy,
      decidedAt: sql`now()`,
      version: sql`${paymentConfirmation.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(paymentConfirmation.id, confirmationId));
}

/** What the mails say about a confirmation, and the account that made it. */
export async function confirmationFacts(db: Reader, entityId: number, confirmationId: number) {
  const [row] = await db
    .select({
      landlordName,
      tenantName: confirmerNames,
      propertyName: property.name,
      street: address.street,
      number: address.number,
      floor: address.floor,
      mailBox: address.mailBox,
      postalCode: address.postalCode,
      cityName: city.name,
      paymentPeriodDate: rent.paymentPeriodDate,
      amount: paymentConfirmation.amount,
      currencyCode: currency.code,
      paymentDate: paymentConfirmation.paymentDate,
      note: paymentConfirmation.note,
      reason: paymentConfirmation.reason,
      tenantEmail: users.email,
      tenantLanguage: users.language,
    })
    .from(paymentConfirmation)
    .innerJoin(
      rent,
      and(eq(rent.id, paymentConfirmation.rentId), eq(rent.entityId, paymentConfirmation.entityId)),
    )
    .innerJoin(contract, eq(contract.id, rent.contractId))
    .innerJoin(property, eq(property.id, contract.propertyId))
    .innerJoin(entity, eq(entity.id, paymentConfirmation.entityId))
    .innerJoin(currency, eq(currency.id, rent.currencyId))
    .leftJoin(address, eq(address.id, property.addressId))
    .leftJoin(city, eq(city.id, address.cityId))
    .leftJoin(users, eq(users.id, paymentConfirmation.userId))
    .where(and(eq(paymentConfirmation.entityId, entityId), eq(paymentConfirmation.id, confirmationId)));
  if (!row) return undefined;
  const { street, number, cityName } = row;
  const line =
    street !== null && number !== null && cityName !== null
      ? formatInvoiceAddress({ ...row, street, number, city: cityName })
      : null;
  const facts: ConfirmationFacts = {
    entityId,
    landlordName: row.landlordName,
    tenantName: row.tenantName,
    place: [row.propertyName, line].filter(Boolean).join(', '),
    paymentPeriodDate: row.paymentPeriodDate,
    amount: row.amount,
    currencyCode: row.currencyCode,
    paymentDate: row.paymentDate,
    note: row.note,
  };
  const tenant =
    row.tenantEmail === null ? null : { email: row.tenantEmail, language: pickLanguage(row.tenantLanguage) };
  return { facts, reason: row.reason, tenant };
}

/** The entity's activated users who may accept a confirmation (the create right), with their language. */
export async function reviewers(db: Reader, entityId: number) {
  const rows = await db
    .select({ email: users.email, language: users.language, accessType: accessType.name })
    .from(entityUser)
    .innerJoin(users, eq(users.id, entityUser.userId))
    .innerJoin(accessType, eq(accessType.id, entityUser.accessTypeId))
    .where(and(eq(entityUser.entityId, entityId), isNotNull(users.activatedAt)));
  return rows
    .filter((row) => hasRight(row.accessType, 'create'))
    .map((row) => ({ email: row.email, language: row.language }));
}
