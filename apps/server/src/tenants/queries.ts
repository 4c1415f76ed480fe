import type { TenantContractItem, TenantView } from '@arrenda/core';
import { and, asc, desc, eq, exists, getTableColumns, sql } from 'drizzle-orm';
import { addressColumns, toAddressView } from '../addresses/queries';
import type { Db, Tx } from '../db/client';
import {
  address,
  city,
  contract,
  contractTenant,
  country,
  currency,
  property,
  propertyType,
  tenant,
} from '../db/schema';

type Reader = Db | Tx;

/**
 * Current contracts (docs/domain.md: startDate <= now <= endDate) the tenant is on. The outer tenant's
 * id is named with its table: in a select of one table Drizzle prints a column bare ("id"), which
 * inside this subquery would be the contract's id.
 */
const activeContracts = sql<number>`(
  select count(*)::int from ${contractTenant} ct
  join ${contract} c on c.id = ct.contract_id
  where ct.tenant_id = ${tenant}.id and c.start_date <= now() and c.end_date >= now()
)`;

/** Every contract the tenant is on, and those already ended: a tenant without any is new, not past. */
const allContracts = sql<number>`(
  select count(*)::int from ${contractTenant} ct where ct.tenant_id = ${tenant}.id
)`;
const endedContracts = sql<number>`(
  select count(*)::int from ${contractTenant} ct
  join ${contract} c on c.id = ct.contract_id
  where ct.tenant_id = ${tenant}.id and c.end_date < now()
)`;

const counts = {
  numActiveContracts: activeContracts,
  numContracts: allContracts,
  numEndedContracts: endedContracts,
};

const {
  entityId: _entityId,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  ...ownColumns
} = getTableColumns(tenant);

/** The entity's tenants by name, all or those of one contract. */
export function listTenants(db: Reader, entityId: number, contractId?: number): Promise<TenantView[]> {
  const ofContract =
    contractId === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(contractTenant)
            .where(and(eq(contractTenant.tenantId, tenant.id), eq(contractTenant.contractId, contractId))),
        );
  return db
    .select({ ...ownColumns, ...counts })
    .from(tenant)
    .where(and(eq(tenant.entityId, entityId), ofContract))
    .orderBy(asc(tenant.name), asc(tenant.id));
}

export async function findTenant(
  db: Reader,
  entityId: number,
  tenantId: number,
): Promise<TenantView | undefined> {
  const [found] = await db
    .select({ ...ownColumns, ...counts })
    .from(tenant)
    .where(and(eq(tenant.entityId, entityId), eq(tenant.id, tenantId)));
  return found;
}

/** The tenant's contracts, newest first, with their property. */
export async function tenantContracts(
  db: Reader,
  entityId: number,
  tenantId: number,
): Promise<TenantContractItem[]> {
  const rows = await db
    .select({
      id: contract.id,
      propertyId: contract.propertyId,
      name: property.name,
      propertyType: { id: propertyType.id, name: propertyType.name },
      ...addressColumns,
      startDate: contract.startDate,
      endDate: contract.endDate,
      amount: contract.amount,
      currency: currency.name,
      current: sql<boolean>`${contract.startDate} <= now() and ${contract.endDate} >= now()`,
    })
    .from(contractTenant)
    .innerJoin(contract, eq(contract.id, contractTenant.contractId))
    .innerJoin(property, eq(property.id, contract.propertyId))
    .innerJoin(propertyType, eq(propertyType.id, property.propertyTypeId))
    .innerJoin(currency, eq(currency.id, contract.currencyId))
    .leftJoin(address, eq(address.id, property.addressId))
    .leftJoin(city, eq(city.id, address.cityId))
    .leftJoin(country, eq(country.id, city.countryId))
    .where(and(eq(contractTenant.entityId, entityId), eq(contractTenant.tenantId, tenantId)))
    .orderBy(desc(contract.startDate), desc(contract.id));
  return rows.map((row) => ({
    id: row.id,
    propertyId: row.propertyId,
    property: {
      id: row.propertyId,
      name: row.name,
      propertyType: row.propertyType,
      address: toAddressView(row),
    },
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    amount: Number(row.amount),
    currency: row.currency,
    current: row.current,
  }));
}
