import { Checkbox } from 'primereact/checkbox';
import { Controller, type FieldValues } from 'react-hook-form';
import { FieldError } from './field-error';
import type { FormFieldProps } from './form-field';
import './checkbox-field.css';

/**
 * A yes/no choice as a check box with its label beside it (a click on either ticks it, Space from
 * the keyboard), a help text under it and the field's message, both linked for screen readers.
 */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  id = name,
  serverError,
  hint,
}: FormFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ?? serverError;
        const invalid = Boolean(message);
        const describedBy = [hint && `${id}-hint`, invalid && `${id}-error`].filter(Boolean).join(' ');
        return (
          <div className="field checkbox-field">
            <div className="checkbox-field-line">
              <Checkbox
                inputId={id}
                inputRef={field.ref}
                name={field.name}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.checked === true)}
                onBlur={field.onBlur}
                invalid={invalid}
                aria-invalid={invalid}
                aria-describedby={describedBy || undefined}
              />
              <label htmlFor={id}>{label}</label>
            </div>
            {hint && (
              <small id={`${id}-hint`} className="hint checkbox-field-hint">
                {hint}
              </small>
            )}
            <FieldError id={id} message={message} />
          </div>
        );
      }}
    />
  );
}
