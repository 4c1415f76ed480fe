import type { FileView } from '@arrenda/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { TenantCard } from './tenant-card';

/** The tenant's files, newest first (spec section 9); uploading comes with the files issue. */
export function TenantFilesCard({ files }: { files: readonly FileView[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const sorted = [...files].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <TenantCard id="tenant-files" icon="pi pi-folder" title={t('tenant.files.title')}>
      {sorted.length === 0 ? (
        <p className="empty-text">{t('tenant.files.empty')}</p>
      ) : (
        <ul className="tenant-list">
          {sorted.map((file) => (
            <li key={file.id}>
              <span className="tenant-list-main">
                <span>
                  <i className="pi pi-file" aria-hidden="true" /> {file.name}
                </span>
              </span>
              <time dateTime={file.createdAt}>{format.dateTime(file.createdAt)}</time>
            </li>
          ))}
        </ul>
      )}
    </TenantCard>
  );
}
