import { type UploadOptions, uploadTo } from '@/features/files/api/upload-file';
import { confirmationPath, type PortalRentIds } from './query-keys';

/** POST .../confirmations/{confirmationId}/proof (multipart field 'file'): answers the file. */
export const uploadProof = (
  ids: PortalRentIds,
  confirmationId: number,
  file: File,
  options: UploadOptions = {},
) => uploadTo(`${confirmationPath(ids, confirmationId)}/proof`, file, options);
