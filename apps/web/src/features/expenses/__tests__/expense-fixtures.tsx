import type { ExpenseDetail, ExpenseView } from '@arrenda/core';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import EditExpenseRoute from '@/app/routes/expenses/edit';
import NewExpenseRoute from '@/app/routes/expenses/new';
import { renderWithProviders } from '@/testing/render';

export {
  choose,
  LOV_ANSWERS,
  SLOW,
  SUMMARY,
  sent,
  shownIn,
  type,
  typeDate,
} from '@/features/contracts/__tests__/contract-fixtures';

export const EXPENSES = '/entities/1/expenses';

/** An expense of 100 € on property 7 (Casa Augusta), counted in the yield; override what a test is about. */
export const expenseView = (id: number, date: string, overrides: Partial<ExpenseView> = {}): ExpenseView => ({
  id,
  version: 1,
  propertyId: 7,
  propertyName: 'Casa Augusta',
  currencyId: 1,
  currency: { name: 'Euro' },
  date,
  amount: 100,
  name: `Expense ${id}`,
  description: null,
  includeInYield: true,
  ...overrides,
});

export const expenseDetail = (
  id: number,
  date: string,
  overrides: Partial<ExpenseView> = {},
): ExpenseDetail => ({ ...expenseView(id, date, overrides), files: [] });

/** Any other page, as its path with its query and anchor. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

/** The new and edit expense routes at `path`, with any other page shown as its path. */
export function renderExpenseRoutes(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/entities/:entityId/expense/new" element={<NewExpenseRoute />} />
      <Route path="/entities/:entityId/expenses/:expenseId" element={<EditExpenseRoute />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    path,
  );
}

/** Where a page led: the stub's path. */
export const where = async () => (await screen.findByTestId('where')).textContent;

/** The value shown in the input labelled `label`. */
export const inputValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

/** The message under the field labelled `label`. */
export const messageOf = (label: string) =>
  document.getElementById(`${screen.getByLabelText(label).id}-error`)?.textContent;
