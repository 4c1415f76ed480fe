import {
  EXPENSE_TAX_CATEGORIES,
  type ExpenseTaxCategory,
  expenseTaxCategoryName,
  pickLanguage,
} from '@arrenda/core';
import { Dropdown } from 'primereact/dropdown';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, type FormFieldProps } from '@/components/form/form-field';

/** The choice of no category: the dropdown's own value for the form's null. */
const NONE = 'NONE';

/**
 * The IRS return's expense column (Anexo F) the expense is declared in: the six categories in the
 * return's order after "No category", named as core names them in the page's language.
 */
export function ExpenseTaxCategoryField<T extends FieldValues>(props: FormFieldProps<T>) {
  const { t, i18n } = useTranslation();
  const language = pickLanguage(i18n.language);
  const options = [null, ...EXPENSE_TAX_CATEGORIES].map((category) => ({
    value: category ?? NONE,
    label: expenseTaxCategoryName(language, category),
  }));
  return (
    <FormField
      {...props}
      hint={t('expense.form.taxCategoryHint')}
      render={(field, { id, ...state }) => (
        <Dropdown
          {...state}
          inputId={id}
          focusInputRef={field.ref}
          name={field.name}
          value={(field.value as ExpenseTaxCategory | null) ?? NONE}
          onChange={(event) =>
            field.onChange(event.value === NONE || event.value == null ? null : event.value)
          }
          onBlur={field.onBlur}
          options={options}
          className="w-full"
        />
      )}
    />
  );
}
