import type { FileView } from '@arrenda/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import './properties.css';

/** The property's files, newest first (spec section 9); uploading comes with the files issue. */
export function PropertyFilesCard({ files }: { files: readonly FileView[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const sorted = [...files].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <section className="property-card" aria-labelledby="property-files-title">
      <h2 id="property-files-title">
        <i className="pi pi-folder" aria-hidden="true" /> {t('property.files.title')}
      </h2>
      {sorted.length === 0 ? (
        <p className="empty-text">{t('property.files.empty')}</p>
      ) : (
        <ul className="property-file-list">
          {sorted.map((file) => (
            <li key={file.id}>
              <i className="pi pi-file" aria-hidden="true" />
              <span className="property-file-name">{file.name}</span>
              <time dateTime={file.createdAt}>{format.dateTime(file.createdAt)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
