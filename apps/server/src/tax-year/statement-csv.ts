import {
  type ExpenseTaxCategory,
  expenseTaxCategoryName,
  type Language,
  type TaxAmounts,
  type TaxStatement,
  type TaxStatementContract,
  type TaxStatementProperty,
} from '@arrenda/core';
import { moneyText } from '../db/money';
import { type Column, table } from '../exports/columns';
import { csvFile, textCell } from '../exports/csv';
import { csvLocale } from '../exports/locale';
import { attachmentDisposition } from '../files/attachment';

/** One line of the statement's file: a contract's month of payments, or a property's expenses of a category. */
interface StatementLine {
  property: TaxStatementProperty;
  contract: TaxStatementContract | null;
  /** 'YYYY-MM' of a month's payments. */
  month: string | null;
  amounts: TaxAmounts | null;
  expense: { category: ExpenseTaxCategory | null; amount: number } | null;
}

const money = (amount: number | undefined) => (amount === undefined ? '' : moneyText(amount));

const columns: Column<StatementLine>[] = [
  {
    header: { en: 'Property', pt: 'Imóvel' },
    cell: (row, l) => textCell(l.property(row.property.name, row.property.propertyType.name)),
  },
  { header: { en: 'Address', pt: 'Morada' }, cell: (row) => textCell(row.property.address) },
  { header: { en: 'Parish code', pt: 'Freguesia' }, cell: (row) => textCell(row.property.locationCode) },
  { header: { en: 'Type', pt: 'Tipo' }, cell: (row) => textCell(row.property.locationType) },
  { header: { en: 'Article', pt: 'Artigo' }, cell: (row) => textCell(row.property.article) },
  { header: { en: 'Fraction', pt: 'Fração' }, cell: (row) => textCell(row.property.fraction) },
  {
    header: { en: 'Tenants', pt: 'Inquilinos' },
    cell: (row) => textCell(row.contract?.tenants.map((tenant) => tenant.name).join(', ') ?? null),
  },
  {
    header: { en: 'Tenant tax numbers', pt: 'NIF dos inquilinos' },
    cell: (row) =>
      textCell(row.contract?.tenants.flatMap((tenant) => tenant.fiscalNumber ?? []).join(', ') ?? null),
  },
  {
    header: { en: 'Withholding tenant', pt: 'NIF do arrendatário que retém' },
    cell: (row) => textCell(row.contract?.withholdingFiscalNumber ?? null),
  },
  {
    header: { en: 'Contract number (AT)', pt: 'N.º do contrato (AT)' },
    cell: (row) => textCell(row.contract?.atContractNumber ?? null),
  },
  { header: { en: 'Month', pt: 'Mês' }, cell: (row, l) => (row.month ? l.date(row.month) : '') },
  { header: { en: 'Currency', pt: 'Moeda' }, cell: (row) => textCell(row.property.currency) },
  { header: { en: 'Received', pt: 'Recebido' }, cell: (row, l) => amountCell(row.amounts?.received, l) },
  { header: { en: 'Retained', pt: 'Retido' }, cell: (row, l) => amountCell(row.amounts?.retained, l) },
  { header: { en: 'Rent', pt: 'Renda' }, cell: (row, l) => amountCell(row.amounts?.gross, l) },
  { header: { en: 'Taxable', pt: 'Tributável' }, cell: (row, l) => amountCell(row.amounts?.taxable, l) },
  { header: { en: 'Extra charges', pt: 'Encargos' }, cell: (row, l) => amountCell(row.amounts?.extra, l) },
  {
    header: { en: 'Expense category', pt: 'Categoria da despesa' },
    cell: (row, l) => (row.expense ? textCell(expenseTaxCategoryName(l.language, row.expense.category)) : ''),
  },
  { header: { en: 'Expenses', pt: 'Despesas' }, cell: (row, l) => amountCell(row.expense?.amount, l) },
];

function amountCell(amount: number | undefined, locale: ReturnType<typeof csvLocale>) {
  const text = money(amount);
  return text === '' ? '' : locale.amount(text);
}

/** Each property's contracts month by month (months without payments left out), then its expenses in the yield. */
function statementLines(statement: TaxStatement): StatementLine[] {
  return statement.properties.flatMap((property) => [
    ...property.contracts.flatMap((contract) =>
      contract.months.flatMap((amounts, index) =>
        amounts.gross === 0
          ? []
          : [
              {
                property,
                contract,
                month: `${statement.year}-${String(index + 1).padStart(2, '0')}`,
                amounts,
                expense: null,
              },
            ],
      ),
    ),
    ...property.expenses.map((expense) => ({
      property,
      contract: null,
      month: null,
      amounts: null,
      expense,
    })),
  ]);
}

/** GET /entities/{id}/taxYear/{year}/csv: the statement as a CSV file in the reader's conventions. */
export function statementCsv(statement: TaxStatement, language: Language) {
  const locale = csvLocale(language);
  const name = language === 'pt' ? 'declaracao-anual' : 'annual-statement';
  return {
    body: csvFile(table(columns, statementLines(statement), locale), locale.separator),
    disposition: attachmentDisposition(`arrenda-${name}-${statement.year}.csv`),
  };
}
