import { z } from 'zod';
import { msg } from '../messages';
import { toCents } from '../money';
import { requiredDay } from './days';
import { isWholeCents, optionalMoney, optionalText, requiredNumberError, requiredText } from './fields';

/** Amounts in words are right only below a thousand million (docs/domain.md "Receipts", `extenso`). */
export const RECEIPT_AMOUNT_MAX = 999_999_999.99;

/** Receipt numbers: `YYYY/N` as proposed, or the user's own, in letters, digits, '/', '-', '.' and spaces. */
const RECEIPT_NUMBER = /^[\p{L}\p{N}/.\- ]+$/u;
const receiptNumber = requiredText(30, msg('validation.receiptNumberRequired')).regex(
  RECEIPT_NUMBER,
  msg('validation.receiptNumberInvalid'),
);

const rentAmount = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .number({ error: requiredNumberError(msg('validation.rentAmountRequired')) })
    .positive(msg('validation.positive'))
    .max(RECEIPT_AMOUNT_MAX, msg('validation.maxNumber', RECEIPT_AMOUNT_MAX))
    .refine(isWholeCents, msg('validation.maxTwoDecimals')),
);

/** The "Invoice PDF data" of docs/product.md#records-and-fields without the amounts the server computes. */
const invoiceFields = {
  landlordName: requiredText(120, msg('validation.landlordNameRequired')),
  landlordAddress: requiredText(250, msg('validation.landlordAddressRequired')),
  landlordPostalCode: requiredText(30, msg('validation.landlordPostalCodeRequired')),
  landlordPhoneNumber: requiredText(20, msg('validation.landlordPhoneRequired')),
  landlordTaxNumber: requiredText(20, msg('validation.landlordTaxNumberRequired')),
  landlordCity: optionalText(60),
  propertyAddress: requiredText(300, msg('validation.propertyAddressRequired')),
  /** The property's tax article (artigo matricial) and fraction, as the tax records name them. */
  propertyArticle: optionalText(30),
  propertyFraction: optionalText(30),
  tenantTaxNumber: requiredText(120, msg('validation.tenantTaxNumberRequired')),
  tenantName: requiredText(250, msg('validation.tenantNameRequired')),
  tenantAddress: requiredText(300, msg('validation.tenantAddressRequired')),
  tenantPostalCode: requiredText(30, msg('validation.tenantPostalCodeRequired')),
  receiptNumber,
  paymentDate: requiredDay(msg('validation.paymentDateRequired')),
  emissionDate: requiredDay(msg('validation.emissionDateRequired')),
  rentPeriod: requiredText(60, msg('validation.rentPeriodRequired')),
  /** The taxable rent; the retention is on it only. */
  rentAmount,
  /** Charges paid with the rent that are not rent (condominium, utilities): never taxed. */
  extraAmount: optionalMoney.optional(),
  extraDescription: optionalText(255),
  retainedAmount: optionalMoney.optional(),
};

/**
 * The retained amount is a part of the taxable rent: never more than it. The rent and the extra
 * charges together stay below the amount whose words are right.
 */
function retainedWithinRent(
  body: {
    rentAmount: number;
    extraAmount?: number | null | undefined;
    retainedAmount?: number | null | undefined;
  },
  ctx: z.RefinementCtx,
) {
  if (toCents(body.retainedAmount ?? 0) > toCents(body.rentAmount)) {
    ctx.addIssue({ code: 'custom', path: ['retainedAmount'], message: msg('validation.retainedAboveRent') });
  }
  if (toCents(body.rentAmount) + toCents(body.extraAmount ?? 0) > toCents(RECEIPT_AMOUNT_MAX)) {
    ctx.addIssue({
      code: 'custom',
      path: ['extraAmount'],
      message: msg('validation.maxNumber', RECEIPT_AMOUNT_MAX),
    });
  }
}

/**
 * The receipt data the user checks on the pdf/create screen (docs/product.md#records-and-fields and #validation): every field is
 * required but the retained amount. amountToPay and amountToPayText are never taken from the
 * client: the server computes them (rentAmount + extraAmount - retainedAmount, and that amount in words).
 */
export const invoiceBody = z.object(invoiceFields).superRefine(retainedWithinRent);
export type InvoiceBody = z.infer<typeof invoiceBody>;
export type InvoiceForm = z.input<typeof invoiceBody>;

