import { Button } from 'primereact/button';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fitsUpload } from './use-proof-upload';

interface Props {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/**
 * The optional proof of a payment: a button that opens the browser's file picker (a hidden input,
 * so the button keeps the app's look and keyboard use), the chosen file's name with a way to drop
 * it, and the 10 MB rule said at once, before anything is sent.
 */
export function ProofFileField({ file, onChange, disabled = false }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const label = t('portal.confirm.field.proof');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again still counts as a change.
    event.target.value = '';
    if (!chosen) return;
    const fits = fitsUpload(chosen);
    setTooLarge(!fits);
    onChange(fits ? chosen : null);
  };

  return (
    <div className="field">
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <input
        ref={input}
        id={id}
        type="file"
        hidden
        aria-label={label}
        accept="application/pdf,image/*"
        onChange={choose}
      />
      <div className="proof-file">
        <Button
          type="button"
          outlined
          size="small"
          icon="pi pi-paperclip"
          label={file ? t('portal.confirm.proof.change') : t('portal.confirm.proof.choose')}
          aria-describedby={`${id}-label ${id}-hint`}
          disabled={disabled}
          onClick={() => input.current?.click()}
        />
        {file && (
          <span className="proof-file-name">
            {file.name}
            <Button
              type="button"
              text
              rounded
              size="small"
              icon="pi pi-times"
              aria-label={t('portal.confirm.proof.remove', { name: file.name })}
              disabled={disabled}
              onClick={() => onChange(null)}
            />
          </span>
        )}
      </div>
      <small id={`${id}-hint`} className="hint">
        {t('portal.confirm.proof.hint')}
      </small>
      {tooLarge && (
        <small className="p-error field-error" role="alert">
          {t('validation.fileTooLarge')}
        </small>
      )}
    </div>
  );
}
