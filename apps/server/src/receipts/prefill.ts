import { formatInvoiceAddress, type InvoiceInfo, type InvoicePropertyAddress, toCents } from '@arrenda/core';
import { rentPeriodText } from './format';
import type { PaymentRow, TenantRow } from './queries';

const money = (value: string | null) => (value === null ? null : Number(value));

/**
 * The part of the rent's retained tax a payment covers, in cents (DOMAIN.md "Receipts"): the tenant
 * pays the rent less the retained tax, so a payment of the whole net amount covers all of it, a
 * partial payment its share, and an overpayment no more than all of it.
 */
export function retainedShare(paymentCents: number, rentCents: number, retainedCents: number): number {
  if (retainedCents <= 0) return 0;
  const netCents = rentCents - retainedCents;
  if (netCents <= 0) return retainedCents;
  return Math.min(retainedCents, Math.round((retainedCents * paymentCents) / netCents));
}

/** The tenants on the receipt: all names and fiscal numbers; the first own address, else the property's. */
function tenantPrefill(tenants: readonly TenantRow[], address: InvoicePropertyAddress | null) {
  const fiscalNumbers = tenants.flatMap((row) => row.fiscalNumber ?? []);
  const addressed = tenants.find((row) => row.address !== null);
  return {
    tenantName: tenants.map((row) => row.name).join(', '),
    tenantFiscalNumber: fiscalNumbers.length > 0 ? fiscalNumbers.join(', ') : null,
    tenantAddress: addressed?.address ?? (address && formatInvoiceAddress(address, false)),
    tenantPostalCode: addressed ? addressed.postalCode : (address?.postalCode ?? null),
  };
}

/** The server invoice info with the receipt form's prefill (spec section 3). */
export function invoicePrefill(
  row: PaymentRow,
  address: InvoicePropertyAddress | null,
  tenants: readonly TenantRow[],
  receiptNumber: string,
  emissionDate: string,
): InvoiceInfo {
  const paymentCents = toCents(Number(row.amount));
  const retainedCents = retainedShare(
    paymentCents,
    toCents(Number(row.rentAmount)),
    toCents(money(row.retainedAmount) ?? 0),
  );
  const amountCents = paymentCents + retainedCents;
  const taxableAmount = money(row.taxableAmount);
  const rentCents = retainedCents > 0 || taxableAmount === null ? amountCents : toCents(taxableAmount);
  return {
    entityLegalName: row.legalName ?? row.entityName,
    entityAddress: row.address,
    entityPostalCode: row.postalCode,
    entityPhone: row.phone,
    entityFinanceNumber: row.financeNumber,
    propertyAddress: address,
    ...tenantPrefill(tenants, address),
    paymentDate: row.paymentDate.toISOString(),
    paymentPeriodDate: row.paymentPeriodDate.toISOString(),
    amount: amountCents / 100,
    taxableAmount,
    retainedAmount: retainedCents > 0 ? retainedCents / 100 : null,
    receiptNumber,
    rentPeriod: rentPeriodText(row.paymentPeriodDate),
    rentAmount: rentCents / 100,
    amountToPay: (rentCents - retainedCents) / 100,
    emissionDate,
  };
}
