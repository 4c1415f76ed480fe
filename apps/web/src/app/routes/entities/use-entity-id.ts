import { useParams } from 'react-router';

/** The :entityId of the path as a number, or null when it is no valid id. */
export function useEntityId(): number | null {
  const { entityId } = useParams();
  const id = Number(entityId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
