import { tenantChoicesQueryOptions, tenantsByIdsQueryOptions } from '@/features/tenants/api/get-tenant-page';
import { useServerChoices } from '@/lib/use-server-choices';

/** The entity's tenants for a selector holding `chosen`, searched by the server. */
export const useTenantChoices = (entityId: number, chosen: readonly number[]) =>
  useServerChoices(
    {
      page: (search) => tenantChoicesQueryOptions(entityId, search),
      byIds: (ids) => tenantsByIdsQueryOptions(entityId, ids),
    },
    chosen,
  );
