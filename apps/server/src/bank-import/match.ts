import type { BankLine } from './bank-line';

/** An open rent a credit may pay (what is left to pay is net of the retained tax). */
export interface OpenRent {
  rentId: number;
  contractId: number;
  /** 'YYYY-MM-DD'. */
  dueDate: string;
  leftCents: number;
}

/** A contract with open rents, and what identifies its payments in a bank's description. */
export interface OpenContract {
  contractId: number;
  tenants: { name: string; fiscalNumber: string | null }[];
  /** Its number at the Tax Authority, which some tenants quote. */
  atContractNumber: string | null;
  /** Its open rents, oldest due first. */
  rents: OpenRent[];
}

export type MatchReason = 'fiscalNumber' | 'name' | 'reference' | 'amount' | 'twoRents' | 'partial' | 'date';

/** What a credit line is suggested to pay, why, and how sure the suggestion is (0 to 100). */
export interface Suggestion {
  line: number;
  contractId: number;
  /** The rents it pays, oldest first, and how much of the line goes to each. */
  rents: { rentId: number; amountCents: number }[];
  reasons: MatchReason[];
  confidence: number;
}

/** A suggestion this sure is confirmed by "all confident ones at once" (docs/domain.md "Bank statement import"). */
export const CONFIDENT = 80;

const WEIGHT: Record<MatchReason, number> = {
  fiscalNumber: 50,
  reference: 50,
  name: 40,
  amount: 40,
  twoRents: 35,
  partial: 15,
  date: 10,
};
/** How near its due day a payment is still "on time" for the date reason. */
const NEAR_DAYS = 10;
const DAY_MS = 86_400_000;

/** Upper case without accents, words of letters and digits. */
const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);

/** The name's words that tell it apart (three letters or more: not "DA", "DE", "E"). */
const nameWords = (name: string) => words(name).filter((word) => word.length >= 3);

/**
 * The keys a name is found by: each pair of its words (whatever their order), or its one word. A
 * pair is rare where a single surname is not ("SILVA" names a tenth of Portugal), so a statement's
 * lines reach few contracts each.
 */
function nameKeys(name: readonly string[]): string[] {
  if (name.length === 1) return name.slice();
  const keys: string[] = [];
  for (const [index, first] of name.entries()) {
    for (const second of name.slice(index + 1))
      keys.push(first < second ? `${first} ${second}` : `${second} ${first}`);
  }
  return keys;
}

const daysApart = (a: string, b: string) =>
  Math.abs(new Date(`${a}T00:00:00Z`).getTime() - new Date(`${b}T00:00:00Z`).getTime()) / DAY_MS;

/** What identifies a contract in a description, worked out once: its tenants' numbers and names, its reference. */
interface Identifiers {
  fiscalNumbers: string[];
  names: string[][];
  reference: string | null;
}

const identifiersOf = (contract: OpenContract): Identifiers => ({
  fiscalNumbers: contract.tenants.flatMap((tenant) => tenant.fiscalNumber?.replace(/\D/g, '') || []),
  names: contract.tenants.map((tenant) => nameWords(tenant.name)).filter((name) => name.length > 0),
  reference: contract.atContractNumber?.replace(/\s/g, '') || null,
});

/** Whether the line's words hold all the words of one of the tenants' names. */
const namesTenant = (ids: Identifiers, lineWords: ReadonlySet<string>) =>
  ids.names.some((name) => name.every((word) => lineWords.has(word)));

/** The contracts and rents, indexed for a statement of thousands of lines. */
class OpenIndex {
  readonly identifiers = new Map<OpenContract, Identifiers>();
  readonly byFiscalNumber = new Map<string, OpenContract[]>();
  readonly byName = new Map<string, OpenContract[]>();
  readonly byReference = new Map<string, OpenContract[]>();
  readonly byAmount = new Map<number, OpenContract[]>();

  constructor(contracts: readonly OpenContract[]) {
    const add = <K>(map: Map<K, OpenContract[]>, key: K, contract: OpenContract) => {
      const list = map.get(key) ?? [];
      if (!list.includes(contract)) list.push(contract);
      map.set(key, list);
    };
    for (const contract of contracts) {
      const ids = identifiersOf(contract);
      this.identifiers.set(contract, ids);
      for (const digits of ids.fiscalNumbers) add(this.byFiscalNumber, digits, contract);
      for (const name of ids.names) for (const key of nameKeys(name)) add(this.byName, key, contract);
      if (ids.reference) add(this.byReference, ids.reference, contract);
      for (const rent of contract.rents) add(this.byAmount, rent.leftCents, contract);
      const [first, second] = contract.rents;
      if (first && second) add(this.byAmount, first.leftCents + second.leftCents, contract);
    }
  }

