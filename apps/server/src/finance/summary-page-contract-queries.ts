import { type SQL, sql } from 'drizzle-orm';
import { type AmountsRow, contractAmounts, keptTenants } from '../contracts/queries';
import { jsonRow, objectReader } from '../db/json-row';
import { amountOf, centsOrZero } from '../db/money';
import {
  address,
  city,
  contract,
  contractFigures,
  country,
  currency,
  property,
  propertyType,
} from '../db/schema';
import type { PeriodMonths } from './period-months';
import { fromSums, type PeriodSums, periodSums } from './queries';
import type { SummaryContract } from './summary-row';

/**
 * What a summary row shows of its contract and what its months need (its schedule), no more: half
 * the fields of the contract's whole kept row, which the page wrote and read fifty times
 * (docs/performance.md "The summary page's contracts").
 */
const summaryFields = {
  id: contract.id,
  propertyId: contract.propertyId,
  propertyName: property.name,
  propertyType: { id: propertyType.id, name: propertyType.name },
  street: address.street,
  number: address.number,
  floor: address.floor,
  postalCode: address.postalCode,
  cityName: city.name,
  countryName: country.name,
  startDate: contract.startDate,
  endDate: contract.endDate,
  amount: contract.amount,
  extraAmount: contract.extraAmount,
  taxableAmount: contract.taxableAmount,
  taxRetention: contract.taxRetention,
  taxRetentionPercentage: contract.taxRetentionPercentage,
  currency: currency.name,
  frequencyTypeId: contract.frequencyTypeId,
  frequencyValue: contract.frequencyValue,
  debt: contractFigures.owed,
  tenants: keptTenants,
};

/** summaryFields as read: money as decimal text, instants as ISO text. */
interface SummaryFieldsRow extends AmountsRow {
  id: number;
  propertyId: number;
  propertyName: string | null;
  propertyType: { id: number; name: string };
  street: string | null;
  number: string | null;
  floor: string | null;
  postalCode: string | null;
  cityName: string | null;
  countryName: string | null;
  startDate: string;
  endDate: string;
  currency: string;
  frequencyTypeId: number;
  frequencyValue: number;
  debt: string;
  tenants: { id: number; name: string }[];
}

const summaryContractRow = jsonRow<SummaryFieldsRow>(summaryFields);
const readSummaryFields = objectReader<SummaryFieldsRow>(summaryFields);

/** The contract a summary row shows, from its fields; an address without its street, number or city is none. */
function summaryContractOf(values: unknown[]): SummaryContract {
  const row = readSummaryFields(values);
  const { street, number, cityName, countryName } = row;
  const { totalAmount, amountAfterTaxes } = contractAmounts(row);
  return {
    id: row.id,
    propertyId: row.propertyId,
    property: {
      name: row.propertyName,
      propertyType: row.propertyType,
      address:
        street === null || number === null || cityName === null || countryName === null
          ? null
          : {
              street,
              number,
              floor: row.floor,
              postalCode: row.postalCode,
              city: { name: cityName, country: countryName },
            },
    },
    startDate: row.startDate,
    endDate: row.endDate,
    frequencyTypeId: row.frequencyTypeId,
    frequencyValue: row.frequencyValue,
    totalAmount,
    amountAfterTaxes,
    currency: row.currency,
    debt: amountOf(row.debt),
    tenants: row.tenants,
  };
}

/**
 * Whether the contract is its property's latest of the period (the latest start, then the lowest
 * id): the row that shows the property's expenses.
 */
const latestOfPeriod = (from: Date, to: Date) => sql`not exists (select 1 from contract c2
  where c2.entity_id = ${contract.entityId} and c2.property_id = ${contract.propertyId}
    and c2.start_date < ${to} and c2.end_date >= ${from}
    and (c2.start_date > ${contract.startDate} or (c2.start_date = ${contract.startDate} and c2.id < ${contract.id})))`;

/**
 * What a page's contract row reads, as columns of the page's own statement, with the contract and
 * its joins (`contractJoins`) joined to each row: what the row shows of the contract, its latest
 * rent's due day and its oldest due rent not fully paid (the pay action), both as the kept overview
 * row holds them (the page reads after it is brought up to date, docs/domain.md "Kept figures"),
 * its rents of the period summed (periodSums), and its property's expenses of the period when it
 * is the row that shows them. All null on a row without a contract.
 */
export const pageContractColumns = (entityId: number, { from, to }: Pick<PeriodMonths, 'from' | 'to'>): SQL =>
  sql`${summaryContractRow} as contract_row,
    (${contractFigures.item} -> 'lastRent' ->> 'paymentDueDate') as last_due,
    (${contractFigures.item} ->> 'rentIdToPay')::int as unpaid_id,
    ${periodSums(entityId, contract.id, from, to)} as period_rents,
    (select json_build_object('sum', sum(e.amount)::text, 'names', json_agg(e.name order by e.date, e.id))
      from expense e
      where e.entity_id = ${entityId} and e.property_id = ${contract.propertyId}
        and e.date >= ${from} and e.date < ${to} and ${latestOfPeriod(from, to)}) as expenses`;

/** The columns of pageContractColumns as the driver hands them over. */
export interface PageContractColumns {
  contract_row: unknown[] | null;
  last_due: string | null;
  unpaid_id: number | null;
  period_rents: PeriodSums;
  expenses: { sum: string | null; names: string[] | null } | null;
}

/** A page's contract with all its row needs, from its columns; undefined on a row without one. */
export function pageContractOf(row: PageContractColumns) {
  if (row.contract_row === null) return undefined;
  const period = fromSums(row.period_rents);
  const sum = row.expenses?.sum ?? null;
  return {
    contract: summaryContractOf(row.contract_row),
    lastDue: row.last_due,
    unpaidId: row.unpaid_id,
    period,
    expenses: sum === null ? undefined : { cents: centsOrZero(sum), names: row.expenses?.names ?? [] },
  };
}
