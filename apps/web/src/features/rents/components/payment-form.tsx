import { type PaymentForm as PaymentInput, paymentBody, type RentView } from '@arrenda/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DateField } from '@/components/form/date-field';
import { FormAlert } from '@/components/form/form-alert';
import { MONEY, NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { TextAreaField } from '@/components/form/textarea-field';
import { useLov } from '@/features/lov/api/get-lov';
import { useAddPayment } from '@/features/rents/api/add-payment';
import { type ContractIds, contractRentsPage } from '@/features/rents/api/query-keys';
import { fieldWiring, submitError } from '@/lib/form-errors';
import { useFormat } from '@/lib/format';
import { useToast } from '@/lib/toast';
import { useForbiddenToast } from '@/lib/use-access';
import { asksTaxableAmount, newPaymentValues, owedOn, type PaymentFormValues } from './payment-form-values';

interface Props {
  ids: ContractIds;
  rent: RentView;
  today: Date;
}

/**
 * The new payment form (docs/product.md#records-and-fields to 5): paymentBody's checks, the server's field errors
 * under their fields (a payment above what is left to pay, docs/domain.md); what is left shows under the
 * amount; the taxable amount is not asked when tax is retained on the rent.
 */
export function PaymentForm({ ids, rent, today }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const toastForbidden = useForbiddenToast();
  const navigate = useNavigate();
  const currencies = useLov('currencies');
  const { control, handleSubmit } = useForm<PaymentInput>({
    resolver: zodResolver(paymentBody),
    defaultValues: newPaymentValues(rent, today),
  });
  const add = useAddPayment(ids, rent.id);

  // The resolver has validated the values; parsing again gives the payload its output type.
  const onSubmit = handleSubmit((input) =>
    add.mutate(paymentBody.parse(input), {
      onSuccess: () => {
        toast.success(t('paymentForm.toast.created'));
        void navigate(contractRentsPage(ids));
      },
      onError: (error) => void toastForbidden(error),
    }),
  );

  const error = add.error;
  const { fieldErrors, forbidden } = submitError(error);
  const field = fieldWiring(
    control,
    (name: keyof PaymentFormValues) => t(`paymentForm.field.${name}`),
    fieldErrors,
  );

  return (
    <form onSubmit={onSubmit} noValidate className="rent-form" aria-busy={add.isPending}>
      <div className="form-grid">
        <DateField {...field('paymentDate')} />
        <SelectField
          {...field('currencyId')}
          items={currencies.data}
          loading={currencies.isPending}
          translationPrefix="lov.currency"
        />
        <NumberField
          {...field('amount')}
          {...MONEY}
          hint={t('paymentForm.leftToPay', { amount: format.money(owedOn(rent), rent.currency) })}
        />
        {asksTaxableAmount(rent) && <NumberField {...field('taxableAmount')} {...MONEY} />}
        <div className="form-grid-full">
          <TextAreaField {...field('description')} />
        </div>
      </div>
      <FormAlert text={forbidden ? undefined : (error?.message ?? currencies.error?.message)} />
      <div className="form-actions">
        <Link to={contractRentsPage(ids)} className="p-button p-button-text centered">
          {t('common.cancel')}
        </Link>
        <Button
          type="submit"
          label={t('paymentForm.submit')}
          icon="pi pi-plus"
          loading={add.isPending}
          disabled={add.isPending}
          className="centered"
        />
      </div>
    </form>
  );
}
