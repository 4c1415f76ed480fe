import type { BankLine } from '../apps/server/src/bank-import/bank-line';
import { type OpenContract, suggestPayments } from '../apps/server/src/bank-import/match';
import { writeSection } from './results-file';

/**
 * Matching a month's bank statement of a manager of 10,000 units (`npm run bench:bank-match`):
 * 5,000 credit lines (tenants named, quoting their tax number, paying two months, a part, or
 * unknown) against 10,000 contracts with open rents, in memory. Goal: under 2 s (the issue's).
 * Writes its section of bench/RESULTS.md.
 */
const CONTRACTS = 10_000;
const LINES = 5_000;
const GOAL_MS = 2000;
const SAMPLES = 5;

/** Four lists of names without a word in common: every tenant's name is its own. */
const FIRST = ['Ana', 'Rui', 'Maria', 'João', 'Sofia', 'Pedro', 'Inês', 'Tiago', 'Marta', 'Nuno'];
const SECOND = [
  'Silva',
  'Costa',
  'Santos',
  'Pereira',
  'Gonçalves',
  'Rodrigues',
  'Martins',
  'Sousa',
  'Ferreira',
  'Lopes',
];
const THIRD = [
  'Almeida',
  'Carvalho',
  'Teixeira',
  'Moreira',
  'Correia',
  'Mendes',
  'Nunes',
  'Soares',
  'Vieira',
  'Monteiro',
];
const FOURTH = ['Cardoso', 'Rocha', 'Neves', 'Coelho', 'Cruz', 'Cunha', 'Pires', 'Ramos', 'Reis', 'Simões'];
const pick = (list: readonly string[], n: number, step: number) => list[Math.floor(n / step) % 10];

const contracts: OpenContract[] = Array.from({ length: CONTRACTS }, (_, n) => ({
  contractId: n + 1,
  tenants: [
    {
      name: `${pick(FIRST, n, 1)} ${pick(SECOND, n, 10)} ${pick(THIRD, n, 100)} ${pick(FOURTH, n, 1000)}`,
      fiscalNumber: String(200_000_000 + n * 7),
    },
  ],
  atContractNumber: String(900_000 + n),
  rents: [
    { rentId: n * 2 + 1, contractId: n + 1, dueDate: '2026-10-01', leftCents: 50_000 + (n % 700) * 100 },
    { rentId: n * 2 + 2, contractId: n + 1, dueDate: '2026-11-01', leftCents: 50_000 + (n % 700) * 100 },
  ],
}));

const lines: BankLine[] = Array.from({ length: LINES }, (_, n) => {
  const contract = contracts[(n * 2) % CONTRACTS] as OpenContract;
  const [tenant] = contract.tenants;
  const left = contract.rents[0]?.leftCents ?? 0;
  const kind = n % 5;
  const description = [
    `TRF ${tenant?.name.toUpperCase()}`,
    `TRF NIF ${tenant?.fiscalNumber} RENDA`,
    `TRF ${tenant?.name.toUpperCase()} 2 MESES`,
    `TRF ${tenant?.name.toUpperCase()} PARTE`,
    'TRF DESCONHECIDO',
  ][kind] as string;
  const amountCents = [left, left, left * 2, Math.floor(left / 2), 12_345][kind] as number;
  return {
    line: n + 1,
    date: '2026-11-03',
    amountCents,
    description,
    reference: null,
    balanceCents: null,
    bankId: null,
  };
});

const times: number[] = [];
let suggested = 0;
for (let n = 0; n < SAMPLES; n++) {
  const started = performance.now();
  suggested = suggestPayments(lines, contracts).length;
  times.push(performance.now() - started);
}
const median = [...times].sort((a, b) => a - b)[Math.floor(SAMPLES / 2)] ?? 0;
const row = `| ${LINES} lines, ${CONTRACTS} contracts | ${median.toFixed(0)} ms | ${suggested} suggested | ${GOAL_MS} ms | ${median <= GOAL_MS ? 'met' : 'missed'} |`;
console.log(row);
await writeSection(
  'bank statement matching',
  [
    `Matching a bank statement in memory (median of ${SAMPLES}):`,
    '',
    '| Statement | Time | Result | Goal | |',
    '| --- | --- | --- | --- | --- |',
    row,
  ].join('\n'),
);
