import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/form/date-field';
import type { ContractFormValues } from './contract-form-values';

/** The contract's start and end, and its renegotiation period (which must lie inside it). */
export function ContractFormDates() {
  const { t } = useTranslation();
  const { control } = useFormContext<ContractFormValues>();
  return (
    <div className="contract-form-grid">
      <DateField control={control} name="startDate" label={t('contractForm.field.startDate')} />
      <DateField control={control} name="endDate" label={t('contractForm.field.endDate')} />
      <DateField
        control={control}
        name="startDateRenegotiationPeriod"
        label={t('contractForm.field.startDateRenegotiationPeriod')}
      />
      <DateField
        control={control}
        name="endDateRenegotiationPeriod"
        label={t('contractForm.field.endDateRenegotiationPeriod')}
      />
    </div>
  );
}
