import { PERIOD_DAY } from '@arrenda/core';
import { Calendar } from 'primereact/calendar';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { typedCalendarProps } from '@/components/form/typed-calendar';
import { localDate } from '@/lib/dates';

/** A whole month typed as MM/YYYY: only then does typing change the month. */
const COMPLETE_MONTH = /^\d{1,2}\/\d{4}$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** A date's month in the user's own calendar, 'YYYY-MM'. */
const monthOfDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;

interface Props {
  label: string;
  /** 'YYYY-MM'. */
  month: string;
  onMonthChange: (month: string) => void;
  placeholder: string;
  className?: string;
}

/**
 * A month, typed as MM/YYYY or picked from the calendar's months (docs/accessibility.md "Date
 * fields"). A text being typed changes nothing until it is a whole month ('03/2' would otherwise be
 * the year 2); leaving the field puts the month back.
 */
export function MonthPicker({ label, month, onMonthChange, placeholder, className = '' }: Props) {
  const { i18n } = useTranslation();
  const id = useId();
  // One date object per month: the picker rewrites its text whenever its value changes.
  const value = useMemo(() => localDate(`${month}-${pad(PERIOD_DAY)}`), [month]);
  return (
    <div className={`field ${className}`.trim()}>
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
          const next = monthOfDate(date);
          if (next !== month) onMonthChange(next);
        }}
        placeholder={placeholder}
        locale={i18n.language.startsWith('pt') ? 'pt' : 'en'}
        showIcon
      />
    </div>
  );
}
