import type { ExportKind, ExportQuery, Language } from '@arrenda/core';
import type { AppContext } from '../context';
import { attachmentDisposition } from '../files/attachment';
import { periodMonths } from '../finance/period-months';
import type { EntityAccess } from '../plugins/access';
import { expenseColumns, paymentColumns, rentColumns, table } from './columns';
import { csvFile } from './csv';
import { type CsvLocale, csvLocale } from './locale';
import { periodExpenses, periodPayments, periodRents } from './queries';

/** A CSV export ready to send: its bytes and its Content-Disposition. */
export interface CsvExport {
  body: Buffer;
  disposition: string;
}

/** The cells of an export; one query each, scoped to the entity. */
async function cellsOf(
  ctx: AppContext,
  entityId: number,
  kind: ExportKind,
  from: Date,
  to: Date,
  locale: CsvLocale,
) {
  switch (kind) {
    case 'rents':
      return table(rentColumns, await periodRents(ctx.db, entityId, from, to), locale);
    case 'payments':
      return table(paymentColumns, await periodPayments(ctx.db, entityId, from, to), locale);
    case 'expenses':
      return table(expenseColumns, await periodExpenses(ctx.db, entityId, from, to), locale);
  }
}

/**
 * GET /entities/{id}/export/{kind}: the period's rents, payments or expenses as a CSV file for the
 * accountant, in the caller's language and conventions (docs/domain.md "Export").
 */
export async function exportCsv(
  ctx: AppContext,
  access: EntityAccess,
  kind: ExportKind,
  query: ExportQuery,
  language: Language,
): Promise<CsvExport> {
  const { first, last, from, to } = periodMonths(query);
  const locale = csvLocale(language);
  const cells = await cellsOf(ctx, access.entityId, kind, from, to, locale);
  return {
    body: csvFile(cells, locale.separator),
    disposition: attachmentDisposition(`arrenda-${locale.kindName(kind)}-${first}-${last}.csv`),
  };
}
