import type { FileView } from '@arrenda/core';
import { entityKeys } from '@/features/entities/api/query-keys';
import { FilesCard } from '@/features/files/components/files-card';

interface EntityFilesProps {
  entityId: number;
  files: readonly FileView[];
  canUpload: boolean;
}

/** The overview's Files view: the entity's files and, with the create right, their upload. */
export function EntityFiles({ entityId, files, canUpload }: EntityFilesProps) {
  return (
    <FilesCard
      base={`/entities/${entityId}`}
      queryKey={entityKeys.detail(entityId)}
      files={files}
      canUpload={canUpload}
    />
  );
}
