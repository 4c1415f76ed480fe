import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { likePattern } from './paging';
import type { Param } from './prepared-queries';

/**
 * The searches of the lists (docs/domain.md "Lists a page at a time"), as sets of ids found through
 * trigram indexes (drizzle/0017): the properties' and the tenants' through one kept column of their
 * words each, the contracts' through one index per column of the property and its tenants, united.
 * One OR across joined tables would read every row.
 */

/**
 * The branches of the property search: the entity's properties whose name, tax code, street,
 * postal code or city holds the pattern, one indexed column per branch.
 */
const propertyBranches = (entityId: Param<number>, pattern: Param<string>): SQL => sql`
    select p.id from property p where p.entity_id = ${entityId} and p.name ilike ${pattern}
    union select p.id from property p where p.entity_id = ${entityId} and p.code ilike ${pattern}
    union select p.id from address a join property p on p.address_id = a.id
      where a.entity_id = ${entityId} and a.street ilike ${pattern} and p.entity_id = ${entityId}
    union select p.id from address a join property p on p.address_id = a.id
      where a.entity_id = ${entityId} and a.postal_code ilike ${pattern} and p.entity_id = ${entityId}
    union select p.id from city ci join address a on a.city_id = ci.id join property p on p.address_id = a.id
      where ci.name ilike ${pattern} and a.entity_id = ${entityId} and p.entity_id = ${entityId}`;

/** The contracts of the entity's tenants whose name or tax number holds the pattern, one branch per column. */
const tenantBranches = (entityId: Param<number>, pattern: Param<string>): SQL => sql`
    select ct.contract_id from tenant t join contract_tenant ct on ct.tenant_id = t.id
      where t.entity_id = ${entityId} and t.name ilike ${pattern}
    union select ct.contract_id from tenant t join contract_tenant ct on ct.tenant_id = t.id
      where t.entity_id = ${entityId} and t.fiscal_number ilike ${pattern}`;

/**
 * The LIKE pattern of a text in lower case, as the kept words are, lowered once per statement (an
 * init plan) rather than once per row the index hands over: a surname shared by a thousand
 * properties is a thousand fewer calls (docs/performance.md "Lowering the search once").
 */
const loweredPattern = (text: string): SQL => sql`(select lower(${likePattern(text)}))`;

/** The entity's properties whose name, tax code, street, postal code or city holds the text. */
export const propertiesMatching = (entityId: number, text: string): SQL =>
  propertiesLike(entityId, likePattern(text));

/** The entity's contracts with a tenant whose name or tax number holds the text. */
export const contractsOfTenantsMatching = (entityId: number, text: string): SQL =>
  contractsOfTenantsLike(entityId, likePattern(text));

/** propertiesMatching for a LIKE pattern (likePattern), or a placeholder filled with one. */
export const propertiesLike = (entityId: Param<number>, pattern: Param<string>): SQL =>
  sql`(${propertyBranches(entityId, pattern)})`;

/** contractsOfTenantsMatching for a LIKE pattern (likePattern), or a placeholder filled with one. */
export const contractsOfTenantsLike = (entityId: Param<number>, pattern: Param<string>): SQL =>
  sql`(${tenantBranches(entityId, pattern)})`;

/**
 * The entity's tenants (id, name) whose name, tax number, e-mail or phone holds the text, from the
 * kept narrow table of the tenants' words in lower case under one trigram index (drizzle/0051): a
 * plan made once for any text (docs/performance.md "Prepared statements") reads the matching rows
 * alone, and their names with them, so that a page by name sorts them without reading the tenants.
 */
export const tenantsMatching = (entityId: number, text: string): SQL =>
  sql`(select tenant_id as id, name from tenant_search
    where entity_id = ${entityId} and words like ${loweredPattern(text)})`;

/**
 * The property list's search as a condition on a property id (`id`): the property's own words or
 * a tenant of one of its contracts, all kept in one row per property under one trigram index
 * (drizzle/0046_property_search.sql): a surname shared by a thousand tenants is one index read, not
 * seven joined ones. The words are kept in lower case and compared with the lowered text, as ILIKE
 * would compare them but without lowering each match again. The selectors search the same way.
 */
export const propertySearched = (id: SQLWrapper, entityId: number, text: string): SQL =>
  sql`${id} in (select s.property_id from property_search s
    where s.entity_id = ${entityId} and s.words like ${loweredPattern(text)})`;

/**
 * The entity's properties (id, sort_name) whose kept words hold the text, among those the condition
 * `among` keeps (on the kept row `s`: its level, type, whether it has a tax code): what a searched
 * page of the property list chooses and sorts from, in one table (drizzle/0049).
 */
export const propertySearchRows = (entityId: number, text: string, among: SQL | undefined): SQL =>
  sql`select s.property_id as id, s.sort_name from property_search s
    where s.entity_id = ${entityId} and s.words like ${loweredPattern(text)} ${among ?? sql``}`;
