import type { LovItem } from '@arrenda/core';
import type { TFunction } from 'i18next';
import { Dropdown } from 'primereact/dropdown';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, type FormFieldProps } from '@/components/form/form-field';

export interface Option {
  value: number;
  label: string;
}

/** Lookup items as options, their names translated under `prefix` (cities keep their own names). */
export const lovOptions = (t: TFunction, items: LovItem[] | undefined, prefix?: string): Option[] =>
  (items ?? []).map((item) => ({
    value: item.id,
    label: prefix ? t(`${prefix}.${item.name}`, { defaultValue: item.name }) : item.name,
  }));

interface Props<T extends FieldValues> extends FormFieldProps<T> {
  options: Option[];
  loading?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Called after the field took the chosen value (null when cleared). */
  onValueChange?: (value: number | null) => void;
}

/** A select bound to a field holding an id, for options the form builds itself. */
export function OptionsField<T extends FieldValues>({
  options,
  loading = false,
  disabled = false,
  placeholder,
  onValueChange,
  ...frame
}: Props<T>) {
  const { t } = useTranslation();
  return (
    <FormField
      {...frame}
      render={(field, { id, ...state }) => (
        <Dropdown
          {...state}
          inputId={id}
          focusInputRef={field.ref}
          name={field.name}
          value={field.value ?? null}
          onChange={(event) => {
            const value = (event.value as number | null | undefined) ?? null;
            field.onChange(value);
            onValueChange?.(value);
          }}
          onBlur={field.onBlur}
          options={options}
          placeholder={placeholder ?? t('form.select')}
          emptyMessage={t('form.noOptions')}
          emptyFilterMessage={t('form.noOptions')}
          loading={loading}
          disabled={disabled}
          filter={options.length > 10}
          filterInputAutoFocus
          resetFilterOnHide
          showClear={field.value != null}
          className="w-full"
        />
      )}
    />
  );
}
