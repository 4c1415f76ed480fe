import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import {
  type StatementFileKind,
  useDownloadTaxStatement,
} from '@/features/tax-year/api/download-tax-statement';
import { saveFile } from '@/lib/save-file';
import { useToast } from '@/lib/toast';

/**
 * Download PDF (in Portuguese, for the accountant and the tax office) and Download CSV (in the
 * user's language's conventions); a button shows its download running, a failure a toast.
 */
export function StatementDownloads({ entityId, year }: { entityId: number; year: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const download = useDownloadTaxStatement(entityId, year);
  const running = download.isPending ? download.variables : null;
  const start = (kind: StatementFileKind) =>
    download.mutate(kind, {
      onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
      onError: (error) =>
        toast.error(t('taxYear.download.failed', { reason: error.message || t('error.unexpected') })),
    });
  return (
    <div className="tax-year-actions">
      <Button
        type="button"
        outlined
        icon="pi pi-file-pdf"
        label={t('taxYear.download.pdf')}
        loading={running === 'pdf'}
        disabled={download.isPending}
        onClick={() => start('pdf')}
      />
      <Button
        type="button"
        outlined
        icon="pi pi-download"
        label={t('taxYear.download.csv')}
        loading={running === 'csv'}
        disabled={download.isPending}
        onClick={() => start('csv')}
      />
      <span className="hint">{t('taxYear.download.pdfHint')}</span>
    </div>
  );
}
