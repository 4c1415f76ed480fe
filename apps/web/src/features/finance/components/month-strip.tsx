import { useTranslation } from 'react-i18next';
import { MONTH_STATES, type MonthCell, type MonthState } from './summary-rows';
import './finance.css';

/** Each state has its own icon as well as its colour, so that colour is not the only cue. */
const ICONS: Record<MonthState, string> = {
  PAID: 'pi pi-check',
  PARTIAL: 'pi pi-minus',
  UNPAID: 'pi pi-times',
  MISSING: 'pi pi-question',
};

const cellClass = (state: MonthState) => `month-cell month-${state.toLowerCase()}`;

/** One small cell per month of the period, coloured by its rent's state, named for screen readers. */
export function MonthStrip({ months, label }: { months: readonly MonthCell[]; label: string }) {
  if (months.length === 0) return null;
  return (
    <ul className="month-strip" aria-label={label}>
      {months.map((month) => (
        <li key={month.period} className={cellClass(month.state)} title={month.label}>
          <i className={ICONS[month.state]} aria-hidden="true" />
          <span className="p-hidden-accessible">{month.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** What the cells' colours and icons mean. */
export function MonthStateLegend() {
  const { t } = useTranslation();
  return (
    <ul className="month-legend" aria-label={t('finance.legend.title')}>
      {MONTH_STATES.map((state) => (
        <li key={state}>
          <span className={cellClass(state)} aria-hidden="true">
            <i className={ICONS[state]} />
          </span>
          {t(`finance.legend.${state}`)}
        </li>
      ))}
    </ul>
  );
}
