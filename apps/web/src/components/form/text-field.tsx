import { InputText } from 'primereact/inputtext';
import type { FieldValues } from 'react-hook-form';
import { FormField, type FormFieldProps } from './form-field';

interface Props<T extends FieldValues> extends FormFieldProps<T> {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  autoFocus?: boolean;
}

export function TextField<T extends FieldValues>({ type, autoComplete, autoFocus, ...frame }: Props<T>) {
  return (
    <FormField
      {...frame}
      render={(field, state) => (
        <InputText
          {...state}
          {...field}
          type={type}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          value={(field.value as string | null | undefined) ?? ''}
        />
      )}
    />
  );
}
