import { useTranslation } from 'react-i18next';
import { ExpenseList } from '@/features/expenses/components/expense-list';
import '@/features/properties/components/properties.css';

/**
 * The property's expenses, anchored at #expenses (where a saved expense returns, docs/product.md#screens-and-routes).
 * New expense is among the header's actions.
 */
export function PropertyExpensesCard({ entityId, propertyId }: { entityId: number; propertyId: number }) {
  const { t } = useTranslation();
  return (
    <section id="expenses" className="property-card expenses-card" aria-labelledby="property-expenses-title">
      <h2 id="property-expenses-title">
        <i className="pi pi-wallet" aria-hidden="true" /> {t('property.expenses.title')}
      </h2>
      <ExpenseList entityId={entityId} propertyId={propertyId} />
    </section>
  );
}
