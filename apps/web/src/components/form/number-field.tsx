import type { Message } from '@arrenda/core';
import { InputText } from 'primereact/inputtext';
import { useEffect, useMemo, useState } from 'react';
import type { ControllerRenderProps, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FieldState, FormField, type FormFieldProps } from './form-field';
import { formatNumberText, type NumberLook, parseNumberText } from './number-text';

interface Props<T extends FieldValues> extends FormFieldProps<T> {
  /** Most decimals accepted: 0 (whole numbers only) for counts and square metres, 2 for money. */
  maxFractionDigits?: number;
  /** Decimals always shown: 2 for money ('1,250.50' in English, '1.250,50' in Portuguese). */
  minFractionDigits?: number;
  /** Lowest value; 0 or more also refuses the minus sign. */
  min?: number;
  /** Thousands separators; off for coordinates. */
  grouping?: boolean;
  /** Shown and focusable but not editable (a value that changes elsewhere; the hint says where). */
  readOnly?: boolean;
}

interface InputProps<T extends FieldValues> {
  field: ControllerRenderProps<T, Path<T>>;
  state: FieldState;
  look: NumberLook;
  negative: boolean;
  readOnly: boolean;
  onTextError: (error: Message | undefined) => void;
}

/**
 * The text box: it keeps the text as typed and gives the form the number it reads in the user's
 * language, or NaN while the text is no number (so that the form's schema refuses to save it; the
 * field shows why). Leaving it writes the number in the language's way.
 */
function NumberInput<T extends FieldValues>({
  field,
  state,
  look,
  negative,
  readOnly,
  onTextError,
}: InputProps<T>) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const value = field.value as number | null | undefined;
  const [text, setText] = useState(() => formatNumberText(value ?? null, language, look));
  const rules = useMemo(
    () => ({ maxFractionDigits: look.maxFractionDigits, negative, grouping: look.grouping }),
    [look, negative],
  );

  // A value set from outside (a reset, a suggestion, another language) rewrites the text. Each run
  // compares the text and the value of one same drawing: effects may run a keystroke late.
  useEffect(() => {
    if (value !== undefined && Number.isNaN(value)) return;
    const read = parseNumberText(text, language, rules);
    if (!read.error && Object.is(read.value, value ?? null)) return;
    setText(formatNumberText(value ?? null, language, look));
    onTextError(undefined);
  }, [text, value, language, look, rules, onTextError]);

  return (
    <InputText
      {...state}
      ref={field.ref}
      name={field.name}
      value={text}
      readOnly={readOnly}
      inputMode={look.maxFractionDigits === 0 && !negative ? 'numeric' : 'decimal'}
      autoComplete="off"
      onChange={(event) => {
        const typed = event.target.value;
        const parsed = parseNumberText(typed, language, rules);
        const next = parsed.error ? Number.NaN : parsed.value;
        setText(typed);
        onTextError(parsed.error);
        field.onChange(next);
      }}
      onBlur={() => {
        const parsed = parseNumberText(text, language, rules);
        if (!parsed.error) setText(formatNumberText(parsed.value, language, look));
        field.onBlur();
      }}
    />
  );
}

/** Money fields take two decimals and no minus sign. */
export const MONEY = { minFractionDigits: 2, maxFractionDigits: 2, min: 0 } as const;

/**
 * A number input bound to a field holding a number or null. It reads the decimal separator of the
 * user's language and refuses the other one with a message (docs/domain.md "Numbers in forms").
 */
export function NumberField<T extends FieldValues>({
  maxFractionDigits = 0,
  minFractionDigits = 0,
  min,
  grouping = true,
  readOnly = false,
  ...frame
}: Props<T>) {
  const [textError, setTextError] = useState<Message>();
  // Whole numbers show no separator at all, as they accept none.
  const [look] = useState<NumberLook>(() => ({
    minFractionDigits,
    maxFractionDigits,
    grouping: grouping && maxFractionDigits > 0,
  }));
  return (
    <FormField
      {...frame}
      inputError={textError}
      render={(field, state) => (
        <NumberInput
          field={field}
          state={state}
          look={look}
          negative={min === undefined || min < 0}
          readOnly={readOnly}
          onTextError={setTextError}
        />
      )}
    />
  );
}
