import { Button } from 'primereact/button';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type FileUploadTarget, useFileUpload } from './use-file-upload';

interface Props extends FileUploadTarget {
  /** Called when a chosen file starts uploading (the entity overview then shows its Files view). */
  onStart?: () => void;
  className?: string;
}

/**
 * 'Upload file': a button that opens the browser's file picker (a hidden input, so the button
 * keeps the app's look and its keyboard use), then uploads the chosen file. Busy while uploading.
 */
export function FileUploadButton({ onStart, className, ...target }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { upload, isUploading } = useFileUpload(target);
  const label = t('files.upload');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still counts as a change.
    event.target.value = '';
    if (file && upload(file)) onStart?.();
  };

  return (
    <>
      <input ref={input} type="file" hidden aria-label={label} onChange={choose} />
      <Button
        type="button"
        icon="pi pi-upload"
        label={label}
        outlined
        size="small"
        className={className}
        loading={isUploading}
        onClick={() => input.current?.click()}
      />
    </>
  );
}
