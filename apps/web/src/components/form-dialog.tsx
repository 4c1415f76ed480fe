import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { escapeBelongsToPopup } from './escape-to-open-popup';

interface Props {
  visible: boolean;
  header: string;
  /** The id of the form inside: the footer's submit button submits it. */
  formId: string;
  submit: { label: string; icon: string; danger?: boolean; disabled?: boolean };
  /** While the form's call runs, the dialog can be neither cancelled nor closed. */
  pending: boolean;
  onHide: () => void;
  width?: string;
  className?: string;
  onShow?: () => void;
  children: ReactNode;
}

/** A modal form: Cancel and the submit button in the footer, phone-wide on small screens. */
export function FormDialog({
  visible,
  header,
  formId,
  submit,
  pending,
  onHide,
  width = '30rem',
  className,
  onShow,
  children,
}: Props) {
  const { t } = useTranslation();
  const dialog = useRef<Dialog>(null);
  // PrimeReact passes the key or the click that closes the dialog, though its types do not say so.
  const hide = (event?: unknown) => {
    if (pending || escapeBelongsToPopup(event, dialog.current?.getElement() ?? null)) return;
    onHide();
  };
  const footer = (
    <div>
      <Button type="button" label={t('common.cancel')} outlined onClick={hide} disabled={pending} />
      <Button
        type="submit"
        form={formId}
        label={submit.label}
        icon={submit.icon}
        severity={submit.danger ? 'danger' : undefined}
        disabled={submit.disabled}
        loading={pending}
      />
    </div>
  );
  return (
    <Dialog
      ref={dialog}
      visible={visible}
      onHide={hide}
      onShow={onShow}
      header={header}
      footer={footer}
      modal
      closable={!pending}
      draggable={false}
      resizable={false}
      className={className}
      style={{ width }}
      breakpoints={{ '640px': '95vw' }}
    >
      {children}
    </Dialog>
  );
}
