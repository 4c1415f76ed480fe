import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { queryRows } from '../db/raw';

export interface ContractConflict {
  propertyId: number;
  contractId: number;
}

/**
 * Contracts that overlap [start, end] on the property, on one of its ancestors or on one of its
 * descendants (docs/domain.md "Tenants and contracts"), other than `excludeId`. One query.
 */
export function findConflicts(
  tx: Tx,
  entityId: number,
  propertyId: number,
  start: Date,
  end: Date,
  excludeId: number | null,
): Promise<ContractConflict[]> {
  return queryRows<ContractConflict>(
    tx,
    sql`
    with recursive
    up as (
      select id, parent_property_id from property where entity_id = ${entityId} and id = ${propertyId}
      union all
      select p.id, p.parent_property_id from up join property p on p.id = up.parent_property_id
    ),
    down as (
      select id from property where entity_id = ${entityId} and id = ${propertyId}
      union all
      select p.id from down join property p on p.parent_property_id = down.id
    )
    select c.property_id as "propertyId", c.id as "contractId"
    from contract c
    where c.entity_id = ${entityId}
      and c.property_id in (select id from up union select id from down)
      and c.start_date <= ${end.toISOString()}::timestamptz and c.end_date >= ${start.toISOString()}::timestamptz
      and c.id <> ${excludeId ?? 0}
    order by c.start_date, c.id`,
  );
}
