import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { newExpensePath } from './expense-links';
import { ExpenseList } from './expense-list';
import './expenses.css';

/**
 * The entity overview's Expenses view (docs/product.md#screens-and-routes): the global expenses of the entity, those
 * tied to no property, and New expense with the create right.
 */
export function EntityExpenses({ entityId, canCreate }: { entityId: number; canCreate: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <div className="expenses-head">
        <p className="hint">{t('expenses.entity.hint')}</p>
        {canCreate && (
          <Link to={newExpensePath(entityId, null)} className="p-button p-button-sm centered">
            <i className="pi pi-plus p-button-icon-left" aria-hidden="true" />
            <span className="p-button-label">{t('expenses.new')}</span>
          </Link>
        )}
      </div>
      <ExpenseList entityId={entityId} propertyId={null} />
    </div>
  );
}
