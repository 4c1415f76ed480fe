import type { ContractOverview } from '@arrenda/core';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { formatMonth } from './rent-dates';

/**
 * The spec's rent warnings (section 2), from the months the server found: periods with more than
 * one rent, and expected periods without any.
 */
export function RentWarnings({ warnings }: { warnings: ContractOverview['rentWarnings'] }) {
  const { t, i18n } = useTranslation();
  const months = (list: readonly string[]) =>
    list.map((month) => formatMonth(month, i18n.language, 'short')).join(', ');
  return (
    <>
      {warnings.duplicates.length > 0 && (
        <Message
          severity="warn"
          className="rent-warning"
          text={t('rents.warning.duplicates', { months: months(warnings.duplicates) })}
        />
      )}
      {warnings.missing.length > 0 && (
        <Message
          severity="warn"
          className="rent-warning"
          text={t('rents.warning.missing', { months: months(warnings.missing) })}
        />
      )}
    </>
  );
}
