import type { Control, FieldValues } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * What a failed submission means for its form: the server's message per field (400 with
 * fieldErrors), and whether it was refused for want of a right (403, told by a toast instead).
 */
export function submitError(error: Error | null): {
  fieldErrors: Record<string, string>;
  forbidden: boolean;
} {
  const refusal = error instanceof ApiError ? error : undefined;
  return { fieldErrors: refusal?.body.fieldErrors ?? {}, forbidden: refusal?.status === 403 };
}

/**
 * The props every field of a form takes, by the field's name: the form's control, the field's
 * translated label and the server's message for it (shown under the field until it is edited).
 */
export function fieldWiring<T extends FieldValues, N extends string>(
  control: Control<T>,
  label: (name: N) => string,
  fieldErrors: Record<string, string>,
) {
  return (name: N) => ({ control, name, label: label(name), serverError: fieldErrors[name] });
}