  /** The contracts a line may be about: by a number, a whole name or its amount. */
  candidates(line: BankLine, lineWords: readonly string[], set: ReadonlySet<string>): Set<OpenContract> {
    const found = new Set<OpenContract>();
    const add = (list: OpenContract[] | undefined) => {
      for (const contract of list ?? []) found.add(contract);
    };
    for (const word of lineWords) {
      add(this.byFiscalNumber.get(word));
      add(this.byReference.get(word));
    }
    for (const key of nameKeys([...new Set(lineWords.filter((word) => word.length >= 3))])) {
      for (const contract of this.byName.get(key) ?? []) {
        const ids = this.identifiers.get(contract);
        if (ids && namesTenant(ids, set)) found.add(contract);
      }
    }
    if (line.reference) add(this.byReference.get(line.reference.replace(/\s/g, '')));
    add(this.byAmount.get(line.amountCents));
    return found;
  }
}

/** Who the line names of the contract: a tenant's tax number, all the words of a tenant's name, its reference. */
function identity(ids: Identifiers, lineWords: ReadonlySet<string>, line: BankLine): MatchReason[] {
  const reasons: MatchReason[] = [];
  if (ids.fiscalNumbers.some((number) => lineWords.has(number))) reasons.push('fiscalNumber');
  if (namesTenant(ids, lineWords)) reasons.push('name');
  const { reference } = ids;
  if (reference && (lineWords.has(reference) || line.reference?.replace(/\s/g, '') === reference)) {
    reasons.push('reference');
  }
  return reasons;
}

/** The best way the line pays the contract's open rents, if any: one rent, its two oldest, or part of the oldest. */
function bestFor(contract: OpenContract, line: BankLine, known: MatchReason[]): Suggestion | null {
  const [oldest, next] = contract.rents;
  if (!oldest) return null;
  const options: { rents: OpenRent[]; reasons: MatchReason[]; amounts: number[] }[] = [];
  const exact = contract.rents.filter((rent) => rent.leftCents === line.amountCents);
  if (exact.length > 0) {
    // Of the rents it pays exactly, the one due nearest to the day it was paid.
    const rent = [...exact].sort(
      (a, b) => daysApart(a.dueDate, line.date) - daysApart(b.dueDate, line.date),
    )[0];
    if (rent) options.push({ rents: [rent], reasons: ['amount'], amounts: [rent.leftCents] });
  }
  if (next && oldest.leftCents + next.leftCents === line.amountCents) {
    options.push({
      rents: [oldest, next],
      reasons: ['twoRents'],
      amounts: [oldest.leftCents, next.leftCents],
    });
  }
  if (known.length > 0 && line.amountCents < oldest.leftCents) {
    options.push({ rents: [oldest], reasons: ['partial'], amounts: [line.amountCents] });
  }
  let best: Suggestion | null = null;
  for (const option of options) {
    const [first] = option.rents;
    const near = first && daysApart(first.dueDate, line.date) <= NEAR_DAYS ? (['date'] as MatchReason[]) : [];
    const reasons = [...known, ...option.reasons, ...near];
    const confidence = Math.min(
      100,
      reasons.reduce((sum, reason) => sum + WEIGHT[reason], 0),
    );
    if (!best || confidence > best.confidence) {
      best = {
        line: line.line,
        contractId: contract.contractId,
        rents: option.rents.map((rent, index) => ({
          rentId: rent.rentId,
          amountCents: option.amounts[index] ?? 0,
        })),
        reasons,
        confidence,
      };
    }
  }
  return best;
}

/**
 * What each credit of a statement is suggested to pay (docs/domain.md "Bank statement import"):
 * the contracts its description or amount points to, each scored on who it names (a tenant's tax
 * number, a tenant's whole name, the contract's number at the Tax Authority), how its amount fits
 * (what is left on one rent, on the two oldest, or part of the oldest for a payer it names) and
 * how near the rent's due day it came; the best of them, ties to none (an amount alone that fits
 * two contracts equally suggests neither). A rent is suggested for one line at most, the surest
 * first. Debits and lines matching nothing get no suggestion.
 */
export function suggestPayments(
  lines: readonly BankLine[],
  contracts: readonly OpenContract[],
): Suggestion[] {
  const index = new OpenIndex(contracts);
  const candidates: Suggestion[] = [];
  for (const line of lines) {
    if (line.amountCents <= 0) continue;
    const lineWords = words(`${line.description} ${line.reference ?? ''}`);
    const set = new Set(lineWords);
    const ranked = [...index.candidates(line, lineWords, set)]
      .map((contract) => {
        const ids = index.identifiers.get(contract) ?? identifiersOf(contract);
        return bestFor(contract, line, identity(ids, set, line));
      })
      .filter((suggestion): suggestion is Suggestion => suggestion !== null)
      .sort((a, b) => b.confidence - a.confidence);
    const [best, second] = ranked;
    if (best && (!second || second.confidence < best.confidence)) candidates.push(best);
  }
  // The surest lines take their rents first; a line whose rent is taken keeps no suggestion.
  const taken = new Set<number>();
  const chosen: Suggestion[] = [];
  for (const suggestion of [...candidates].sort((a, b) => b.confidence - a.confidence || a.line - b.line)) {
    if (suggestion.rents.some((rent) => taken.has(rent.rentId))) continue;
    for (const rent of suggestion.rents) taken.add(rent.rentId);
    chosen.push(suggestion);
  }
  return chosen.sort((a, b) => a.line - b.line);
}
