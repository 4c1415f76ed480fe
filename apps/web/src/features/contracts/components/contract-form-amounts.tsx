import { useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from '@/components/form/number-field';
import { TextField } from '@/components/form/text-field';
import { ChoiceField } from './choice-field';
import {
  type ContractFormValues,
  showsExtraDescription,
  showsRetentionPercentage,
} from './contract-form-values';

/** Money fields take two decimals and no minus sign. */
const MONEY = { minFractionDigits: 2, maxFractionDigits: 2, min: 0 } as const;

/**
 * The rate proposed once tax retention is chosen: Portugal's withholding rate on rents paid by
 * tenants who keep accounts (CIRS art. 101.º n.º 1 e)). It can be changed.
 */
const DEFAULT_RETENTION_PERCENTAGE = 25;

/**
 * The amounts: rent, extra amount (with its description once entered), taxable amount, guarantee
 * and tax retention (with its percentage when 'Yes' or when one exists), docs/product.md#states-and-transitions.
 * The rent and its taxable amount are read-only once the contract's rent has changed after its start
 * (`rentInHistory`): they then change through the rent history (docs/domain.md "Rent updates").
 */
export function ContractFormAmounts({ rentInHistory = false }: { rentInHistory?: boolean }) {
  const { t } = useTranslation();
  const { control, getValues, setValue } = useFormContext<ContractFormValues>();
  const proposed = useRef(false);
  const [extraAmount, taxRetention, taxRetentionPercentage] = useWatch({
    control,
    name: ['extraAmount', 'taxRetention', 'taxRetentionPercentage'],
  });

  return (
    <div className="contract-form-grid">
      <NumberField
        control={control}
        name="amount"
        label={t('contractForm.field.amount')}
        readOnly={rentInHistory}
        hint={rentInHistory ? t('contractForm.rentInHistory') : undefined}
        {...MONEY}
      />
      <NumberField
        control={control}
        name="extraAmount"
        label={t('contractForm.field.extraAmount')}
        {...MONEY}
      />
      {showsExtraDescription({ extraAmount }) && (
        <div className="contract-form-full">
          <TextField
            control={control}
            name="extraAmountDescription"
            label={t('contractForm.field.extraAmountDescription')}
          />
          <p className="hint">{t('contractForm.extraAmountHint')}</p>
        </div>
      )}
      <NumberField
        control={control}
        name="taxableAmount"
        label={t('contractForm.field.taxableAmount')}
        readOnly={rentInHistory}
        {...MONEY}
      />
      <NumberField control={control} name="guarantee" label={t('contractForm.field.guarantee')} {...MONEY} />
      <ChoiceField<ContractFormValues, boolean>
        control={control}
        name="taxRetention"
        label={t('contractForm.field.taxRetention')}
        options={[
          { value: true, label: t('contractForm.yes') },
          { value: false, label: t('contractForm.no') },
        ]}
        onValueChange={(retains) => {
          const percentage = getValues('taxRetentionPercentage');
          if (retains && percentage == null) {
            setValue('taxRetentionPercentage', DEFAULT_RETENTION_PERCENTAGE);
            proposed.current = true;
          } else if (!retains && proposed.current && percentage === DEFAULT_RETENTION_PERCENTAGE) {
            // Back to No: the proposal goes, as it was never the user's.
            setValue('taxRetentionPercentage', null);
            proposed.current = false;
          }
        }}
      />
      {showsRetentionPercentage({ taxRetention, taxRetentionPercentage }) && (
        <NumberField
          control={control}
          name="taxRetentionPercentage"
          label={t('contractForm.field.taxRetentionPercentage')}
          maxFractionDigits={2}
          min={0}
        />
      )}
    </div>
  );
}
