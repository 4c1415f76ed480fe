import { Calendar } from 'primereact/calendar';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { typedCalendarProps } from '@/components/form/typed-calendar';
import { localDate } from '@/lib/dates';
import { type FinancePeriod, monthOfDate, type PeriodEnd, periodDay } from './finance-period';
import './finance.css';

/** A whole month typed as MM/YYYY: only then does typing change the period. */
const COMPLETE_MONTH = /^\d{1,2}\/\d{4}$/;

interface PickerProps {
  label: string;
  month: string;
  onMonthChange: (month: string) => void;
}

/**
 * A month picker (typed as MM/YYYY or picked). A text being typed changes nothing until it is a
 * whole month ('03/2' would otherwise be the year 2); leaving the field puts the month back.
 */
function MonthPicker({ label, month, onMonthChange }: PickerProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  // One date object per month: the picker rewrites its text whenever its value changes.
  const value = useMemo(() => localDate(periodDay(month)), [month]);
  return (
    <div className="field finance-month">
      <label htmlFor={id}>{label}</label>
      <Calendar
        {...typedCalendarProps()}
        inputId={id}
        view="month"
        dateFormat="mm/yy"
        value={value}
        onChange={(event) => {
          const date = event.value instanceof Date ? event.value : null;
          if (!date) return;
          const input = event.originalEvent?.target;
          const typed = event.originalEvent?.type === 'input' && input instanceof HTMLInputElement;
          if (typed && !COMPLETE_MONTH.test(input.value.trim())) return;
          onMonthChange(monthOfDate(date));
        }}
        placeholder={t('finance.period.placeholder')}
        locale={i18n.language.startsWith('pt') ? 'pt' : 'en'}
        showIcon
      />
    </div>
  );
}

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
      />
      <MonthPicker
        label={t('finance.period.to')}
        month={period.to}
        onMonthChange={(month) => onChange('to', month)}
      />
    </fieldset>
  );
}
