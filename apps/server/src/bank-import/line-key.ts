import { createHash } from 'node:crypto';
import type { BankLine } from './bank-line';

/**
 * Each movement's key (docs/domain.md "Bank statement import"): a hash of its day, amount,
 * description (spaces and case folded), and its balance after it and bank id where the file has
 * them; identical movements of one file are told apart by their order among themselves (the
 * second 50 € transfer of a day from the same person is not the first). The same movement read
 * from the same statement, or from another statement overlapping it, gets the same key.
 */
export function lineKeys(lines: readonly BankLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const parts = [
      line.date,
      String(line.amountCents),
      line.description.replace(/\s+/g, ' ').trim().toUpperCase(),
      line.balanceCents === null ? '' : String(line.balanceCents),
      line.bankId ?? '',
    ].join('\u0001');
    const occurrence = (seen.get(parts) ?? 0) + 1;
    seen.set(parts, occurrence);
    return createHash('sha256').update(`${parts}\u0001${occurrence}`).digest('hex');
  });
}
