import { useMutation } from '@tanstack/react-query';
import { fileNameOf } from '@/features/receipts/api/issue-receipt';
import { apiBlob } from '@/lib/api-client';
import { taxYearApiPath } from './query-keys';

/** The statement's files: the CSV in the caller's language, the PDF in Portuguese. */
export type StatementFileKind = 'csv' | 'pdf';

/** The names the server gives, should its answer name none. */
const FALLBACK_NAMES: Record<StatementFileKind, (year: number) => string> = {
  csv: (year) => `arrenda-annual-statement-${year}.csv`,
  pdf: (year) => `Mapa anual de rendas ${year}.pdf`,
};

export interface StatementFile {
  blob: Blob;
  fileName: string;
}

/** GET /entities/{id}/taxYear/{year}/{csv|pdf}: the statement as a file, named as the server names it. */
export async function downloadTaxStatement(
  entityId: number,
  year: number,
  kind: StatementFileKind,
): Promise<StatementFile> {
  const { blob, headers } = await apiBlob(`${taxYearApiPath(entityId, year)}/${kind}`);
  return { blob, fileName: fileNameOf(headers.get('Content-Disposition')) ?? FALLBACK_NAMES[kind](year) };
}

/** Downloads one file at a time; the caller saves it or shows the error. */
export const useDownloadTaxStatement = (entityId: number, year: number) =>
  useMutation({ mutationFn: (kind: StatementFileKind) => downloadTaxStatement(entityId, year, kind) });
