import type { FileView } from '@arrenda/core';
import { FilesCard } from '@/features/files/components/files-card';
import { tenantKeys } from '@/features/tenants/api/query-keys';

interface Props {
  entityId: number;
  tenantId: number;
  files: readonly FileView[];
  canUpload: boolean;
}

/** The tenant's files card; an upload refetches the tenant page, which lists them. */
export function TenantFilesCard({ entityId, tenantId, files, canUpload }: Props) {
  return (
    <FilesCard
      base={`/entities/${entityId}/tenants/${tenantId}`}
      queryKey={tenantKeys.overview(entityId, tenantId)}
      files={files}
      canUpload={canUpload}
    />
  );
}
