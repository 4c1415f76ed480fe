import { useParams } from 'react-router';

/** The :tenantId of the path as a number, or null when it is no valid id. */
export function useTenantId(): number | null {
  const id = Number(useParams().tenantId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
