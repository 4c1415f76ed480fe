import { type RentForm as RentInput, rentBody } from '@arrenda/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DateField } from '@/components/form/date-field';
import { FormAlert, reloadWhenStale } from '@/components/form/form-alert';
import { MONEY, NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { useLov } from '@/features/lov/api/get-lov';
import { type ContractIds, contractRentsPage } from '@/features/rents/api/query-keys';
import { useSaveRent } from '@/features/rents/api/save-rent';
import { fieldWiring, submitError } from '@/lib/form-errors';
import { useToast } from '@/lib/toast';
import { useForbiddenToast } from '@/lib/use-access';
import { MonthField } from './month-field';
import type { RentFormValues } from './rent-form-values';

interface Props {
  ids: ContractIds;
  values: RentFormValues;
  /** The rent being edited; a new rent without it. */
  rentId?: number;
  /** The version of the rent edited, as the form is filled: sent back with the update. */
  version?: number;
  /** Reads the rent again after an edit refused as stale (someone saved it since). */
  onReload?: () => Promise<void>;
}

/**
 * New Rent and Edit Rent (docs/product.md#records-and-fields to 5): rentBody's checks, the server's field errors
 * under their fields; a saved rent returns to the contract's rents.
 */
export function RentForm({ ids, values, rentId, version, onReload }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const toastForbidden = useForbiddenToast();
  const navigate = useNavigate();
  const currencies = useLov('currencies');
  const { control, handleSubmit } = useForm<RentInput>({
    resolver: zodResolver(rentBody),
    defaultValues: values,
  });
  const save = useSaveRent(ids, rentId);
  // The version the form was filled from, not a refetched one: a save over a newer change is refused.
  const [filledFrom] = useState(version);
  const editing = rentId !== undefined;

  // The resolver has validated the values; parsing again gives the payload its output type.
  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { ...rentBody.parse(input), version: filledFrom },
      {
        onSuccess: () => {
          toast.success(t(editing ? 'rentForm.toast.updated' : 'rentForm.toast.created'));
          void navigate(contractRentsPage(ids));
        },
        onError: (error) => void toastForbidden(error),
      },
    ),
  );

  const error = save.error;
  const { fieldErrors, forbidden } = submitError(error);
  const field = fieldWiring(
    control,
    (name: keyof RentFormValues) => t(`rentForm.field.${name}`),
    fieldErrors,
  );

  return (
    <form onSubmit={onSubmit} noValidate className="rent-form" aria-busy={save.isPending}>
      <div className="form-grid">
        <MonthField {...field('paymentPeriodDate')} />
        <DateField {...field('paymentDueDate')} />
        <SelectField
          {...field('currencyId')}
          items={currencies.data}
          loading={currencies.isPending}
          translationPrefix="lov.currency"
        />
        <NumberField {...field('amount')} {...MONEY} />
        <NumberField {...field('taxableAmount')} {...MONEY} />
        <NumberField {...field('retainedAmount')} {...MONEY} />
      </div>
      <FormAlert
        text={forbidden ? undefined : (error?.message ?? currencies.error?.message)}
        onReload={reloadWhenStale(error, onReload, save.reset)}
      />
      <div className="form-actions">
        <Link to={contractRentsPage(ids)} className="p-button p-button-text centered">
          {t('common.cancel')}
        </Link>
        <Button
          type="submit"
          label={editing ? t('rentForm.update') : t('rentForm.create')}
          icon={editing ? 'pi pi-check' : 'pi pi-plus'}
          loading={save.isPending}
          disabled={save.isPending}
          className="centered"
        />
      </div>
    </form>
  );
}
