import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLov } from '@/features/lov/api/get-lov';
import { useFormat } from '@/lib/format';
import { contractFigures } from './contract-figures';
import type { ContractFormValues } from './contract-form-values';

/** What the amounts entered come to, updated as they are typed. */
export function ContractFormSummary() {
  const { t } = useTranslation();
  const format = useFormat();
  const { control } = useFormContext<ContractFormValues>();
  const [amount, extraAmount, taxableAmount, taxRetention, taxRetentionPercentage, currencyId] = useWatch({
    control,
    name: ['amount', 'extraAmount', 'taxableAmount', 'taxRetention', 'taxRetentionPercentage', 'currencyId'],
  });
  const currency = useLov('currencies').data?.find((item) => item.id === currencyId)?.name;
  const figures = contractFigures({
    amount,
    extraAmount,
    taxableAmount,
    taxRetention,
    taxRetentionPercentage,
  });
  const lines = [
    ['total', figures.total],
    ['taxable', figures.taxable],
    ['retained', figures.retained],
    ['net', figures.net],
  ] as const;

  return (
    <section className="contract-summary" aria-labelledby="contract-summary-title" aria-live="polite">
      <h2 id="contract-summary-title">{t('contractForm.summary.title')}</h2>
      <dl>
        {lines.map(([key, value]) => (
          <div key={key} className={`contract-summary-line contract-summary-${key}`}>
            <dt>{t(`contractForm.summary.${key}`)}</dt>
            <dd>{format.money(value, currency)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
