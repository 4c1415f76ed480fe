import type { PropertySummaryItem } from '@arrenda/core';
import { Dropdown } from 'primereact/dropdown';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, type FormFieldProps } from '@/components/form/form-field';
import { choiceOptions, useServerSelectProps } from '@/components/form/server-select';
import { propertyChoiceLabel } from '@/features/properties/api/property-choices';
import type { ServerChoices } from '@/lib/use-server-choices';

/**
 * The option standing for "no property". PrimeReact takes an option whose value is null for the
 * option object itself, so the field's null is shown and chosen through 0 (never a row id).
 */
const NO_PROPERTY = 0;

interface Props<T extends FieldValues> extends FormFieldProps<T> {
  /** The entity's properties, searched by the server (usePropertyChoices). */
  choices: ServerChoices<PropertySummaryItem>;
}

/**
 * The expense's property, or the first option, "no property", for a global expense of the entity
 * (set aside, like the chosen property, while a search shows).
 */
export function ExpensePropertyField<T extends FieldValues>({ choices, ...frame }: Props<T>) {
  const { t } = useTranslation();
  const server = useServerSelectProps(choices);
  const options = [
    { value: NO_PROPERTY, label: t('expense.form.noProperty'), pinned: true },
    ...choiceOptions(choices, (property) => propertyChoiceLabel(t, property)),
  ];
  return (
    <FormField
      {...frame}
      render={(field, { id, ...state }) => (
        <Dropdown
          {...state}
          {...server}
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
          className="w-full"
        />
      )}
    />
  );
}
