import { useParams, useSearchParams } from 'react-router';

/** The ids a page's path may hold (:entityId, :propertyId, ...). */
export type PathIdName =
  | 'entityId'
  | 'propertyId'
  | 'contractId'
  | 'rentId'
  | 'paymentId'
  | 'tenantId'
  | 'expenseId';

/** A path or query value as a record id: a positive safe integer, else null (absent or no id). */
export function asId(value: string | null | undefined): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A path parameter as an id, or null when it is no valid id. */
export const usePathId = (name: PathIdName) => asId(useParams()[name]);

/** The :entityId of the path as an id, or null when it is no valid id. */
export const useEntityId = () => usePathId('entityId');

/** A query parameter (?property=, ?parent=) as an id, or null when absent or no valid id. */
export function useQueryId(name: string): number | null {
  const [params] = useSearchParams();
  return asId(params.get(name));
}
