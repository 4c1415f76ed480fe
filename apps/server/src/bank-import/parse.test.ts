import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BankFileError, parseAmount, parseDay } from './bank-line';
import { parseCamtStatement } from './parse-camt';
import { type CsvMapping, parseCsvStatement } from './parse-csv';
import { parseOfxStatement } from './parse-ofx';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));

/** A Portuguese bank's export as its user maps it once: Latin-1, ';', a decimal comma, days first. */
const MILLENNIUM: CsvMapping = {
  date: 'Data lançamento',
  description: 'Descrição',
  amount: 'Montante',
  balance: 'Saldo',
  dateOrder: 'DMY',
  decimal: ',',
};

/** The refusal a parse throws: its line and reason. */
function refusal(parse: () => unknown) {
  try {
    parse();
  } catch (error) {
    if (error instanceof BankFileError) return { line: error.line, reason: error.reason };
    throw error;
  }
  throw new Error('the file was read');
}

describe('amounts and days as banks write them', () => {
  it.each([
    ['1.234,56', ',', 123_456],
    ['-350,00', ',', -35_000],
    ['350,00-', ',', -35_000],
    ['1 234,5', ',', 123_450],
    ['750', ',', 75_000],
    ['€ 12,30', ',', 1_230],
    ['1,234.56', '.', 123_456],
    ['-45.10', '.', -4_510],
  ] as const)('reads %s with %s as %i cents', (text, decimal, cents) => {
    expect(parseAmount(text, decimal)).toBe(cents);
  });

  it.each([
    ['1.234.56', ','],
    ['12,34', '.'],
    ['abc', ','],
    ['', ','],
    ['1,2,3', ','],
  ] as const)('refuses %s with %s', (text, decimal) => {
    expect(parseAmount(text, decimal)).toBeNull();
  });

  it('reads any amount of cents written with either mark back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        const whole = Math.trunc(Math.abs(cents) / 100);
        const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
        const sign = cents < 0 ? '-' : '';
        const grouped = (separator: string) => whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, separator);
        expect(parseAmount(`${sign}${grouped('.')},${fraction}`, ',')).toBe(cents);
        expect(parseAmount(`${sign}${grouped(',')}.${fraction}`, '.')).toBe(cents);
      }),
    );
  });

  it('reads days in the order the mapping says, refusing days that do not exist', () => {
    expect(parseDay('31/01/2026', 'DMY')).toBe('2026-01-31');
    expect(parseDay('31.01.26', 'DMY')).toBe('2026-01-31');
    expect(parseDay('2026-01-31', 'YMD')).toBe('2026-01-31');
    expect(parseDay('01/31/2026', 'MDY')).toBe('2026-01-31');
    expect(parseDay('30-02-2026', 'DMY')).toBeNull();
    expect(parseDay('2026-01-31', 'DMY')).toBeNull();
  });
});

describe('a CSV statement', () => {
  it("reads a Portuguese bank's Latin-1 export below its preamble, up to its closing balance", () => {
    expect(parseCsvStatement(fixture('millennium-pt.csv'), MILLENNIUM)).toEqual([
      {
        line: 5,
        date: '2026-11-02',
        amountCents: 75_000,
        description: 'TRF DE ANA SILVA REF 12',
        reference: null,
        balanceCents: 175_000,
        bankId: null,
      },
      expect.objectContaining({
        line: 6,
        amountCents: 150_000,
        description: 'TRF EMPRESA LDA 501234560 RENDA NOV',
      }),
      expect.objectContaining({ line: 7, amountCents: -4_510, description: 'PAG SERV CONDOMÍNIO' }),
      expect.objectContaining({
        line: 8,
        date: '2026-11-10',
        description: 'TRF JOÃO GONÇALVES',
        balanceCents: 357_990,
      }),
    ]);
  });

  it('reads a UTF-8 file with commas, a decimal point, English headers and credit and debit columns', () => {
    const file = Buffer.from(
      '\uFEFFDate,Description,Reference,Credit,Debit\r\n2026-11-02,"RENT, FLAT 2",R-12,750.00,\r\n2026-11-06,Condo fee,,,45.10\r\n',
    );
    const lines = parseCsvStatement(file, {
      date: 'date',
      description: 'Description',
      reference: 'Reference',
      credit: 'Credit',
      debit: 'Debit',
      dateOrder: 'YMD',
      decimal: '.',
    });
    expect(
      lines.map((line) => [line.line, line.date, line.amountCents, line.description, line.reference]),
    ).toEqual([
      [2, '2026-11-02', 75_000, 'RENT, FLAT 2', 'R-12'],
      [3, '2026-11-06', -4_510, 'Condo fee', null],
    ]);
  });

  it('names the line of a day or an amount it cannot read, and a table it cannot find', () => {
    const bad = (body: string) => Buffer.from(`Data lançamento;Descrição;Montante\n${body}`);
    const { balance: _none, ...mapping } = MILLENNIUM;
    expect(
      refusal(() => parseCsvStatement(bad('02-11-2026;Renda;750,00\n31-02-2026;Renda;750,00'), mapping)),
    ).toEqual({
      line: 3,
      reason: 'badDate',
    });
    expect(refusal(() => parseCsvStatement(bad('02-11-2026;Renda;750.00.1'), mapping))).toEqual({
      line: 2,
      reason: 'badAmount',
    });
    expect(refusal(() => parseCsvStatement(Buffer.from('Date;Text;Value\n1;2;3'), mapping))).toEqual({
      line: 1,
      reason: 'headerNotFound',
    });
    expect(refusal(() => parseCsvStatement(bad(''), mapping))).toEqual({ line: 1, reason: 'noMovements' });
  });
});

describe('an OFX statement', () => {
  it('reads each transaction of an OFX 1.x file with its day, signed amount, texts and ids', () => {
    expect(parseOfxStatement(fixture('statement.ofx').toString('latin1'))).toEqual([
      {
        line: 1,
        date: '2026-11-02',
        amountCents: 75_000,
        description: 'ANA SILVA — RENDA NOVEMBRO',
        reference: null,
        balanceCents: null,
        bankId: '2026110200001',
      },
      {
        line: 2,
        date: '2026-11-06',
        amountCents: -4_510,
        description: 'CONDOMINIO RUA AUGUSTA',
        reference: '000123',
        balanceCents: null,
        bankId: '2026110600002',
      },
    ]);
  });

  it('refuses a file that is not OFX', () => {
    expect(refusal(() => parseOfxStatement('Date;Amount\n2026-11-02;10'))).toMatchObject({ line: 1 });
  });
});

describe('a CAMT.053 statement', () => {
  it('reads each entry with its booking day, amount signed by its indicator, party, remittance and references', () => {
    expect(parseCamtStatement(fixture('camt053.xml').toString('utf8'))).toEqual([
      {
        line: 1,
        date: '2026-11-05',
        amountCents: 150_000,
        description: 'Empresa Lda — Renda novembro NIF 501234560',
        reference: 'RENDA-NOV-2026',
        balanceCents: null,
        bankId: 'BNK-0001',
      },
      {
        line: 2,
        date: '2026-11-06',
        amountCents: -4_510,
        description: 'Condomínio Rua Augusta 12 — Quota novembro',
        reference: null,
        balanceCents: null,
        bankId: 'BNK-0002',
      },
    ]);
  });

  it('refuses XML that is no bank statement', () => {
    expect(refusal(() => parseCamtStatement('<?xml version="1.0"?><Invoice><Id>1</Id></Invoice>'))).toEqual({
      line: 1,
      reason: 'notCamt',
    });
  });
});
