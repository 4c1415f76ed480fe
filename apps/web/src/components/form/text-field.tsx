import { InputText } from 'primereact/inputtext';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { FieldError } from './field-error';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  autoFocus?: boolean;
  /** An error from the server for this field, shown when the form has none of its own. */
  serverError?: string | undefined;
}

export function TextField<T extends FieldValues>({ control, name, label, serverError, ...input }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ?? serverError;
        return (
          <div className="field">
            <label htmlFor={name}>{label}</label>
            <InputText
              id={name}
              {...input}
              {...field}
              value={(field.value as string | null | undefined) ?? ''}
              invalid={Boolean(message)}
              aria-invalid={Boolean(message)}
              aria-describedby={message ? `${name}-error` : undefined}
            />
            <FieldError id={name} message={message} />
          </div>
        );
      }}
    />
  );
}
