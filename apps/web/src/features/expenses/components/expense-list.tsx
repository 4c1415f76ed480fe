import { EXPENSE_SORTS, type ExpenseView } from '@arrenda/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-content';
import { SearchBox } from '@/components/search-box';
import { useExpensePage } from '@/features/expenses/api/get-expenses';
import { useAccess } from '@/lib/use-access';
import { useTableUrlState } from '@/lib/use-table-url-state';
import { ExpenseDeleteDialog } from './expense-delete-dialog';
import { ExpenseTable } from './expense-table';

/** An expense list shows 10 rows at first: it sits in a card or a view of a page with others. */
export const EXPENSE_PAGE_SIZE = 10;

interface Props {
  entityId: number;
  /** The property whose expenses are listed; null for the entity's global expenses only. */
  propertyId: number | null;
}

/**
 * The expenses of a property, or the entity's global ones (property expenses excluded,
 * docs/product.md#screens-and-routes), a page at a time from the server, newest first, with Edit and Delete by right; a
 * failed load shows its message and a retry. The page, sort and search are kept in the URL under
 * `expenses-` (?expenses-page=2&expenses-q=seguro), apart from the page's other keys. The search
 * shows once there is more than a page, or a search.
 */
export function ExpenseList({ entityId, propertyId }: Props) {
  const { t } = useTranslation();
  const { can } = useAccess(entityId);
  const { state, update, paging } = useTableUrlState({
    sorts: EXPENSE_SORTS,
    defaultSort: 'date',
    defaultOrder: 'desc',
    defaultPageSize: EXPENSE_PAGE_SIZE,
    prefix: 'expenses-',
  });
  const expenses = useExpensePage(entityId, propertyId, state);
  const [toDelete, setToDelete] = useState<ExpenseView | null>(null);

  if (expenses.isError) {
    return <QueryError query={expenses} />;
  }

  const total = expenses.data?.total ?? 0;
  return (
    <>
      {(state.search !== '' || total > EXPENSE_PAGE_SIZE) && (
        <div className="expense-list-tools">
          <SearchBox
            value={state.search}
            onSearch={(text) => update({ search: text }, { push: false })}
            label={t('expenses.search.label')}
            placeholder={t('expenses.search.placeholder')}
          />
        </div>
      )}
      <ExpenseTable
        entityId={entityId}
        expenses={expenses.data?.items}
        label={t('expenses.title')}
        showYield={propertyId !== null}
        can={can}
        onDelete={setToDelete}
        lazy={paging(total, expenses.isPlaceholderData)}
      />
      <ExpenseDeleteDialog entityId={entityId} expense={toDelete} onHide={() => setToDelete(null)} />
    </>
  );
}
