import Papa from 'papaparse';
import {
  BankFileError,
  type BankLine,
  type DateOrder,
  type DecimalMark,
  parseAmount,
  parseDay,
} from './bank-line';

/**
 * Which columns of a bank's CSV hold what, by their header's text, as the user mapped them once
 * per entity (docs/domain.md "Bank statement import"). The amount is one signed column, or a credit
 * and a debit column.
 */
export interface CsvMapping {
  date: string;
  description: string;
  amount?: string;
  credit?: string;
  debit?: string;
  reference?: string;
  balance?: string;
  dateOrder: DateOrder;
  decimal: DecimalMark;
}

/** The file's text: UTF-8 when its bytes are, else Windows-1252 (Latin-1 as banks write it). */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const normal = (text: string) => text.trim().toLowerCase();

/** The index of each mapped header in the first row that holds them all (banks print lines above the table). */
function findHeader(rows: readonly string[][], names: readonly string[]) {
  const wanted = names.map(normal);
  for (const [index, row] of rows.entries()) {
    const cells = row.map(normal);
    if (wanted.every((name) => cells.includes(name))) {
      return { index, column: (name: string) => cells.indexOf(normal(name)) };
    }
  }
  throw new BankFileError(1, 'headerNotFound');
}

/**
 * The movements of a bank's CSV statement: its separator (`;` or `,` or a tab) found by papaparse,
 * its encoding by decodeText, its table by its mapped headers; a line whose day or amount cannot be
 * read is refused with its line number; blank lines, and lines with neither a day nor an amount
 * (a closing balance, totals), are skipped.
 */
export function parseCsvStatement(bytes: Uint8Array, mapping: CsvMapping): BankLine[] {
  const { data } = Papa.parse<string[]>(decodeText(bytes), { delimiter: '', skipEmptyLines: false });
  const names = [
    mapping.date,
    mapping.description,
    mapping.amount,
    mapping.credit,
    mapping.debit,
    mapping.reference,
    mapping.balance,
  ].filter((name): name is string => Boolean(name));
  const header = findHeader(data, names);
  const column = (name: string | undefined) => (name ? header.column(name) : -1);
  const at = {
    date: column(mapping.date),
    description: column(mapping.description),
    amount: column(mapping.amount),
    credit: column(mapping.credit),
    debit: column(mapping.debit),
    reference: column(mapping.reference),
    balance: column(mapping.balance),
  };
  if (at.amount < 0 && (at.credit < 0 || at.debit < 0))
    throw new BankFileError(header.index + 1, 'missingColumn');
  const lines: BankLine[] = [];
  for (const [index, row] of data.entries()) {
    if (index <= header.index) continue;
    const line = index + 1;
    const cell = (position: number) => (position >= 0 ? (row[position] ?? '').trim() : '');
    if (row.every((value) => value.trim() === '') || cell(at.date) === '') continue;
    const date = parseDay(cell(at.date), mapping.dateOrder);
    const amounts = [at.amount, at.credit, at.debit].map(cell).join('');
    // A closing line ("Saldo final", totals) has no day and no movement's amount: the table ends.
    if (!date && amounts === '') continue;
    if (!date) throw new BankFileError(line, 'badDate');
    const amountCents = amountOf(cell, at, mapping.decimal);
    if (amountCents === null) throw new BankFileError(line, 'badAmount');
    const balance = cell(at.balance);
    lines.push({
      line,
      date,
      amountCents,
      description: cell(at.description),
      reference: cell(at.reference) || null,
      balanceCents: balance ? parseAmount(balance, mapping.decimal) : null,
      bankId: null,
    });
  }
  if (lines.length === 0) throw new BankFileError(header.index + 1, 'noMovements');
  return lines;
}

/** The movement's signed amount: its one column, or its credit less its debit (either may be blank). */
function amountOf(
  cell: (position: number) => string,
  at: { amount: number; credit: number; debit: number },
  decimal: DecimalMark,
): number | null {
  if (at.amount >= 0) return parseAmount(cell(at.amount), decimal);
  const credit = cell(at.credit);
  const debit = cell(at.debit);
  const creditCents = credit ? parseAmount(credit, decimal) : 0;
  const debitCents = debit ? parseAmount(debit, decimal) : 0;
  if (creditCents === null || debitCents === null || (!credit && !debit)) return null;
  return creditCents - Math.abs(debitCents);
}
