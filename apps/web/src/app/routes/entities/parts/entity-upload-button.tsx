import { useNavigate } from 'react-router';
import { entityKeys } from '@/features/entities/api/query-keys';
import { FileUploadButton } from '@/features/files/components/file-upload-button';
import { entityViewLink } from '@/lib/paths';

/** The overview header's Upload file: the file goes to the entity, and the Files view opens. */
export function EntityUploadButton({ entityId }: { entityId: number }) {
  const navigate = useNavigate();
  return (
    <FileUploadButton
      base={`/entities/${entityId}`}
      queryKey={entityKeys.detail(entityId)}
      className="centered"
      onStart={() => void navigate(entityViewLink('files'))}
    />
  );
}
