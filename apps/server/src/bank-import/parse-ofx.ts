import { parseSync } from 'ofx-js';
import { BankFileError, type BankLine, parseAmount } from './bank-line';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every STMTTRN of the parsed file, wherever it stands (bank or card statements, one or several). */
function transactions(value: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(value)) {
    for (const item of value) transactions(item, found);
  } else if (isNode(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'STMTTRN') {
        for (const item of Array.isArray(child) ? child : [child]) if (isNode(item)) found.push(item);
      } else transactions(child, found);
    }
  }
  return found;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The movements of an OFX or QFX file (1.x SGML or 2.x XML, read by ofx-js): each STMTTRN's posting
 * day (DTPOSTED, its first eight digits), signed amount (TRNAMT, a decimal point), name and memo,
 * reference (CHECKNUM, else REFNUM) and the bank's id (FITID). Their line is their order in the
 * file, from 1: OFX has no lines of its own to name.
 */
export function parseOfxStatement(content: string): BankLine[] {
  let parsed: ReturnType<typeof parseSync>;
  try {
    parsed = parseSync(content);
  } catch {
    throw new BankFileError(1, 'notOfx');
  }
  const movements = transactions(parsed.OFX);
  if (movements.length === 0) throw new BankFileError(1, 'noMovements');
  return movements.map((movement, index) => {
    const line = index + 1;
    const posted = /^(\d{4})(\d{2})(\d{2})/.exec(text(movement.DTPOSTED));
    if (!posted) throw new BankFileError(line, 'badDate');
    const amountCents = parseAmount(text(movement.TRNAMT), '.');
    if (amountCents === null) throw new BankFileError(line, 'badAmount');
    const description = [text(movement.NAME), text(movement.MEMO)].filter(Boolean).join(' — ');
    return {
      line,
      date: `${posted[1]}-${posted[2]}-${posted[3]}`,
      amountCents,
      description,
      reference: text(movement.CHECKNUM) || text(movement.REFNUM) || null,
      balanceCents: null,
      bankId: text(movement.FITID) || null,
    };
  });
}
