import { useParams, useSearchParams } from 'react-router';

const asId = (value: string | null | undefined) => {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** A path parameter (:propertyId, :contractId) as an id, or null when it is no valid id. */
export const usePathId = (name: 'propertyId' | 'contractId') => asId(useParams()[name]);

/** A query parameter (?property=) as an id, or null when absent or no valid id. */
export function useQueryId(name: string): number | null {
  const [params] = useSearchParams();
  return asId(params.get(name));
}
