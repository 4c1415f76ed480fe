import { MultiSelect } from 'primereact/multiselect';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, type FormFieldProps } from '../../../components/form/form-field';
import type { Option } from '../../properties/components/property-form-select';

interface Props<T extends FieldValues> extends FormFieldProps<T> {
  options: Option[];
  loading?: boolean;
}

/** A select of several ids, bound to a field holding an array of ids. */
export function MultiSelectField<T extends FieldValues>({ options, loading = false, ...frame }: Props<T>) {
  const { t } = useTranslation();
  return (
    <FormField
      {...frame}
      render={(field, { id, ...state }) => (
        <MultiSelect
          {...state}
          inputId={id}
          inputRef={field.ref}
          name={field.name}
          value={(field.value as number[] | undefined) ?? []}
          onChange={(event) => field.onChange((event.value as number[] | null) ?? [])}
          onBlur={field.onBlur}
          options={options}
          display="chip"
          placeholder={t('form.select')}
          emptyMessage={t('form.noOptions')}
          emptyFilterMessage={t('form.noOptions')}
          filter={options.length > 10}
          resetFilterOnHide
          loading={loading}
          className="w-full"
        />
      )}
    />
  );
}
