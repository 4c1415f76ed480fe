import type { FileView } from '@arrenda/core';
import { FilesCard } from '@/features/files/components/files-card';
import { propertyKeys } from '@/features/properties/api/query-keys';

interface Props {
  entityId: number;
  propertyId: number;
  files: readonly FileView[];
  canUpload: boolean;
}

/** The property's files card; an upload refetches the property page, which lists them. */
export function PropertyFilesCard({ entityId, propertyId, files, canUpload }: Props) {
  return (
    <FilesCard
      base={`/entities/${entityId}/properties/${propertyId}`}
      queryKey={propertyKeys.overview(entityId, propertyId)}
      files={files}
      canUpload={canUpload}
    />
  );
}
