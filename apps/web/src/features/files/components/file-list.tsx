import type { FileView } from '@arrenda/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { useOpenFile } from './use-open-file';

/** Newest first (docs/product.md#constants-and-limits); the larger id breaks a tie, being the later upload. */
const newestFirst = (files: readonly FileView[]) =>
  [...files].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);

/** The owner's files, each name a button that opens the file in a new window. */
export function FileList({ base, files }: { base: string; files: readonly FileView[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const open = useOpenFile(base);
  if (files.length === 0) return <p className="files-empty">{t('files.empty')}</p>;
  return (
    <ul className="files-list">
      {newestFirst(files).map((file) => (
        <li key={file.id}>
          <i className="pi pi-file" aria-hidden="true" />
          <button
            type="button"
            className="files-name"
            title={t('files.download')}
            onClick={() => void open(file.id)}
          >
            {file.name}
          </button>
          <time dateTime={file.createdAt}>{format.dateTime(file.createdAt)}</time>
        </li>
      ))}
    </ul>
  );
}
