import type { ExportKind } from '@arrenda/core';
import { useMutation } from '@tanstack/react-query';
import { fileNameOf } from '@/features/receipts/api/issue-receipt';
import { apiBlob } from '@/lib/api-client';

/** The period of an export as the API takes it: days of its first and last month ('YYYY-MM-15'). */
export interface ExportPeriod {
  startDate: string;
  endDate: string;
}

/** GET /entities/{id}/export/{kind}: the CSV of the period's rents, payments or expenses. */
export const exportPath = (entityId: number, kind: ExportKind, { startDate, endDate }: ExportPeriod) =>
  `/entities/${entityId}/export/${kind}?${new URLSearchParams({ startDate, endDate })}`;

/** A downloaded export: the CSV and the name to save it under. */
export interface ExportFile {
  csv: Blob;
  fileName: string;
}

/**
 * Downloads an export in the chosen language (the server picks the separators from it), named as
 * the server names it, else 'arrenda-<kind>-<first month>-<last month>.csv'.
 */
export async function downloadExport(
  entityId: number,
  kind: ExportKind,
  period: ExportPeriod,
): Promise<ExportFile> {
  const { blob, headers } = await apiBlob(exportPath(entityId, kind, period));
  const fallback = `arrenda-${kind}-${period.startDate.slice(0, 7)}-${period.endDate.slice(0, 7)}.csv`;
  return { csv: blob, fileName: fileNameOf(headers.get('Content-Disposition')) ?? fallback };
}

/** Downloads one export at a time; the caller saves the file or shows the error. */
export const useDownloadExport = (entityId: number) =>
  useMutation({
    mutationFn: ({ kind, period }: { kind: ExportKind; period: ExportPeriod }) =>
      downloadExport(entityId, kind, period),
  });
