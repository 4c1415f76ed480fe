import type { FileView } from '@arrenda/core';
import { useTranslation } from 'react-i18next';
import { ComingSoonNote } from './coming-soon-note';

/** The entity's files, newest first (spec section 9); uploading comes with the files issue. */
export function EntityFiles({ files, canUpload }: { files: FileView[]; canUpload: boolean }) {
  const { t, i18n } = useTranslation();
  const sorted = [...files].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const format = new Intl.DateTimeFormat(i18n.language === 'pt' ? 'pt-PT' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <div className="stack">
      {canUpload && <ComingSoonNote text={t('entity.files.soon')} />}
      {sorted.length === 0 ? (
        <p className="empty-text">{t('entity.files.empty')}</p>
      ) : (
        <ul className="file-list">
          {sorted.map((file) => (
            <li key={file.id}>
              <i className="pi pi-file" aria-hidden="true" />
              <span className="file-name">{file.name}</span>
              <time dateTime={file.createdAt}>{format.format(new Date(file.createdAt))}</time>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
