import type { LovItem } from '@arrenda/core';
import { Dropdown } from 'primereact/dropdown';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, type FormFieldProps } from './form-field';

interface Props<T extends FieldValues> extends FormFieldProps<T> {
  /** The list of values; each name is translated with `${translationPrefix}.${name}`. */
  items: LovItem[] | undefined;
  translationPrefix: string;
  loading?: boolean;
  filter?: boolean;
  showClear?: boolean;
}

/** A lookup select (entity type, country, access type...) bound to a form field holding the id. */
export function SelectField<T extends FieldValues>({
  items,
  translationPrefix,
  loading = false,
  filter = false,
  showClear = false,
  ...frame
}: Props<T>) {
  const { t } = useTranslation();
  const options = (items ?? []).map((item) => ({
    value: item.id,
    label: t(`${translationPrefix}.${item.name}`, { defaultValue: item.name }),
  }));
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
          onChange={(event) => field.onChange(event.value ?? null)}
          onBlur={field.onBlur}
          options={options}
          placeholder={t('form.select')}
          emptyMessage={t('form.noOptions')}
          loading={loading}
          filter={filter}
          filterInputAutoFocus
          resetFilterOnHide
          emptyFilterMessage={t('form.noOptions')}
          showClear={showClear && field.value != null}
          className="w-full"
        />
      )}
    />
  );
}
