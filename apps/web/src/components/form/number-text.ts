import { type Message, msg } from '@arrenda/core';

/** How numbers are written in a language: English '1,234.56', Portuguese '1.234,56'. */
export interface NumberSeparators {
  decimal: '.' | ',';
  group: ',' | '.';
}

export const separatorsOf = (language: string): NumberSeparators =>
  language.startsWith('pt') ? { decimal: ',', group: '.' } : { decimal: '.', group: ',' };

export interface NumberRules {
  /** Most decimals accepted; 0 makes the field whole numbers only, refusing any separator. */
  maxFractionDigits: number;
  /** Whether a minus sign is accepted. */
  negative: boolean;
  /** Whether thousands may be grouped with the language's group separator. */
  grouping: boolean;
}

/** The number typed (null when blank), or why the text is no number. */
export type ParsedNumber = { value: number | null; error?: undefined } | { error: Message };

/** Spaces of any kind, which people put between thousands and which say nothing here. */
const SPACES = /[\s\u00a0\u202f]/g;

/**
 * Reads a number as typed in the user's language. The other language's decimal separator is
 * refused with a message rather than read as a thousands separator or dropped ('95.5' typed in
 * Portuguese would otherwise become 955): a group separator is only accepted between groups of
 * three digits before the decimals ('1,234.5' in English, '1.234,5' in Portuguese).
 */
export function parseNumberText(text: string, language: string, rules: NumberRules): ParsedNumber {
  const compact = text.replace(SPACES, '').replace('−', '-');
  if (compact === '') return { value: null };
  const negative = compact.startsWith('-');
  const digits = negative ? compact.slice(1) : compact;
  if (!/^[\d.,]+$/.test(digits)) return { error: msg('validation.invalidNumber') };
  if (negative && !rules.negative) return { error: msg('validation.positive') };
  if (rules.maxFractionDigits === 0) {
    return /[.,]/.test(digits)
      ? { error: msg('validation.wholeNumber') }
      : { value: signed(negative, digits) };
  }
  const { decimal, group } = separatorsOf(language);
  const wrongSeparator = {
    error: msg(decimal === ',' ? 'validation.decimalComma' : 'validation.decimalPoint'),
  };
  const [whole = '', fraction = '', ...rest] = digits.split(decimal);
  if (rest.length > 0 || fraction.includes(group)) return wrongSeparator;
  if (whole.includes(group) && !(rules.grouping && new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`).test(whole))) {
    return wrongSeparator;
  }
  if (fraction.length > rules.maxFractionDigits) {
    return {
      error:
        rules.maxFractionDigits === 2
          ? msg('validation.maxTwoDecimals')
          : msg('validation.maxDecimals', rules.maxFractionDigits),
    };
  }
  return { value: signed(negative, `${whole.split(group).join('') || '0'}.${fraction || '0'}`) };
}

const signed = (negative: boolean, digits: string) => (negative ? -Number(digits) : Number(digits));

export interface NumberLook {
  minFractionDigits: number;
  maxFractionDigits: number;
  grouping: boolean;
}

/** A number written in the user's language, as the field shows it once left ('1,234.50', '1.234,50'). */
export function formatNumberText(value: number | null, language: string, look: NumberLook): string {
  if (value === null || !Number.isFinite(value)) return '';
  const { decimal, group } = separatorsOf(language);
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: look.minFractionDigits,
    maximumFractionDigits: look.maxFractionDigits,
    useGrouping: look.grouping,
  })
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? group : part.type === 'decimal' ? decimal : part.value))
    .join('');
}