/**
 * POST .../payments/{paymentId}/pdf: the invoice data, where a blank receipt number asks the server
 * to issue the next number of the entity's series (what concurrent callers should do).
 */
export const invoiceRequest = z
  .object({
    ...invoiceFields,
    receiptNumber: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      receiptNumber.nullable().optional(),
    ),
    /** Mail the receipt to the tenants; the entity's default when left out. */
    sendToTenant: z.boolean().optional(),
  })
  .superRefine(retainedWithinRent);
export type InvoiceRequest = z.infer<typeof invoiceRequest>;

/** The property's address as the receipt prints it (docs/product.md#records-and-fields, "Server invoice info"). */
export const invoicePropertyAddress = z.object({
  street: z.string(),
  number: z.string(),
  floor: z.string().nullable(),
  mailBox: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string(),
});
export type InvoicePropertyAddress = z.infer<typeof invoicePropertyAddress>;

/** "Rua Augusta 12, 2Esq, 1100-053 Lisboa"; without the postal code when it is printed apart. */
export function formatInvoiceAddress(address: InvoicePropertyAddress, withPostalCode = true): string {
  const place = [withPostalCode ? address.postalCode : null, address.city].filter(Boolean).join(' ');
  return [`${address.street} ${address.number}`, address.floor, address.mailBox, place]
    .filter(Boolean)
    .join(', ');
}

/**
 * GET .../payments/{paymentId}/pdf: the "Server invoice info" of docs/product.md#records-and-fields with the prefill of
 * the receipt form already applied by the server.
 */
export const invoiceInfo = z.object({
  /** The entity's legal name, or its name when it has none. */
  entityLegalName: z.string(),
  entityAddress: z.string().nullable(),
  entityPostalCode: z.string().nullable(),
  entityPhone: z.string().nullable(),
  entityFinanceNumber: z.string().nullable(),
  entityCity: z.string().nullable(),
  /** The property's tax article and fraction, else its nearest parent's. */
  propertyArticle: z.string().nullable(),
  propertyFraction: z.string().nullable(),
  /** The contract property's address, or its nearest parent's; null when none has one. */
  propertyAddress: invoicePropertyAddress.nullable(),
  /** The contract's tenants, joined with ', '; fiscal numbers of those who have one. */
  tenantFiscalNumber: z.string().nullable(),
  tenantName: z.string(),
  /** The first tenant's own address and postal code, else the property's. */
  tenantAddress: z.string().nullable(),
  tenantPostalCode: z.string().nullable(),
  /** The tenants' e-mails, where the receipt is mailed. */
  tenantEmails: z.array(z.string()),
  /** Whether the entity mails receipts to the tenants by default. */
  mailReceipts: z.boolean(),
  /** ISO date-times. */
  paymentDate: z.string(),
  paymentPeriodDate: z.string(),
  /** What the payment covers: its amount plus its share of the rent's retained tax. */
  amount: z.number(),
  taxableAmount: z.number().nullable(),
  retainedAmount: z.number().nullable(),
  /** The payment's receipt number if it has one, else the next one of the series (not consumed). */
  receiptNumber: z.string(),
  /** 'janeiro de 2026'. */
  rentPeriod: z.string(),
  /** The taxable part of amount (docs/domain.md "Receipts"), and the rest as extra charges. */
  rentAmount: z.number(),
  extraAmount: z.number().nullable(),
  extraDescription: z.string().nullable(),
  amountToPay: z.number(),
  /** Today in Portugal, 'YYYY-MM-DD'. */
  emissionDate: z.string(),
});
export type InvoiceInfo = z.infer<typeof invoiceInfo>;

/** A receipt issued for a payment: its number, when it was issued, voided and mailed. */
export const issuedReceiptView = z.object({
  id: z.number(),
  number: z.string(),
  /** ISO date-times. */
  issuedAt: z.string(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type IssuedReceiptView = z.infer<typeof issuedReceiptView>;

/** POST .../receipts/{receiptId}/void: why the receipt is cancelled (a new one may then be issued). */
export const voidReceiptBody = z.object({
  reason: requiredText(255, msg('validation.voidReasonRequired')),
});
export type VoidReceiptBody = z.infer<typeof voidReceiptBody>;
