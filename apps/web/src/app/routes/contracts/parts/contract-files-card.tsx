import type { FileView } from '@arrenda/core';
import { contractKeys } from '@/features/contracts/api/query-keys';
import { FilesCard } from '@/features/files/components/files-card';
import { contractPath } from '@/lib/paths';

interface Props {
  entityId: number;
  propertyId: number;
  contractId: number;
  files: readonly FileView[];
  canUpload: boolean;
}

/** The contract's files card; an upload refetches the contract page, which lists them. */
export function ContractFilesCard({ entityId, propertyId, contractId, files, canUpload }: Props) {
  return (
    <FilesCard
      base={contractPath(entityId, propertyId, contractId)}
      queryKey={contractKeys.overview(entityId, contractId)}
      files={files}
      canUpload={canUpload}
    />
  );
}
