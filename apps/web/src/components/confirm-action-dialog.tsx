import { ConfirmDialog } from 'primereact/confirmdialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  visible: boolean;
  onHide: () => void;
  header: string;
  message: ReactNode;
  /** The confirming button. A dangerous one (delete, revoke) is red and Cancel takes the focus. */
  action: { label: string; icon: string; danger?: boolean };
  /** The question's icon; a warning by default. */
  icon?: string;
  onAccept: () => void;
}

/** A question before an action that needs no more than a yes (docs/product.md#states-and-transitions: deletes of rents...). */
export function ConfirmActionDialog({ visible, onHide, header, message, action, icon, onAccept }: Props) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      visible={visible}
      onHide={onHide}
      header={header}
      message={message}
      icon={icon ?? 'pi pi-exclamation-triangle'}
      acceptLabel={action.label}
      acceptIcon={action.icon}
      acceptClassName={action.danger ? 'p-button-danger' : undefined}
      rejectLabel={t('common.cancel')}
      rejectClassName="p-button-outlined"
      defaultFocus={action.danger ? 'reject' : 'accept'}
      accept={onAccept}
      draggable={false}
      resizable={false}
      breakpoints={{ '640px': '95vw' }}
      style={{ width: '30rem' }}
    />
  );
}
