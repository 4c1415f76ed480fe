import { useServerChoices } from '../../../lib/use-server-choices';
import { tenantChoicesQueryOptions, tenantsByIdsQueryOptions } from '../api/get-tenant-page';

/** The entity's tenants for a selector holding `chosen`, searched by the server. */
export const useTenantChoices = (entityId: number, chosen: readonly number[]) =>
  useServerChoices(
    {
      page: (search) => tenantChoicesQueryOptions(entityId, search),
      byIds: (ids) => tenantsByIdsQueryOptions(entityId, ids),
    },
    chosen,
  );
