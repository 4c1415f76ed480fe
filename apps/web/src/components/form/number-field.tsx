import { InputNumber } from 'primereact/inputnumber';
import type { FieldValues } from 'react-hook-form';
import { FormField, type FormFieldProps } from './form-field';

/**
 * Dot for thousands, comma for decimals ('1.234,98', spec section 5). pt-PT itself groups with a
 * space and only from five digits, so German formatting gives the spec's look.
 */
const NUMBER_LOCALE = 'de-DE';

interface Props<T extends FieldValues> extends FormFieldProps<T> {
  /** Most decimals accepted: 0 for counts and square metres, 2 for money. */
  maxFractionDigits?: number;
  /** Decimals always shown: 2 for money ('250.000,50'). */
  minFractionDigits?: number;
  /** Lowest value; 0 also keeps the minus sign out. */
  min?: number;
  /** Thousands separators; off for coordinates. */
  grouping?: boolean;
}

/** A number input bound to a field holding a number or null (whitespace and separators are stripped). */
export function NumberField<T extends FieldValues>({
  maxFractionDigits = 0,
  minFractionDigits = 0,
  min,
  grouping = true,
  ...frame
}: Props<T>) {
  return (
    <FormField
      {...frame}
      render={(field, { id, ...state }) => (
        <InputNumber
          {...state}
          inputId={id}
          inputRef={field.ref}
          name={field.name}
          value={(field.value as number | null | undefined) ?? null}
          onValueChange={(event) => field.onChange(event.value ?? null)}
          onBlur={field.onBlur}
          locale={NUMBER_LOCALE}
          useGrouping={grouping}
          minFractionDigits={minFractionDigits}
          maxFractionDigits={maxFractionDigits}
          min={min}
        />
      )}
    />
  );
}
