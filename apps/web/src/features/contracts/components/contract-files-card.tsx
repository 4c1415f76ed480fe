import type { FileView } from '@arrenda/core';
import { FilesCard } from '../../files/components/files-card';
import { contractKeys, contractPath } from '../api/query-keys';

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
