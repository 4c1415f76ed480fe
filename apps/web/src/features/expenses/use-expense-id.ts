import { useParams } from 'react-router';

/** The :expenseId of the path as a number, or null when it is no valid id. */
export function useExpenseId(): number | null {
  const id = Number(useParams().expenseId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
