import { Password } from 'primereact/password';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from './field-error';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  serverError?: string | undefined;
}

export function PasswordField<T extends FieldValues>({
  control,
  name,
  label,
  autoComplete,
  serverError,
}: Props<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ?? serverError;
        return (
          <div className="field">
            <label htmlFor={name}>{label}</label>
            <Password
              inputId={name}
              inputRef={field.ref}
              name={field.name}
              value={(field.value as string | undefined) ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              feedback={false}
              toggleMask
              autoComplete={autoComplete}
              invalid={Boolean(message)}
              aria-invalid={Boolean(message)}
              aria-describedby={message ? `${name}-error` : undefined}
              pt={{ showIcon: { 'aria-label': t('field.showPassword') } as Record<string, string> }}
            />
            <FieldError id={name} message={message} />
          </div>
        );
      }}
    />
  );
}
