import { EXPORT_KINDS, type ExportKind } from '@arrenda/core';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type ExportPeriod, useDownloadExport } from '@/features/finance/api/download-export';
import { saveFile } from '@/lib/save-file';
import { useToast } from '@/lib/toast';
import '@/features/finance/components/export-menu.css';

const ICONS: Record<ExportKind, string> = {
  rents: 'pi pi-calendar',
  payments: 'pi pi-wallet',
  expenses: 'pi pi-shopping-cart',
};

interface Props {
  entityId: number;
  period: ExportPeriod;
  /** The period is not valid (From after To): nothing to export. */
  disabled: boolean;
}

/**
 * "Export CSV" for the accountant: a menu of the period's rents, payments and expenses. The file
 * downloads in the chosen language's conventions; the button shows the download running, and a
 * failure shows a toast.
 */
export function ExportMenu({ entityId, period, disabled }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const menu = useRef<Menu>(null);
  const menuId = useId();
  const download = useDownloadExport(entityId);

  const items: MenuItem[] = EXPORT_KINDS.map((kind) => ({
    label: t(`exports.kind.${kind}`),
    icon: ICONS[kind],
    command: () =>
      download.mutate(
        { kind, period },
        {
          onSuccess: ({ csv, fileName }) => saveFile(csv, fileName),
          onError: (error) =>
            toast.error(t('exports.failed', { reason: error.message || t('error.unexpected') })),
        },
      ),
  }));

  return (
    <>
      <Menu model={items} popup ref={menu} id={menuId} aria-label={t('exports.menu')} />
      <Button
        type="button"
        label={download.isPending ? t('exports.exporting') : t('exports.button')}
        icon="pi pi-download"
        iconPos="left"
        loading={download.isPending}
        disabled={disabled || download.isPending}
        outlined
        aria-haspopup="menu"
        aria-controls={menuId}
        onClick={(event) => menu.current?.toggle(event)}
      />
    </>
  );
}
