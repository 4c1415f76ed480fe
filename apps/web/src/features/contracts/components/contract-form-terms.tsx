import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { useLov } from '@/features/lov/api/get-lov';
import { ChoiceField } from './choice-field';
import { type ContractFormValues, type FrequencyChoice, MONTHLY } from './contract-form-values';

/** The currency a new contract starts in. */
const DEFAULT_CURRENCY = 'Euro';

/**
 * Currency and frequency. 'Monthly' sets frequency type 3 and value 1; 'Other' reveals the
 * frequency type and 'every N' (docs/product.md#states-and-transitions). Automatic rents: the server adds the rent of each
 * new period by itself.
 */
export function ContractFormTerms() {
  const { t } = useTranslation();
  const { control, getValues, setValue } = useFormContext<ContractFormValues>();
  const frequency = useWatch({ control, name: 'frequency' });
  const currencies = useLov('currencies');
  const frequencyTypes = useLov('frequencyTypes');

  const euroId = currencies.data?.find((currency) => currency.name === DEFAULT_CURRENCY)?.id;
  useEffect(() => {
    if (euroId !== undefined && getValues('currencyId') == null) setValue('currencyId', euroId);
  }, [euroId, getValues, setValue]);

  const choose = (choice: FrequencyChoice) => {
    if (choice !== 'MONTHLY') return;
    setValue('frequencyTypeId', MONTHLY.frequencyTypeId, { shouldValidate: true });
    setValue('frequencyValue', MONTHLY.frequencyValue, { shouldValidate: true });
  };

  return (
    <div className="contract-form-grid">
      <SelectField
        control={control}
        name="currencyId"
        label={t('contractForm.field.currency')}
        items={currencies.data}
        loading={currencies.isPending}
        translationPrefix="lov.currency"
      />
      <ChoiceField<ContractFormValues, FrequencyChoice>
        control={control}
        name="frequency"
        label={t('contractForm.field.frequency')}
        options={[
          { value: 'MONTHLY', label: t('contractForm.frequency.monthly') },
          { value: 'OTHER', label: t('contractForm.frequency.other') },
        ]}
        onValueChange={choose}
      />
      {frequency === 'OTHER' && (
        <>
          <NumberField
            control={control}
            name="frequencyValue"
            label={t('contractForm.field.frequencyValue')}
            min={0}
          />
          <SelectField
            control={control}
            name="frequencyTypeId"
            label={t('contractForm.field.frequencyType')}
            items={frequencyTypes.data}
            loading={frequencyTypes.isPending}
            translationPrefix="lov.frequencyType"
          />
        </>
      )}
      <NumberField
        control={control}
        name="rentDueDay"
        label={t('contractForm.field.rentDueDay')}
        hint={t('contractForm.rentDueDayHint')}
        min={1}
      />
      <div className="contract-form-full">
        <ChoiceField<ContractFormValues, boolean>
          control={control}
          name="automaticRents"
          label={t('contractForm.field.automaticRents')}
          hint={t('contractForm.automaticRentsHint')}
          options={[
            { value: true, label: t('contractForm.yes') },
            { value: false, label: t('contractForm.no') },
          ]}
        />
      </div>
      <div className="contract-form-full">
        <FormAlert text={(currencies.error ?? frequencyTypes.error)?.message} />
      </div>
    </div>
  );
}
