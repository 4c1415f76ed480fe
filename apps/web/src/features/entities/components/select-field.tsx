import type { LovItem } from '@arrenda/core';
import { Dropdown } from 'primereact/dropdown';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/form/field-error';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** The list of values; each name is translated with `${translationPrefix}.${name}`. */
  items: LovItem[] | undefined;
  translationPrefix: string;
  loading?: boolean;
  filter?: boolean;
  showClear?: boolean;
  serverError?: string | undefined;
  id?: string;
}

/** A lookup select (entity type, country, access type...) bound to a form field holding the id. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  items,
  translationPrefix,
  loading = false,
  filter = false,
  showClear = false,
  serverError,
  id = name,
}: Props<T>) {
  const { t } = useTranslation();
  const options = (items ?? []).map((item) => ({
    value: item.id,
    label: t(`${translationPrefix}.${item.name}`, { defaultValue: item.name }),
  }));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ?? serverError;
        return (
          <div className="field">
            <label htmlFor={id}>{label}</label>
            <Dropdown
              inputId={id}
              focusInputRef={field.ref}
              name={field.name}
              value={field.value ?? null}
              onChange={(event) => field.onChange(event.value ?? null)}
              onBlur={field.onBlur}
              options={options}
              placeholder={t('entity.form.select')}
              emptyMessage={t('entity.form.noOptions')}
              loading={loading}
              filter={filter}
              filterInputAutoFocus
              resetFilterOnHide
              emptyFilterMessage={t('entity.form.noOptions')}
              showClear={showClear && field.value != null}
              invalid={Boolean(message)}
              aria-invalid={Boolean(message)}
              aria-describedby={message ? `${id}-error` : undefined}
              className="w-full"
            />
            <FieldError id={id} message={message} />
          </div>
        );
      }}
    />
  );
}
