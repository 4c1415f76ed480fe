import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { movement as line } from './bank-line-fixture';
import { CONFIDENT, type OpenContract, suggestPayments } from './match';
import { parseCsvStatement } from './parse-csv';

/**
 * The portfolio the bank paid into in November 2026: Ana Silva's flat (750 € left on November),
 * Empresa Lda's shop (25 % withheld: 750 € left on October and on November), Maria Gonçalves's
 * room (800 €, paid by her father João, who quotes her tax number), Rui Costa's garage (900 €),
 * and two contracts of 700 € each whose tenants the bank never names.
 */
const PORTFOLIO: OpenContract[] = [
  {
    contractId: 1,
    tenants: [{ name: 'Ana Silva', fiscalNumber: '123456789' }],
    atContractNumber: null,
    rents: [{ rentId: 11, contractId: 1, dueDate: '2026-11-01', leftCents: 75_000 }],
  },
  {
    contractId: 2,
    tenants: [{ name: 'Empresa Lda', fiscalNumber: '501234560' }],
    atContractNumber: '987654',
    rents: [
      { rentId: 21, contractId: 2, dueDate: '2026-10-01', leftCents: 75_000 },
      { rentId: 22, contractId: 2, dueDate: '2026-11-01', leftCents: 75_000 },
    ],
  },
  {
    contractId: 3,
    tenants: [{ name: 'Maria Gonçalves', fiscalNumber: '234567899' }],
    atContractNumber: null,
    rents: [{ rentId: 31, contractId: 3, dueDate: '2026-11-08', leftCents: 80_000 }],
  },
  {
    contractId: 4,
    tenants: [{ name: 'Rui Costa', fiscalNumber: null }],
    atContractNumber: null,
    rents: [{ rentId: 41, contractId: 4, dueDate: '2026-11-05', leftCents: 90_000 }],
  },
  ...[5, 6].map((contractId) => ({
    contractId,
    tenants: [{ name: `Inquilino ${contractId}`, fiscalNumber: null }],
    atContractNumber: null,
    rents: [{ rentId: contractId * 10 + 1, contractId, dueDate: '2026-11-01', leftCents: 70_000 }],
  })),
];

describe('suggested payments', () => {
  it("matches a Portuguese bank's statement to the open rents, with their reasons and confidence", () => {
    const statement = parseCsvStatement(
      readFileSync(path.join(import.meta.dirname, 'fixtures/millennium-pt.csv')),
      {
        date: 'Data lançamento',
        description: 'Descrição',
        amount: 'Montante',
        dateOrder: 'DMY',
        decimal: ',',
      },
    );
    const more = [
      line(9, '2026-11-09', 80_000, 'TRF JOAO GONCALVES NIF 234567899'),
      line(10, '2026-11-06', 40_000, 'RUI COSTA RENDA'),
      line(11, '2026-11-12', 12_345, 'TRF DESCONHECIDO'),
      line(12, '2026-11-02', 70_000, 'TRANSFERENCIA'),
    ];
    expect(suggestPayments([...statement, ...more], PORTFOLIO)).toEqual([
      // Ana's name, her rent's amount, a day after its due day.
      {
        line: 5,
        contractId: 1,
        rents: [{ rentId: 11, amountCents: 75_000 }],
        reasons: ['name', 'amount', 'date'],
        confidence: 90,
      },
      // The company's number and name, October and November at once.
      {
        line: 6,
        contractId: 2,
        rents: [
          { rentId: 21, amountCents: 75_000 },
          { rentId: 22, amountCents: 75_000 },
        ],
        reasons: ['fiscalNumber', 'name', 'twoRents'],
        confidence: 100,
      },
      // Her father's name, her tax number and her rent's amount.
      {
        line: 9,
        contractId: 3,
        rents: [{ rentId: 31, amountCents: 80_000 }],
        reasons: ['fiscalNumber', 'amount', 'date'],
        confidence: 100,
      },
      // Rui named, less than his rent: a part of it, left for the user to confirm.
      {
        line: 10,
        contractId: 4,
        rents: [{ rentId: 41, amountCents: 40_000 }],
        reasons: ['name', 'partial', 'date'],
        confidence: 65,
      },
    ]);
    // Line 7 is a debit, line 8 (João Gonçalves, 375 €) and 11 fit no rent, line 12's amount fits two contracts alike.
  });

  it('gives a rent to one line only, the surest', () => {
    const twice = [
      line(1, '2026-11-02', 75_000, 'ANA SILVA'),
      line(2, '2026-11-03', 75_000, 'ANA SILVA RENDA'),
    ];
    expect(suggestPayments(twice, PORTFOLIO).map((suggestion) => suggestion.line)).toEqual([1]);
  });

  it("finds a contract by its number at the Tax Authority in the line's reference", () => {
    const quoted = { ...line(1, '2026-10-02', 75_000, 'PAGAMENTO'), reference: '987654' };
    expect(suggestPayments([quoted], PORTFOLIO)).toEqual([
      expect.objectContaining({ contractId: 2, reasons: ['reference', 'amount', 'date'], confidence: 100 }),
    ]);
    expect(CONFIDENT).toBe(80);
  });
});
