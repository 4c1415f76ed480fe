import { useTranslation } from 'react-i18next';
import './properties.css';

/**
 * The property's expenses, anchored at #expenses (where a saved expense returns, spec section 2).
 * Expenses come with their own issue; until then the card says there are none.
 */
export function PropertyExpensesCard() {
  const { t } = useTranslation();
  return (
    <section id="expenses" className="property-card" aria-labelledby="property-expenses-title">
      <h2 id="property-expenses-title">
        <i className="pi pi-wallet" aria-hidden="true" /> {t('property.expenses.title')}
      </h2>
      <p className="empty-text">{t('property.expenses.empty')}</p>
    </section>
  );
}
