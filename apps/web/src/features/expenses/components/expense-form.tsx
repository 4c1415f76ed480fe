import { type ExpenseBody, type ExpenseForm as ExpenseInput, expenseBody } from '@arrenda/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateField } from '@/components/form/date-field';
import { FormAlert, reloadWhenStale } from '@/components/form/form-alert';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { TextAreaField } from '@/components/form/textarea-field';
import { useLov } from '@/features/lov/api/get-lov';
import { usePropertyChoices } from '@/features/properties/api/property-choices';
import { fieldWiring, submitError } from '@/lib/form-errors';
import { useForbiddenToast } from '@/lib/use-access';
import type { ExpenseFormValues } from './expense-form-values';
import { ExpensePropertyField } from './expense-property-field';
import { ExpenseTaxCategoryField } from './expense-tax-category-field';
import './expenses.css';

/** Money takes two decimals and no minus sign. */
const MONEY = { minFractionDigits: 2, maxFractionDigits: 2, min: 0 } as const;

/** The currency a new expense starts in. */
const DEFAULT_CURRENCY = 'Euro';

interface Props {
  entityId: number;
  values: ExpenseFormValues;
  /** The create or update call; editing when it is the update. */
  save: UseMutationResult<unknown, Error, ExpenseBody>;
  editing: boolean;
  /** The version of the expense edited, as the form is filled: sent back with the update. */
  version?: number;
  /** After a successful save, with what was saved (the page toasts and leaves). */
  onSaved: (body: ExpenseBody) => void;
  /** Where Cancel goes. */
  cancelTo: string;
  /** Reads the expense again after an edit refused as stale (someone saved it since). */
  onReload?: () => Promise<void>;
}

/**
 * New Expense and Edit Expense (docs/product.md#records-and-fields to 5): expenseBody's checks, the server's field
 * errors under their fields and its message in an alert. Include in yield is asked only for an
 * expense of a property; without one, a note says it is a global expense of the entity. The tax
 * category (the IRS return's column) is asked for any expense, none by default.
 */
export function ExpenseForm({
  entityId,
  values,
  save,
  editing,
  version,
  onSaved,
  cancelTo,
  onReload,
}: Props) {
  const { t } = useTranslation();
  const toastForbidden = useForbiddenToast();
  const currencies = useLov('currencies');
  const { control, handleSubmit, getValues, setValue } = useForm<ExpenseInput>({
    resolver: zodResolver(expenseBody),
    defaultValues: values,
  });
  const propertyId = useWatch({ control, name: 'propertyId' });
  const properties = usePropertyChoices(entityId, typeof propertyId === 'number' ? [propertyId] : []);
  // The version the form was filled from, not a refetched one: a save over a newer change is refused.
  const [filledFrom] = useState(version);

  const euroId = currencies.data?.find((currency) => currency.name === DEFAULT_CURRENCY)?.id;
  useEffect(() => {
    if (euroId !== undefined && getValues('currencyId') == null) setValue('currencyId', euroId);
  }, [euroId, getValues, setValue]);

  // A ?propertyId= that is no property of the entity is dropped rather than sent.
  const { unknownIds } = properties;
  useEffect(() => {
    const chosen = getValues('propertyId');
    if (typeof chosen === 'number' && unknownIds.includes(chosen)) setValue('propertyId', null);
  }, [unknownIds, getValues, setValue]);

  // The resolver has validated the values; parsing again gives the payload its output type.
  const onSubmit = handleSubmit((input) => {
    const body = expenseBody.parse(input);
    save.mutate(
      { ...body, version: filledFrom },
      {
        onSuccess: () => onSaved(body),
        onError: (error) => void toastForbidden(error),
      },
    );
  });

  const error = save.error;
  const { fieldErrors, forbidden } = submitError(error);
  const field = fieldWiring(
    control,
    (name: keyof ExpenseFormValues) => t(`expense.form.${name}`),
    fieldErrors,
  );
  const loadError = currencies.error ?? properties.error;

  return (
    <form onSubmit={onSubmit} noValidate className="expense-form" aria-busy={save.isPending}>
      <div className="form-grid">
        <div className="form-grid-full">
          <ExpensePropertyField {...field('propertyId')} choices={properties} />
        </div>
        <SelectField
          {...field('currencyId')}
          items={currencies.data}
          loading={currencies.isPending}
          translationPrefix="lov.currency"
        />
        <DateField {...field('date')} />
        <NumberField {...field('amount')} {...MONEY} />
        <TextField {...field('name')} />
        <div className="form-grid-full">
          <TextAreaField {...field('description')} />
        </div>
        <ExpenseTaxCategoryField {...field('taxCategory')} />
        <div className="form-grid-full">
          {propertyId == null ? (
            <Message severity="info" text={t('expense.form.global')} className="expense-global-note" />
          ) : (
            <SwitchField {...field('includeInYield')} />
          )}
        </div>
      </div>
      <FormAlert
        text={forbidden ? undefined : (error?.message ?? loadError?.message)}
        onReload={reloadWhenStale(error, onReload, save.reset)}
      />
      <div className="form-actions">
        <Link to={cancelTo} className="p-button p-button-text centered">
          {t('common.cancel')}
        </Link>
        <Button
          type="submit"
          label={editing ? t('expense.form.update') : t('expense.form.create')}
          icon={editing ? 'pi pi-check' : 'pi pi-plus'}
          loading={save.isPending}
          disabled={save.isPending}
          className="centered"
        />
      </div>
    </form>
  );
}
