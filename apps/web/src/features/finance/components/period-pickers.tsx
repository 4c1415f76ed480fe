import { useTranslation } from 'react-i18next';
import { MonthPicker } from '@/components/form/month-picker';
import type { FinancePeriod, PeriodEnd } from './finance-period';
import './finance.css';

interface Props {
  period: FinancePeriod;
  onChange: (end: PeriodEnd, month: string) => void;
}

/** From and To of the summary (docs/product.md#states-and-transitions); the rules live in useFinancePeriod. */
export function PeriodPickers({ period, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="finance-period">
      <legend className="p-hidden-accessible">{t('finance.period.legend')}</legend>
      <MonthPicker
        label={t('finance.period.from')}
        month={period.from}
        onMonthChange={(month) => onChange('from', month)}
        placeholder={t('finance.period.placeholder')}
        className="finance-month"
      />
      <MonthPicker
        label={t('finance.period.to')}
        month={period.to}
        onMonthChange={(month) => onChange('to', month)}
        placeholder={t('finance.period.placeholder')}
        className="finance-month"
      />
    </fieldset>
  );
}
