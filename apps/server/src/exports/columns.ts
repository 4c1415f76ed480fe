import { formatInvoiceAddress, type Language } from '@arrenda/core';
import { textCell } from './csv';
import type { CsvLocale } from './locale';
import {
  type AddressColumns,
  type ExpenseRow,
  type PaymentRow,
  type PlaceColumns,
  placeAddress,
  type RentRow,
} from './queries';

/** A column of an export: its header in each language and its cell of a row. */
export interface Column<Row> {
  header: Record<Language, string>;
  cell: (row: Row, locale: CsvLocale) => string;
}

/** The header row in the reader's language, then a row per record. */
export function table<Row>(columns: readonly Column<Row>[], rows: readonly Row[], locale: CsvLocale) {
  return [
    columns.map((column) => column.header[locale.language]),
    ...rows.map((row) => columns.map((column) => column.cell(row, locale))),
  ];
}

const address = (row: AddressColumns) => {
  const found = placeAddress(row);
  return textCell(found && formatInvoiceAddress(found));
};

const property = (row: PlaceColumns, locale: CsvLocale) =>
  textCell(locale.property(row.propertyName, row.propertyType));

/** One row per rent of the period (by its payment period's month). */
export const rentColumns: Column<RentRow>[] = [
  { header: { en: 'Property', pt: 'Imóvel' }, cell: property },
  { header: { en: 'Address', pt: 'Morada' }, cell: address },
  { header: { en: 'Tenants', pt: 'Inquilinos' }, cell: (row) => textCell(row.tenants) },
  { header: { en: 'Contract', pt: 'Contrato' }, cell: (row) => String(row.contractId) },
  { header: { en: 'Period', pt: 'Período' }, cell: (row, l) => l.date(row.period) },
  { header: { en: 'Due date', pt: 'Data limite' }, cell: (row, l) => l.date(row.dueDate) },
  { header: { en: 'Currency', pt: 'Moeda' }, cell: (row) => textCell(row.currency) },
  { header: { en: 'Amount', pt: 'Valor' }, cell: (row, l) => l.amount(row.amount) },
  { header: { en: 'Retained', pt: 'Retido' }, cell: (row, l) => l.amount(row.retained) },
  { header: { en: 'Taxable', pt: 'Tributável' }, cell: (row, l) => l.amount(row.taxable) },
  { header: { en: 'Paid', pt: 'Pago' }, cell: (row, l) => l.amount(row.paid) },
  { header: { en: 'To pay', pt: 'A pagar' }, cell: (row, l) => l.amount(row.toPay) },
  { header: { en: 'Status', pt: 'Estado' }, cell: (row, l) => l.status(row.status) },
];

/** One row per payment dated in the period. */
export const paymentColumns: Column<PaymentRow>[] = [
  { header: { en: 'Payment date', pt: 'Data de pagamento' }, cell: (row, l) => l.date(row.paymentDate) },
  { header: { en: 'Property', pt: 'Imóvel' }, cell: property },
  { header: { en: 'Address', pt: 'Morada' }, cell: address },
  { header: { en: 'Tenants', pt: 'Inquilinos' }, cell: (row) => textCell(row.tenants) },
  { header: { en: 'Contract', pt: 'Contrato' }, cell: (row) => String(row.contractId) },
  { header: { en: 'Rent period', pt: 'Período da renda' }, cell: (row, l) => l.date(row.rentPeriod) },
  { header: { en: 'Currency', pt: 'Moeda' }, cell: (row) => textCell(row.currency) },
  { header: { en: 'Amount', pt: 'Valor' }, cell: (row, l) => l.amount(row.amount) },
  {
    header: { en: 'Taxable amount', pt: 'Valor tributável' },
    cell: (row, l) => (row.taxable === null ? '' : l.amount(row.taxable)),
  },
  { header: { en: 'Description', pt: 'Descrição' }, cell: (row) => textCell(row.description) },
  { header: { en: 'Receipt number', pt: 'Número do recibo' }, cell: (row) => textCell(row.receiptNumber) },
];

/** One row per expense dated in the period; the entity's own expenses have no property. */
export const expenseColumns: Column<ExpenseRow>[] = [
  { header: { en: 'Date', pt: 'Data' }, cell: (row, l) => l.date(row.date) },
  {
    header: { en: 'Property', pt: 'Imóvel' },
    cell: (row, l) =>
      row.propertyType === null ? '' : textCell(l.property(row.propertyName, row.propertyType)),
  },
  { header: { en: 'Address', pt: 'Morada' }, cell: address },
  { header: { en: 'Name', pt: 'Nome' }, cell: (row) => textCell(row.name) },
  { header: { en: 'Description', pt: 'Descrição' }, cell: (row) => textCell(row.description) },
  { header: { en: 'Currency', pt: 'Moeda' }, cell: (row) => textCell(row.currency) },
  { header: { en: 'Amount', pt: 'Valor' }, cell: (row, l) => l.amount(row.amount) },
  {
    header: { en: 'Included in yield', pt: 'Incluída na rentabilidade' },
    cell: (row, l) => l.yesNo(row.includeInYield),
  },
];
