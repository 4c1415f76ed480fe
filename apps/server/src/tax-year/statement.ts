import {
  type AnexoFLine,
  EXPENSE_TAX_CATEGORIES,
  type ExpenseTaxCategory,
  formatInvoiceAddress,
  type TaxReconciliation,
  type TaxStatement,
  type TaxStatementContract,
  type TaxStatementProperty,
} from '@arrenda/core';
import type { Reader } from '../db/client';
import { centsOf, fromCents, toCents } from '../db/money';
import { addCents, paymentCents, type TaxCents, toAmounts, zeroCents } from './amounts';
import {
  landlordOf,
  type StatementContractRow,
  type StatementPropertyRow,
  statementContracts,
  statementProperties,
  yearExpenses,
  yearPayments,
} from './queries';

interface ContractEntry {
  contractId: number;
  months: TaxCents[];
  totals: TaxCents;
}

interface PropertyEntry {
  propertyId: number;
  currency: string;
  contracts: Map<number, ContractEntry>;
  months: TaxCents[];
  totals: TaxCents;
  expenses: Map<ExpenseTaxCategory | null, number>;
}

interface CurrencyEntry {
  totals: TaxCents;
  expenses: number;
  paidForOtherYears: TaxCents;
  paidInOtherYears: TaxCents;
  expensesNotInYield: number;
}

const twelveMonths = () => Array.from({ length: 12 }, zeroCents);

/** The year's figures as the payments and expenses add them up, in cents, before the names are read. */
class YearSums {
  readonly properties = new Map<string, PropertyEntry>();
  readonly currencies = new Map<string, CurrencyEntry>();

  currency(currency: string): CurrencyEntry {
    let entry = this.currencies.get(currency);
    if (!entry) {
      entry = {
        totals: zeroCents(),
        expenses: 0,
        paidForOtherYears: zeroCents(),
        paidInOtherYears: zeroCents(),
        expensesNotInYield: 0,
      };
      this.currencies.set(currency, entry);
    }
    return entry;
  }

  property(propertyId: number, currency: string): PropertyEntry {
    const key = `${propertyId}|${currency}`;
    let entry = this.properties.get(key);
    if (!entry) {
      entry = {
        propertyId,
        currency,
        contracts: new Map(),
        months: twelveMonths(),
        totals: zeroCents(),
        expenses: new Map(),
      };
      this.properties.set(key, entry);
    }
    return entry;
  }

  addPayment(propertyId: number, contractId: number, currency: string, month: number, cents: TaxCents) {
    const property = this.property(propertyId, currency);
    let contract = property.contracts.get(contractId);
    if (!contract) {
      contract = { contractId, months: twelveMonths(), totals: zeroCents() };
      property.contracts.set(contractId, contract);
    }
    for (const total of [contract.months[month], contract.totals, property.months[month], property.totals]) {
      if (total) addCents(total, cents);
    }
    addCents(this.currency(currency).totals, cents);
  }
}

/** Sums the year's payments and expenses (docs/domain.md "Tax year"). */
async function sumYear(db: Reader, entityId: number, year: number) {
  const [payments, expenses] = await Promise.all([
    yearPayments(db, entityId, year),
    yearExpenses(db, entityId, year),
  ]);
  const sums = new YearSums();
  const inYear = (day: string) => day.startsWith(`${year}-`);
  for (const row of payments) {
    const cents = paymentCents(row);
    if (inYear(row.paymentDay)) {
      sums.addPayment(
        row.propertyId,
        row.contractId,
        row.currency,
        Number(row.paymentDay.slice(5, 7)) - 1,
        cents,
      );
      if (!inYear(row.periodDay)) addCents(sums.currency(row.currency).paidForOtherYears, cents);
    } else if (inYear(row.periodDay)) {
      addCents(sums.currency(row.currency).paidInOtherYears, cents);
    }
  }
  for (const row of expenses) {
    const cents = centsOf(row.amount);
    if (!row.includeInYield) {
      sums.currency(row.currency).expensesNotInYield += cents;
      continue;
    }
    const property = sums.property(row.propertyId, row.currency);
    const category = (row.taxCategory as ExpenseTaxCategory | null) ?? null;
    property.expenses.set(category, (property.expenses.get(category) ?? 0) + cents);
    sums.currency(row.currency).expenses += cents;
  }
  return sums;
}

const LOCATION_TYPES: Record<string, 'U' | 'R'> = { URBAN: 'U', RUSTIC: 'R' };

/** The tax number of the tenant who withholds: the contract's first tenant with one, on a contract with retention. */
const withholdingNumber = (contract: StatementContractRow | undefined, retained: number) =>
  contract && (contract.taxRetention || retained > 0)
    ? (contract.tenants.find((tenant) => tenant.fiscalNumber)?.fiscalNumber ?? null)
    : null;

function contractView(entry: ContractEntry, row: StatementContractRow | undefined): TaxStatementContract {
  return {
    contractId: entry.contractId,
    atContractNumber: row?.atContractNumber ?? null,
    tenants: row?.tenants ?? [],
    withholdingFiscalNumber: withholdingNumber(row, entry.totals.retained),
    months: entry.months.map(toAmounts),
    totals: toAmounts(entry.totals),
  };
}

/** The property's address on one line, its own or its nearest parent's. */
export const addressOf = (row: StatementPropertyRow | undefined) =>
  row?.street
    ? formatInvoiceAddress({ ...row, street: row.street, number: row.number ?? '', city: row.city ?? '' })
    : null;

