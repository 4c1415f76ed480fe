import { sql } from 'drizzle-orm';
import type { Reader } from '../db/client';
import { centsOf } from '../db/money';
import { queryRows } from '../db/raw';
import { storedDayText } from '../db/stored-days';
import { CONTRACT_TENANTS } from '../tax-year/queries';
import type { OpenContract } from './match';

interface OpenRow {
  contractId: number;
  atContractNumber: string | null;
  tenants: { id: number; name: string; fiscalNumber: string | null }[];
  rents: { rentId: number; dueDate: string; left: string }[];
}

/**
 * The entity's contracts with something left to pay, each with its tenants, its number at the Tax
 * Authority and its open rents, oldest due first: what a statement's credits are matched against
 * (docs/domain.md "Bank statement import"). The open rents come from the unpaid-rent index.
 */
export async function openContracts(db: Reader, entityId: number): Promise<OpenContract[]> {
  const rows = await queryRows<OpenRow>(
    db,
    sql`
    with open as (
      select r.contract_id, json_agg(json_build_object('rentId', r.id, 'dueDate', ${storedDayText('r.payment_due_date')},
        'left', r.amount_to_pay::text) order by r.payment_due_date, r.id) as rents
      from rent r where r.entity_id = ${entityId} and r.amount_to_pay > 0
      group by r.contract_id
    )
    select c.id as "contractId", c.at_contract_number as "atContractNumber", ${CONTRACT_TENANTS} as tenants,
      open.rents
    from open join contract c on c.id = open.contract_id and c.entity_id = ${entityId}
    order by c.id`,
  );
  return rows.map((row) => ({
    contractId: row.contractId,
    atContractNumber: row.atContractNumber,
    tenants: row.tenants.map(({ name, fiscalNumber }) => ({ name, fiscalNumber })),
    rents: row.rents.map((rent) => ({
      rentId: rent.rentId,
      contractId: row.contractId,
      dueDate: rent.dueDate,
      leftCents: centsOf(rent.left),
    })),
  }));
}
