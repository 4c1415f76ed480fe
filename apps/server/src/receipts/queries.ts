import type { InvoicePropertyAddress } from '@arrenda/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Reader, Tx } from '../db/client';
import { queryRows } from '../db/raw';
import { contract, contractTenant, entity, payment, rent, tenant } from '../db/schema';

/** Where a payment lives: the rent of a contract under its property, in the caller's entity. */
export interface PaymentPath {
  propertyId: number;
  contractId: number;
  rentId: number;
  paymentId: number;
}

/** The payment with its rent and the entity (the landlord), or none when the path does not lead to it. */
export async function findPayment(db: Reader, entityId: number, path: PaymentPath) {
  const [row] = await db
    .select({
      entityName: entity.name,
      legalName: entity.legalName,
      address: entity.address,
      postalCode: entity.postalCode,
      phone: entity.phone,
      financeNumber: entity.financeNumber,
      city: entity.city,
      mailReceipts: entity.mailReceipts,
      paymentDate: payment.paymentDate,
      amount: payment.amount,
      taxableAmount: payment.taxableAmount,
      rentAmount: rent.amount,
      retainedAmount: rent.retainedAmount,
      rentTaxableAmount: rent.taxableAmount,
      extraDescription: contract.extraAmountDescription,
      paymentPeriodDate: rent.paymentPeriodDate,
    })
    .from(payment)
    .innerJoin(rent, eq(rent.id, payment.rentId))
    .innerJoin(contract, eq(contract.id, rent.contractId))
    .innerJoin(entity, eq(entity.id, payment.entityId))
    .where(
      and(
        eq(payment.entityId, entityId),
        eq(payment.id, path.paymentId),
        eq(rent.id, path.rentId),
        eq(contract.id, path.contractId),
        eq(contract.propertyId, path.propertyId),
      ),
    );
  return row ?? null;
}
export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPayment>>>;

/** Locks the payment row for the rest of the transaction; false when it is gone. */
export async function lockPayment(tx: Tx, entityId: number, paymentId: number) {
  const rows = await tx
    .select({ id: payment.id })
    .from(payment)
    .where(and(eq(payment.entityId, entityId), eq(payment.id, paymentId)))
    .for('update');
  return rows.length > 0;
}

/** The property's address, or its nearest parent's when it has none (an apartment in a building). */
export async function propertyAddress(
  db: Db,
  entityId: number,
  propertyId: number,
): Promise<InvoicePropertyAddress | null> {
  const [row] = await queryRows<InvoicePropertyAddress>(
    db,
    sql`
    with recursive up as (
      select id, parent_property_id, address_id, 0 as depth
      from property where entity_id = ${entityId} and id = ${propertyId}
      union all
      select p.id, p.parent_property_id, p.address_id, up.depth + 1
      from up join property p on p.id = up.parent_property_id
      where up.address_id is null
    )
    select a.street, a.number, a.floor, a.mail_box as "mailBox", a.postal_code as "postalCode", c.name as city
    from up join address a on a.id = up.address_id join city c on c.id = a.city_id
    order by up.depth
    limit 1`,
  );
  return row ?? null;
}

/** The property's tax article and fraction, each its own or else its nearest parent's (a flat in a building). */
export async function propertyTax(db: Db, entityId: number, propertyId: number) {
  const [row] = await queryRows<{ article: string | null; fraction: string | null }>(
    db,
    sql`
    with recursive up as (
      select id, parent_property_id, 0 as depth
      from property where entity_id = ${entityId} and id = ${propertyId}
      union all
      select p.id, p.parent_property_id, up.depth + 1
      from up join property p on p.id = up.parent_property_id
    )
    select
      (select t.article_code from up join property_tax_information t on t.property_id = up.id
        where t.article_code is not null order by up.depth limit 1) as article,
      (select t.fraction_code from up join property_tax_information t on t.property_id = up.id
        where t.fraction_code is not null order by up.depth limit 1) as fraction`,
  );
  return row ?? { article: null, fraction: null };
}

/** The contract's tenants in the order they were registered. */
export function contractTenants(db: Db, entityId: number, contractId: number) {
  return db
    .select({
      name: tenant.name,
      fiscalNumber: tenant.fiscalNumber,
      address: tenant.address,
      postalCode: tenant.postalCode,
      email: tenant.email,
    })
    .from(contractTenant)
    .innerJoin(tenant, eq(tenant.id, contractTenant.tenantId))
    .where(and(eq(contractTenant.entityId, entityId), eq(contractTenant.contractId, contractId)))
    .orderBy(asc(tenant.id));
}
export type TenantRow = Awaited<ReturnType<typeof contractTenants>>[number];
