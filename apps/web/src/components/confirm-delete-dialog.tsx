import { InputText } from 'primereact/inputtext';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { useToast } from '@/lib/toast';
import { FormDialog } from './form-dialog';

/** docs/product.md#constants-and-limits: the delete-confirmation field takes 1 to 200 characters. */
export const CONFIRM_MAX_LENGTH = 200;

/** Whether the typed text confirms a delete: the user's own e-mail (case and outer spaces aside). */
export function confirmsEmail(typed: string, email: string): boolean {
  const value = typed.trim();
  return (
    value.length >= 1 &&
    value.length <= CONFIRM_MAX_LENGTH &&
    value.toLowerCase() === email.trim().toLowerCase()
  );
}

export interface ConfirmDeleteDialogProps {
  visible: boolean;
  onHide: () => void;
  title: string;
  /** What the delete does, shown above the field (say what else is deleted with it). */
  message: ReactNode;
  /**
   * Runs the delete. When it resolves the dialog closes (the caller toasts and navigates); when
   * it rejects, the error's message is shown as an error toast and the dialog closes too
   * (docs/product.md#errors).
   */
  onConfirm: () => Promise<unknown>;
}

/**
 * Confirmation of a destructive delete (entity, property, contract, tenant): the Delete button
 * is enabled only once the user has typed their own current e-mail (docs/product.md#states-and-transitions and #validation).
 */
export function ConfirmDeleteDialog({
  visible,
  onHide,
  title,
  message,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const email = useSession()?.user.email ?? '';
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = `${id}-email`;
  const formId = `${id}-form`;

  // Each opening starts with an empty field.
  useEffect(() => {
    if (visible) {
      setTyped('');
      setTouched(false);
    }
  }, [visible]);

  const confirmed = email !== '' && confirmsEmail(typed, email);
  const showMismatch = touched && typed.trim() !== '' && !confirmed;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!confirmed || pending) return;
    setPending(true);
    try {
      await onConfirm();
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t('error.unexpected'));
    } finally {
      setPending(false);
    }
    onHide();
  };

  return (
    <FormDialog
      visible={visible}
      onHide={onHide}
      // The e-mail field takes the focus, so the user can type at once.
      onShow={() => inputRef.current?.focus()}
      header={title}
      formId={formId}
      submit={{ label: t('confirmDelete.delete'), icon: 'pi pi-trash', danger: true, disabled: !confirmed }}
      pending={pending}
      className="confirm-delete-dialog"
      width="32rem"
    >
      <form id={formId} onSubmit={submit} noValidate>
        <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'flex-start', marginBottom: '1.25rem' }}>
          <i
            className="pi pi-exclamation-triangle"
            aria-hidden="true"
            style={{ fontSize: '1.5rem', color: 'var(--red-500, #ef4444)' }}
          />
          <div style={{ lineHeight: 1.5 }}>{message}</div>
        </div>
        <div className="field">
          <label htmlFor={inputId}>{t('confirmDelete.label', { email })}</label>
          <InputText
            ref={inputRef}
            id={inputId}
            type="email"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={() => setTouched(true)}
            maxLength={CONFIRM_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            invalid={showMismatch}
            aria-invalid={showMismatch}
            aria-describedby={showMismatch ? `${inputId}-error` : undefined}
            disabled={pending}
          />
          {showMismatch && (
            <small id={`${inputId}-error`} className="p-error field-error" role="alert">
              {t('confirmDelete.mismatch')}
            </small>
          )}
        </div>
      </form>
    </FormDialog>
  );
}
