/**
 * One movement of a bank statement as every format is read into (docs/domain.md "Bank statement
 * import"): its day, its amount in signed whole cents (credits above 0), what the bank wrote about
 * it, and what some formats add.
 */
export interface BankLine {
  /** The line of the file it was read from (1 for the first), for the messages. */
  line: number;
  /** 'YYYY-MM-DD'. */
  date: string;
  amountCents: number;
  description: string;
  /** The payment's reference (a CSV's mapped column, OFX's CHECKNUM or REFNUM, CAMT's end-to-end id). */
  reference: string | null;
  /** The account's balance after the movement, where the file gives it. */
  balanceCents: number | null;
  /** The bank's own id of the movement (OFX FITID, CAMT AcctSvcrRef), where the file gives it. */
  bankId: string | null;
}

/** A file the import cannot read, with the line at fault (docs/domain.md "Bank statement import"). */
export class BankFileError extends Error {
  constructor(
    readonly line: number,
    readonly reason: BankFileReason,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

export type BankFileReason =
  | 'noMovements'
  | 'headerNotFound'
  | 'badDate'
  | 'badAmount'
  | 'missingColumn'
  | 'notOfx'
  | 'notCamt';

/** The decimal marks a statement's amounts may use. */
export type DecimalMark = ',' | '.';

const AMOUNT = {
  ',': /^([+-]?)(\d{1,3}(?:[. ]\d{3})*|\d+)(?:,(\d{1,2}))?$/,
  '.': /^([+-]?)(\d{1,3}(?:[, ]\d{3})*|\d+)(?:\.(\d{1,2}))?$/,
} as const;

/**
 * An amount as a bank writes it, in signed whole cents, or null when it is not one: '1.234,56',
 * '-350,00', '1 234,5' with a decimal comma; '1,234.56' with a point; a trailing minus ('350,00-')
 * and a currency sign or code around it are allowed. Never through a float.
 */
export function parseAmount(text: string, decimal: DecimalMark): number | null {
  let cleaned = text
    .replace(/\u00a0/g, ' ')
    .replace(/€|EUR/gi, '')
    .trim();
  if (cleaned.endsWith('-')) cleaned = `-${cleaned.slice(0, -1).trim()}`;
  const match = AMOUNT[decimal].exec(cleaned);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const cents = Number(whole.replace(/[ .,]/g, '')) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' ? -cents : cents;
}

/** How a statement writes its days. */
export type DateOrder = 'DMY' | 'YMD' | 'MDY';

/** A day as a bank writes it ('31/01/2026', '31-01-2026', '2026-01-31', '31.01.26'), as 'YYYY-MM-DD', or null. */
export function parseDay(text: string, order: DateOrder): string | null {
  const parts = text.trim().split(/[/.-]/);
  if (parts.length !== 3 || parts.some((part) => !/^\d+$/.test(part))) return null;
  const [a = '', b = '', c = ''] = parts;
  const [year, month, day] = order === 'YMD' ? [a, b, c] : order === 'DMY' ? [c, b, a] : [c, a, b];
  const fullYear = year.length === 2 ? `20${year}` : year;
  if (fullYear.length !== 4) return null;
  const iso = `${fullYear}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}
