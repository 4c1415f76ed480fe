import type { ReactNode } from 'react';
import {
  type Control,
  Controller,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { FieldError } from './field-error';

/** What every input of a field needs to show its state and link its message. */
export interface FieldState {
  id: string;
  invalid: boolean;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** The input's id (the label points to it); the field's name by default. */
  id?: string;
  /** An error from the server for this field, shown when the form has none of its own. */
  serverError?: string | undefined;
  /** A line under the input that helps fill it in (what is left to pay...). */
  hint?: string | undefined;
}

/**
 * The frame every form field shares: label, the input bound to the form, its hint and the field's
 * message under it (the form's own first, else the server's), both linked for screen readers.
 */
export function FormField<T extends FieldValues>({
  control,
  name,
  label,
  id = name,
  serverError,
  hint,
  inputError,
  render,
}: FormFieldProps<T> & {
  render: (field: ControllerRenderProps<T, Path<T>>, state: FieldState) => ReactNode;
  /** What the input itself finds wrong with the text typed (a number field's separator), shown first. */
  inputError?: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = inputError ?? fieldState.error?.message ?? serverError;
        const invalid = Boolean(message);
        const describedBy = [hint && `${id}-hint`, invalid && `${id}-error`].filter(Boolean).join(' ');
        return (
          <div className="field">
            <label htmlFor={id}>{label}</label>
            {render(field, {
              id,
              invalid,
              'aria-invalid': invalid,
              'aria-describedby': describedBy || undefined,
            })}
            {hint && (
              <small id={`${id}-hint`} className="hint">
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
