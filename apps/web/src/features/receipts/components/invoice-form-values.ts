import { formatInvoiceAddress, type InvoiceBody, type InvoiceInfo } from '@arrenda/core';
import { dayOf } from '@/lib/dates';

/** What the receipt form holds; named like the payload ("Invoice PDF data", docs/product.md#records-and-fields). */
export interface InvoiceFormValues {
  landlordName: string;
  landlordAddress: string;
  landlordPostalCode: string;
  landlordPhoneNumber: string;
  landlordTaxNumber: string;
  landlordCity: string;
  propertyAddress: string;
  propertyArticle: string;
  propertyFraction: string;
  tenantTaxNumber: string;
  tenantName: string;
  tenantAddress: string;
  tenantPostalCode: string;
  receiptNumber: string;
  /** 'YYYY-MM-DD'. */
  paymentDate: string | null;
  emissionDate: string | null;
  rentPeriod: string;
  rentAmount: number | null;
  extraAmount: number | null;
  extraDescription: string;
  retainedAmount: number | null;
}

export type InvoiceField = keyof InvoiceFormValues;

/** The form prefilled from the server's invoice info (docs/product.md#records-and-fields, "prefill"). */
export const invoiceValuesOf = (info: InvoiceInfo): InvoiceFormValues => ({
  landlordName: info.entityLegalName,
  landlordAddress: info.entityAddress ?? '',
  landlordPostalCode: info.entityPostalCode ?? '',
  landlordPhoneNumber: info.entityPhone ?? '',
  landlordTaxNumber: info.entityFinanceNumber ?? '',
  landlordCity: info.entityCity ?? '',
  propertyAddress: info.propertyAddress ? formatInvoiceAddress(info.propertyAddress) : '',
  propertyArticle: info.propertyArticle ?? '',
  propertyFraction: info.propertyFraction ?? '',
  tenantTaxNumber: info.tenantFiscalNumber ?? '',
  tenantName: info.tenantName,
  tenantAddress: info.tenantAddress ?? '',
  tenantPostalCode: info.tenantPostalCode ?? '',
  receiptNumber: info.receiptNumber,
  paymentDate: dayOf(info.paymentDate),
  emissionDate: info.emissionDate,
  rentPeriod: info.rentPeriod,
  rentAmount: info.rentAmount,
  extraAmount: info.extraAmount,
  extraDescription: info.extraDescription ?? '',
  retainedAmount: info.retainedAmount,
});

/** The form again with the data the user checked (back from the preview). */
export const formValuesOf = (invoice: InvoiceBody): InvoiceFormValues => ({
  ...invoice,
  landlordCity: invoice.landlordCity ?? '',
  propertyArticle: invoice.propertyArticle ?? '',
  propertyFraction: invoice.propertyFraction ?? '',
  extraAmount: invoice.extraAmount ?? null,
  extraDescription: invoice.extraDescription ?? '',
  retainedAmount: invoice.retainedAmount ?? null,
});
