import { InputTextarea } from 'primereact/inputtextarea';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { FieldError } from '../../../components/form/field-error';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  rows?: number;
  serverError?: string | undefined;
}

/** A multi-line text field with its message, like TextField. */
export function TextAreaField<T extends FieldValues>({
  control,
  name,
  label,
  rows = 3,
  serverError,
}: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ?? serverError;
        return (
          <div className="field">
            <label htmlFor={name}>{label}</label>
            <InputTextarea
              id={name}
              {...field}
              value={(field.value as string | null | undefined) ?? ''}
              rows={rows}
              autoResize
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
