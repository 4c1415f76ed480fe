import type { ContractOverview } from '@arrenda/core';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '@/lib/rent-dates';

/**
 * The product's rent warnings (docs/product.md#screens-and-routes), from the months the server found: periods with more than
 * one rent, and expected periods without any, listed as a sentence of the user's language
 * ("Feb 2025, Mar 2025 and Apr 2025") rather than the product's bracketed array.
 */
export function RentWarnings({ warnings }: { warnings: ContractOverview['rentWarnings'] }) {
  const { t, i18n } = useTranslation();
  const months = (list: readonly string[]) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
      list.map((month) => formatMonth(month, i18n.language, 'short')),
    );
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
