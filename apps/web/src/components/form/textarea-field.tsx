import { InputTextarea } from 'primereact/inputtextarea';
import type { FieldValues } from 'react-hook-form';
import { FormField, type FormFieldProps } from './form-field';

interface Props<T extends FieldValues> extends FormFieldProps<T> {
  rows?: number;
}

/** A multi-line text field with its message, like TextField. */
export function TextAreaField<T extends FieldValues>({ rows = 3, ...frame }: Props<T>) {
  return (
    <FormField
      {...frame}
      render={(field, state) => (
        <InputTextarea
          {...state}
          {...field}
          value={(field.value as string | null | undefined) ?? ''}
          rows={rows}
          autoResize
        />
      )}
    />
  );
}
