import type { BankLine } from './bank-line';

/** A movement as a test writes it: its line, day, signed cents and description, nothing else read. */
export const movement = (line: number, date: string, amountCents: number, description: string): BankLine => ({
  line,
  date,
  amountCents,
  description,
  reference: null,
  balanceCents: null,
  bankId: null,
});
