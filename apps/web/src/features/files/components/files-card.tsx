import type { FileView } from '@arrenda/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FileList } from './file-list';
import { FileUploadButton } from './file-upload-button';
import type { FileUploadTarget } from './use-file-upload';
import './files.css';

export interface FilesCardProps extends FileUploadTarget {
  /** The owner's files as its page data holds them, in any order. */
  files: readonly FileView[];
  /** Whether the caller has the create right on the entity, which uploading needs. */
  canUpload: boolean;
  /** The card's heading, 'Files' unless given. */
  title?: string;
}

/**
 * The files of an entity, property, contract, tenant or expense (docs/product.md#screens-and-routes and #constants-and-limits): newest
 * first, each opening in a new window, and an upload button for those with the create right.
 * A region named by its heading.
 */
export function FilesCard({ files, canUpload, title, ...target }: FilesCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="files-card" aria-labelledby={headingId}>
      <div className="files-card-head">
        <h2 id={headingId}>
          <i className="pi pi-folder" aria-hidden="true" /> {title ?? t('files.title')}
        </h2>
        {canUpload && <FileUploadButton {...target} />}
      </div>
      <FileList base={target.base} files={files} />
    </section>
  );
}
