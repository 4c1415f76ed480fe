import { formatAddress, type PropertySummaryItem } from '@arrenda/core';
import { Dropdown } from 'primereact/dropdown';
import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, type FormFieldProps } from '../../../components/form/form-field';
import { propertyLabel } from '../../properties/components/property-labels';

/**
 * The option standing for "no property". PrimeReact takes an option whose value is null for the
 * option object itself, so the field's null is shown and chosen through 0 (never a row id).
 */
const NO_PROPERTY = 0;

interface Props<T extends FieldValues> extends FormFieldProps<T> {
  properties: PropertySummaryItem[] | undefined;
  loading: boolean;
}

/** The expense's property, or the first option, "no property", for a global expense of the entity. */
export function ExpensePropertyField<T extends FieldValues>({ properties, loading, ...frame }: Props<T>) {
  const { t } = useTranslation();
  const options = useMemo(
    () => [
      { value: NO_PROPERTY, label: t('expense.form.noProperty') },
      ...(properties ?? []).map((property) => {
        const name = propertyLabel(t, property);
        const address = property.address ? formatAddress(property.address) : null;
        return { value: property.id, label: address ? `${name} · ${address}` : name };
      }),
    ],
    [properties, t],
  );
  return (
    <FormField
      {...frame}
      render={(field, { id, ...state }) => (
        <Dropdown
          {...state}
          inputId={id}
          focusInputRef={field.ref}
          name={field.name}
          value={typeof field.value === 'number' ? field.value : NO_PROPERTY}
          onChange={(event) => {
            const value = event.value as number | null | undefined;
            field.onChange(value ? value : null);
          }}
          onBlur={field.onBlur}
          options={options}
          emptyFilterMessage={t('form.noOptions')}
          loading={loading}
          filter={options.length > 10}
          filterInputAutoFocus
          resetFilterOnHide
          className="w-full"
        />
      )}
    />
  );
}
