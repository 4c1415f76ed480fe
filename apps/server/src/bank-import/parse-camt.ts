import { XMLParser } from 'fast-xml-parser';
import { BankFileError, type BankLine, parseAmount } from './bank-line';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
const child = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (isNode(node) ? node[key] : undefined), value);
const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number'
    ? String(value).trim()
    : isNode(value)
      ? text(value['#text'])
      : '';

/** Namespaces stripped, every value kept as text (an amount is never read through a float). */
const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
});

/**
 * The movements of an ISO 20022 CAMT.053 statement (fast-xml-parser): each entry (Ntry) of each
 * statement, its booking day (else its value day), its amount signed by CdtDbtInd (DBIT below 0),
 * what it says (the unstructured remittance texts, else the additional entry information), the
 * counterparty's name before it, its end-to-end id as reference and the bank's reference
 * (AcctSvcrRef). Their line is their order in the file, from 1.
 */
export function parseCamtStatement(content: string): BankLine[] {
  let document: unknown;
  try {
    document = parser.parse(content, true);
  } catch {
    throw new BankFileError(1, 'notCamt');
  }
  const statements = list(child(document, 'Document', 'BkToCstmrStmt', 'Stmt'));
  if (statements.length === 0) throw new BankFileError(1, 'notCamt');
  const entries = statements.flatMap((statement) => list(child(statement, 'Ntry')));
  if (entries.length === 0) throw new BankFileError(1, 'noMovements');
  return entries.map((entry, index) => {
    const line = index + 1;
    const day = text(child(entry, 'BookgDt', 'Dt')) || text(child(entry, 'ValDt', 'Dt'));
    if (!/^\d{4}-\d{2}-\d{2}/.test(day)) throw new BankFileError(line, 'badDate');
    const amount = parseAmount(text(child(entry, 'Amt')), '.');
    if (amount === null) throw new BankFileError(line, 'badAmount');
    const details = list(child(entry, 'NtryDtls', 'TxDtls'));
    const [first] = details;
    const credit = text(child(entry, 'CdtDbtInd')) !== 'DBIT';
    const party = credit ? 'Dbtr' : 'Cdtr';
    const name =
      text(child(first, 'RltdPties', party, 'Nm')) || text(child(first, 'RltdPties', party, 'Pty', 'Nm'));
    const remittance = details
      .flatMap((detail) => list(child(detail, 'RmtInf', 'Ustrd')).map(text))
      .filter(Boolean);
    const words = remittance.length > 0 ? remittance.join(' ') : text(child(entry, 'AddtlNtryInf'));
    const reference = text(child(first, 'Refs', 'EndToEndId'));
    return {
      line,
      date: day.slice(0, 10),
      amountCents: credit ? Math.abs(amount) : -Math.abs(amount),
      description: [name, words].filter(Boolean).join(' — '),
      reference: reference && reference !== 'NOTPROVIDED' ? reference : null,
      balanceCents: null,
      bankId: text(child(entry, 'AcctSvcrRef')) || null,
    };
  });
}
