import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { likePattern } from './paging';

/**
 * The searches of the lists (docs/domain.md "Lists a page at a time"), as sets of ids each found
 * through its own trigram index (drizzle/0017): one OR across joined tables would read every row.
 */

/** The entity's properties whose name, tax code, street, postal code or city holds the text. */
export const propertiesMatching = (entityId: number, text: string): SQL => {
  const pattern = likePattern(text);
  return sql`(
    select p.id from property p
    where p.entity_id = ${entityId} and (p.name ilike ${pattern} or p.code ilike ${pattern})
    union
    select p.id from property p
    join address a on a.id = p.address_id
    where p.entity_id = ${entityId} and a.entity_id = ${entityId}
      and (a.street ilike ${pattern} or a.postal_code ilike ${pattern})
    union
    select p.id from property p
    join address a on a.id = p.address_id
    join city ci on ci.id = a.city_id
    where p.entity_id = ${entityId} and ci.name ilike ${pattern}
  )`;
};

/** The entity's contracts with a tenant whose name or tax number holds the text. */
export const contractsOfTenantsMatching = (entityId: number, text: string): SQL => {
  const pattern = likePattern(text);
  return sql`(
    select ct.contract_id from tenant t
    join contract_tenant ct on ct.tenant_id = t.id
    where t.entity_id = ${entityId} and (t.name ilike ${pattern} or t.fiscal_number ilike ${pattern})
  )`;
};

/**
 * The entity's tenants whose name, tax number, e-mail or phone holds the pattern, one trigram index
 * per column (drizzle/0017, 0025): a plan made once for any text (docs/performance.md "Prepared
 * statements") reads the few matching rows instead of testing every tenant in name order.
 */
export const tenantsMatching = (entityId: number, text: string): SQL => {
  const pattern = likePattern(text);
  return sql`(
    select id from tenant where entity_id = ${entityId} and name ilike ${pattern}
    union select id from tenant where entity_id = ${entityId} and fiscal_number ilike ${pattern}
    union select id from tenant where entity_id = ${entityId} and email ilike ${pattern}
    union select id from tenant where entity_id = ${entityId} and phone ilike ${pattern}
  )`;
};

/**
 * The property list's search as a condition on a property id (`id`): the property's own words
 * (propertiesMatching) or a tenant of one of its contracts. The selectors search the same way.
 */
export const propertySearched = (id: SQLWrapper, entityId: number, text: string): SQL =>
  sql`(${id} in ${propertiesMatching(entityId, text)}
      or ${id} in (select c.property_id from contract c
        where c.id in ${contractsOfTenantsMatching(entityId, text)}))`;
