import { PERIOD_DAY } from '@arrenda/core';
import { Calendar } from 'primereact/calendar';
import { useState } from 'react';
import type { ControllerRenderProps, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FieldState, FormField, type FormFieldProps } from '@/components/form/form-field';
import { typedCalendarProps } from '@/components/form/typed-calendar';
import { localDate } from '@/lib/dates';

const pad = (value: number) => String(value).padStart(2, '0');

/** The chosen month as the period sent: its 15th, 'YYYY-MM-15' (docs/product.md#constants-and-limits). */
const periodOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(PERIOD_DAY)}`;

interface PickerProps<T extends FieldValues> {
  field: ControllerRenderProps<T, Path<T>>;
  state: FieldState;
}

/**
 * Like the contract form's day picker, the picker keeps its own date, so that a text not yet a
 * month, while being typed, is left alone; leaving the field with such a text clears it.
 */
function MonthPicker<T extends FieldValues>({ field, state: { id, invalid, ...aria } }: PickerProps<T>) {
  const { t, i18n } = useTranslation();
  const period = typeof field.value === 'string' ? field.value : null;
  const [shown, setShown] = useState(() => (period ? localDate(period) : null));
  return (
    <Calendar
      // The input itself says that it is invalid and why.
      {...typedCalendarProps(aria)}
      view="month"
      dateFormat="mm/yy"
      invalid={invalid}
      inputId={id}
      inputRef={field.ref}
      name={field.name}
      value={shown}
      onChange={(event) => {
        const date = event.value instanceof Date ? event.value : null;
        if (date || event.originalEvent?.type !== 'input') setShown(date);
        field.onChange(date ? periodOf(date) : null);
      }}
      onBlur={() => {
        if (period === null) setShown(null);
        field.onBlur();
      }}
      placeholder={t('rentForm.periodPlaceholder')}
      locale={i18n.language.startsWith('pt') ? 'pt' : 'en'}
      showIcon
      className="w-full"
    />
  );
}

/** A month picker bound to a field holding a period as 'YYYY-MM-15' (or null), typed as MM/yyyy (docs/product.md#validation). */
export function MonthField<T extends FieldValues>(frame: FormFieldProps<T>) {
  return <FormField {...frame} render={(field, state) => <MonthPicker field={field} state={state} />} />;
}
