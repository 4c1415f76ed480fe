import { Password } from 'primereact/password';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, type FormFieldProps } from './form-field';

interface Props<T extends FieldValues> extends FormFieldProps<T> {
  autoComplete: 'current-password' | 'new-password';
}

export function PasswordField<T extends FieldValues>({ autoComplete, ...frame }: Props<T>) {
  const { t } = useTranslation();
  return (
    <FormField
      {...frame}
      render={(field, { id, ...state }) => (
        <Password
          {...state}
          inputId={id}
          inputRef={field.ref}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          feedback={false}
          toggleMask
          autoComplete={autoComplete}
          pt={{ showIcon: { 'aria-label': t('field.showPassword') } as Record<string, string> }}
        />
      )}
    />
  );
}
