import { formatInvoiceAddress, type InvoiceInfo, type InvoicePropertyAddress } from '@arrenda/core';
import { amountOrNull, centsOf, fromCents, toCents } from '../db/money';
import { rentPeriodText } from './format';
import type { PaymentRow, TenantRow } from './queries';

/**
 * The part of the rent's retained tax a payment covers, in cents (docs/domain.md "Receipts"): the tenant
 * pays the rent less the retained tax, so a payment of the whole net amount covers all of it, a
 * partial payment its share, and an overpayment no more than all of it.
 */
export function retainedShare(paymentCents: number, rentCents: number, retainedCents: number): number {
  if (retainedCents <= 0) return 0;
  const netCents = rentCents - retainedCents;
  if (netCents <= 0) return retainedCents;
  return Math.min(retainedCents, Math.round((retainedCents * paymentCents) / netCents));
}

/**
 * The tenants on the receipt (and on the rent update letter): all names and fiscal numbers; the first
 * own address, else the property's.
 */
export function tenantPrefill(tenants: readonly TenantRow[], address: InvoicePropertyAddress | null) {
  const fiscalNumbers = tenants.flatMap((row) => row.fiscalNumber ?? []);
  const addressed = tenants.find((row) => row.address !== null);
  return {
    tenantName: tenants.map((row) => row.name).join(', '),
    tenantFiscalNumber: fiscalNumbers.length > 0 ? fiscalNumbers.join(', ') : null,
    tenantAddress: addressed?.address ?? (address && formatInvoiceAddress(address, false)),
    tenantPostalCode: addressed ? addressed.postalCode : (address?.postalCode ?? null),
  };
}

/**
 * What a payment's receipt counts, in cents (docs/domain.md "Receipts"): the payment plus the retained tax
 * it covers, split into the taxable rent (the payment's own taxable amount, else its share of the
 * rent's, else all of it) and the extra charges; the retention is a part of the taxable rent.
 */
export function receiptAmounts(row: PaymentRow) {
  const paymentCents = centsOf(row.amount);
  const rentCents = centsOf(row.rentAmount);
  const retainedCents = retainedShare(
    paymentCents,
    rentCents,
    toCents(amountOrNull(row.retainedAmount) ?? 0),
  );
  const amountCents = paymentCents + retainedCents;
  const paymentTaxable = amountOrNull(row.taxableAmount);
  const rentTaxable = amountOrNull(row.rentTaxableAmount);
  let taxableCents = amountCents;
  if (paymentTaxable !== null) taxableCents = toCents(paymentTaxable);
  else if (rentTaxable !== null && rentCents > 0) {
    taxableCents = Math.round((amountCents * toCents(rentTaxable)) / rentCents);
  }
  taxableCents = Math.min(amountCents, Math.max(taxableCents, retainedCents));
  return { amountCents, taxableCents, extraCents: amountCents - taxableCents, retainedCents };
}

/** What the receipt says about the property besides its address: its tax article and fraction. */
export interface PropertyTax {
  article: string | null;
  fraction: string | null;
}

/** The server invoice info with the receipt form's prefill (docs/product.md#records-and-fields). */
export function invoicePrefill(
  row: PaymentRow,
  address: InvoicePropertyAddress | null,
  tax: PropertyTax,
  tenants: readonly TenantRow[],
  receiptNumber: string,
  emissionDate: string,
): InvoiceInfo {
  const { amountCents, taxableCents, extraCents, retainedCents } = receiptAmounts(row);
  return {
    entityLegalName: row.legalName ?? row.entityName,
    entityAddress: row.address,
    entityPostalCode: row.postalCode,
    entityPhone: row.phone,
    entityFinanceNumber: row.financeNumber,
    entityCity: row.city,
    propertyAddress: address,
    propertyArticle: tax.article,
    propertyFraction: tax.fraction,
    ...tenantPrefill(tenants, address),
    tenantEmails: tenants.flatMap((tenant) => tenant.email ?? []),
    mailReceipts: row.mailReceipts,
    paymentDate: row.paymentDate.toISOString(),
    paymentPeriodDate: row.paymentPeriodDate.toISOString(),
    amount: fromCents(amountCents),
    taxableAmount: amountOrNull(row.taxableAmount),
    retainedAmount: retainedCents > 0 ? fromCents(retainedCents) : null,
    receiptNumber,
    rentPeriod: rentPeriodText(row.paymentPeriodDate),
    rentAmount: fromCents(taxableCents),
    extraAmount: extraCents > 0 ? fromCents(extraCents) : null,
    extraDescription: extraCents > 0 ? row.extraDescription : null,
    amountToPay: fromCents(amountCents - retainedCents),
    emissionDate,
  };
}
