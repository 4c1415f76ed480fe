import type { FileView } from '@arrenda/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import './contracts.css';

/** The contract's files, newest first (spec section 9); uploading comes with the files issue. */
export function ContractFilesCard({ files }: { files: readonly FileView[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const sorted = [...files].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <section className="contract-card" aria-labelledby="contract-files-title">
      <h2 id="contract-files-title">
        <i className="pi pi-folder" aria-hidden="true" /> {t('contract.files.title')}
      </h2>
      {sorted.length === 0 ? (
        <p className="empty-text">{t('contract.files.empty')}</p>
      ) : (
        <ul className="contract-file-list">
          {sorted.map((file) => (
            <li key={file.id}>
              <i className="pi pi-file" aria-hidden="true" />
              <span className="contract-file-name">{file.name}</span>
              <time dateTime={file.createdAt}>{format.dateTime(file.createdAt)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
