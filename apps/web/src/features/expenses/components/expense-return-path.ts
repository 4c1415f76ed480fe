import { entityViewPath } from '@/lib/paths';

/**
 * Where a saved or deleted expense returns (docs/product.md#screens-and-routes): its property's expenses card, or,
 * for a global expense, the entity overview's Expenses view. (Kept apart from expense-links, which
 * the entity views import through the expense list.)
 */
export function expenseReturnPath(entityId: number, propertyId: number | null): string {
  if (propertyId !== null) return `/entities/${entityId}/properties/${propertyId}/#expenses`;
  return entityViewPath(entityId, 'expenses');
}