function propertyView(
  entry: PropertyEntry,
  row: StatementPropertyRow | undefined,
  contracts: Map<number, StatementContractRow>,
): TaxStatementProperty {
  const expenses = [...EXPENSE_TAX_CATEGORIES, null]
    .filter((category) => entry.expenses.has(category))
    .map((category) => ({ category, amount: fromCents(entry.expenses.get(category) ?? 0) }));
  const expenseCents = [...entry.expenses.values()].reduce((sum, cents) => sum + cents, 0);
  return {
    propertyId: entry.propertyId,
    name: row?.name ?? null,
    propertyType: { id: row?.typeId ?? 0, name: row?.typeName ?? '' },
    address: addressOf(row),
    locationCode: row?.locationCode ?? null,
    locationType: (row?.locationType && LOCATION_TYPES[row.locationType]) || null,
    article: row?.article ?? null,
    fraction: row?.fraction ?? null,
    currency: entry.currency,
    contracts: [...entry.contracts.values()]
      .sort((a, b) => a.contractId - b.contractId)
      .map((contract) => contractView(contract, contracts.get(contract.contractId))),
    months: entry.months.map(toAmounts),
    totals: toAmounts(entry.totals),
    expenses,
    expenseTotal: fromCents(expenseCents),
  };
}

/**
 * Quadro 4.1 of Anexo F: a line per property and tenant who paid its rents in the year (the
 * withholding tenant's number where tax was withheld), the property's expenses on its first line.
 * Properties that had no rent in the year have no line (the return lists only those that yielded).
 */
export function anexoFLines(properties: readonly TaxStatementProperty[]): AnexoFLine[] {
  const lines: AnexoFLine[] = [];
  for (const property of properties) {
    if (property.totals.gross <= 0) continue;
    const byTenant = new Map<string | null, { rents: number; retained: number }>();
    for (const contract of property.contracts) {
      const number =
        contract.withholdingFiscalNumber ??
        contract.tenants.find((tenant) => tenant.fiscalNumber)?.fiscalNumber ??
        null;
      const line = byTenant.get(number) ?? { rents: 0, retained: 0 };
      line.rents += toCents(contract.totals.taxable);
      line.retained += toCents(contract.totals.retained);
      byTenant.set(number, line);
    }
    let first = true;
    for (const [tenantFiscalNumber, line] of byTenant) {
      const expenses = Object.fromEntries(EXPENSE_TAX_CATEGORIES.map((category) => [category, 0])) as Record<
        ExpenseTaxCategory,
        number
      >;
      if (first) {
        for (const { category, amount } of property.expenses) {
          const column = category ?? 'OTHER';
          expenses[column] = fromCents(toCents(expenses[column]) + toCents(amount));
        }
      }
      first = false;
      lines.push({
        line: 4001 + lines.length,
        propertyId: property.propertyId,
        currency: property.currency,
        locationCode: property.locationCode,
        locationType: property.locationType,
        article: property.article,
        fraction: property.fraction,
        rents: fromCents(line.rents),
        retained: fromCents(line.retained),
        tenantFiscalNumber,
        expenses,
      });
    }
  }
  return lines;
}

function reconciliationOf(currency: string, entry: CurrencyEntry): TaxReconciliation {
  const { totals, paidForOtherYears: forOther, paidInOtherYears: inOther } = entry;
  return {
    currency,
    summaryPaid: fromCents(totals.received - forOther.received + inOther.received),
    summaryRetained: fromCents(totals.retained - forOther.retained + inOther.retained),
    summaryExpenses: fromCents(entry.expenses + entry.expensesNotInYield),
    paidForOtherYears: fromCents(forOther.received),
    paidInOtherYears: fromCents(inOther.received),
    retainedForOtherYears: fromCents(forOther.retained),
    retainedInOtherYears: fromCents(inOther.retained),
    expensesNotInYield: fromCents(entry.expensesNotInYield),
  };
}

/** The entity's annual statement (docs/domain.md "Tax year"). */
export async function taxStatementOf(db: Reader, entityId: number, year: number): Promise<TaxStatement> {
  const [sums, landlord] = await Promise.all([sumYear(db, entityId, year), landlordOf(db, entityId)]);
  const entries = [...sums.properties.values()];
  const contractIds = [...new Set(entries.flatMap((entry) => [...entry.contracts.keys()]))];
  const propertyIds = [...new Set(entries.map((entry) => entry.propertyId))];
  const [contractRows, propertyRows] = await Promise.all([
    statementContracts(db, entityId, contractIds),
    statementProperties(db, entityId, propertyIds),
  ]);
  const contracts = new Map(contractRows.map((row) => [row.contractId, row]));
  const propertiesById = new Map(propertyRows.map((row) => [row.propertyId, row]));
  const properties = entries
    .map((entry) => propertyView(entry, propertiesById.get(entry.propertyId), contracts))
    .sort(
      (a, b) =>
        (a.name ?? a.address ?? '').localeCompare(b.name ?? b.address ?? '', 'pt') ||
        a.propertyId - b.propertyId ||
        a.currency.localeCompare(b.currency),
    );
  const currencies = [...sums.currencies.entries()].sort(([a], [b]) => a.localeCompare(b));
  return {
    year,
    landlord: { name: landlord?.name ?? '', fiscalNumber: landlord?.fiscalNumber ?? null },
    atReceiptsExempt: landlord?.exempt ?? false,
    properties,
    totals: currencies.map(([currency, entry]) => ({
      currency,
      ...toAmounts(entry.totals),
      expenses: fromCents(entry.expenses),
    })),
    reconciliation: currencies.map(([currency, entry]) => reconciliationOf(currency, entry)),
    anexoF: anexoFLines(properties),
  };
}
