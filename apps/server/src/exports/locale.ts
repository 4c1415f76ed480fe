import type { ExportKind, Language } from '@arrenda/core';
import { propertyName } from '../lov/property-names';
import { printedDay } from '../receipts/format';

/** A money amount as the database writes numeric(14,2) as text: '1234.50'. */
const MONEY_TEXT = /^-?\d+\.\d{2}$/;

/** How a rent of the export stands: nothing left to pay, something paid, or nothing paid. */
export type RentStatus = 'paid' | 'partial' | 'unpaid';

interface Words {
  separator: string;
  decimal: string;
  /** 'YYYY-MM-DD' or 'YYYY-MM' as the reader writes it. */
  date: (isoDate: string) => string;
  kinds: Record<ExportKind, string>;
  status: Record<RentStatus, string>;
  yes: string;
  no: string;
  /** The property types' stable codes (docs/domain.md "Lists of values"), as the web names them. */
}

const WORDS: Record<Language, Words> = {
  en: {
    separator: ',',
    decimal: '.',
    date: (isoDate) => isoDate,
    kinds: { rents: 'rents', payments: 'payments', expenses: 'expenses' },
    status: { paid: 'Paid', partial: 'Partly paid', unpaid: 'Unpaid' },
    yes: 'Yes',
    no: 'No',
  },
  pt: {
    // A Portuguese spreadsheet takes the comma as the decimal mark, so fields are parted by ';'.
    separator: ';',
    decimal: ',',
    date: printedDay,
    kinds: { rents: 'rendas', payments: 'pagamentos', expenses: 'despesas' },
    status: { paid: 'Paga', partial: 'Paga em parte', unpaid: 'Por pagar' },
    yes: 'Sim',
    no: 'Não',
  },
};

/** The reader's conventions: separators, dates, and the few words the cells hold. */
export function csvLocale(language: Language) {
  const words = WORDS[language];
  return {
    language,
    separator: words.separator,
    date: words.date,
    kindName: (kind: ExportKind) => words.kinds[kind],
    status: (status: RentStatus) => words.status[status],
    yesNo: (value: boolean) => (value ? words.yes : words.no),
    /** A property by its name, else by its type. */
    property: (name: string | null, typeCode: string) => propertyName(language, name, typeCode),
    /**
     * An amount from its exact text, never through a binary float: only the decimal mark changes,
     * and no thousands separator is written, so a spreadsheet reads it as a number.
     */
    amount(text: string): string {
      if (!MONEY_TEXT.test(text)) throw new Error(`not a money text: ${text}`);
      return text.replace('.', words.decimal);
    },
  };
}
export type CsvLocale = ReturnType<typeof csvLocale>;
