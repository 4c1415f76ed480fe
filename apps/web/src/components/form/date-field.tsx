import { Calendar } from 'primereact/calendar';
import { useState } from 'react';
import type { FieldValues, RefCallBack } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FieldState, FormField, type FormFieldProps } from '@/components/form/form-field';
import { typedCalendarProps } from '@/components/form/typed-calendar';
import { localDate, localDay } from '@/lib/dates';

interface DayPickerProps {
  id: string;
  invalid: boolean;
  aria: Pick<FieldState, 'aria-invalid' | 'aria-describedby'>;
  name: string;
  inputRef: RefCallBack;
  day: string | null;
  onDayChange: (day: string | null) => void;
  onBlur: () => void;
}

/**
 * The picker keeps its own date, so that it stays the same object between renders (the picker
 * rewrites its text whenever its value changes) and so that a text not yet a day, while being
 * typed, leaves it as it was (setting it to nothing would wipe the text being typed). Leaving the
 * field with such a text clears it, as the form holds no day then.
 */
function DayPicker({ id, invalid, aria, name, inputRef, day, onDayChange, onBlur }: DayPickerProps) {
  const { t, i18n } = useTranslation();
  const [shown, setShown] = useState(() => (day ? localDate(day) : null));
  return (
    <Calendar
      // The input itself, not the picker around it, says that it is invalid and why.
      {...typedCalendarProps(aria)}
      invalid={invalid}
      inputId={id}
      inputRef={inputRef}
      name={name}
      value={shown}
      onChange={(event) => {
        const date = event.value instanceof Date ? event.value : null;
        if (date || event.originalEvent?.type !== 'input') setShown(date);
        onDayChange(date ? localDay(date) : null);
      }}
      onBlur={() => {
        if (day === null) setShown(null);
        onBlur();
      }}
      dateFormat="dd-mm-yy"
      placeholder={t('contractForm.datePlaceholder')}
      locale={i18n.language.startsWith('pt') ? 'pt' : 'en'}
      showIcon
      showButtonBar
      className="w-full"
    />
  );
}

/**
 * A date picker bound to a field holding a day as 'YYYY-MM-DD' (or null), typed or picked as
 * dd-MM-yyyy (docs/product.md#validation).
 */
export function DateField<T extends FieldValues>(frame: FormFieldProps<T>) {
  return (
    <FormField
      {...frame}
      render={(field, { id, invalid, ...aria }) => (
        <DayPicker
          id={id}
          invalid={invalid}
          aria={aria}
          name={field.name}
          inputRef={field.ref}
          day={typeof field.value === 'string' ? field.value : null}
          onDayChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
