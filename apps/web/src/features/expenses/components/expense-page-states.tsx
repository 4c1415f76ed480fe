import { useTranslation } from 'react-i18next';
import { LoadErrorPanel } from '@/components/load-error-panel';
import { expenseReturnPath } from './expense-return-path';

/** An expense that cannot be shown: not found (also an id that is no id), or a failed load. */
export function ExpenseLoadError({
  entityId,
  error,
  onRetry,
}: {
  entityId: number;
  error: Error | null;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <LoadErrorPanel
      error={error}
      onRetry={onRetry}
      prefix="expense"
      back={{ to: expenseReturnPath(entityId, null), label: t('expense.backToEntity') }}
    />
  );
}
