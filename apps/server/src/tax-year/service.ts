import { type Language, type TaxStatement, textMsg, todayInPortugal } from '@arrenda/core';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import { attachmentDisposition } from '../files/attachment';
import type { EntityAccess } from '../plugins/access';
import { renderStatement } from './pdf/statement-document';
import { taxStatementOf } from './statement';
import { statementCsv } from './statement-csv';

/** GET /entities/{id}/taxYear/{year}: the annual statement (docs/domain.md "Tax year"). */
export const statement = (ctx: AppContext, access: EntityAccess, year: number): Promise<TaxStatement> =>
  taxStatementOf(ctx.db, access.entityId, year);

/** GET /entities/{id}/taxYear/{year}/csv: the statement as a CSV file in the reader's conventions. */
export async function statementFile(ctx: AppContext, access: EntityAccess, year: number, language: Language) {
  return statementCsv(await taxStatementOf(ctx.db, access.entityId, year), language);
}

/**
 * The most properties a statement's PDF holds: rendering takes about 20 ms of the server's CPU per
 * property (docs/domain.md "Tax year"); larger portfolios take the CSV.
 */
export const PDF_MAX_PROPERTIES = 200;

/** GET /entities/{id}/taxYear/{year}/pdf: the statement as a PDF in Portuguese. */
export async function statementPdf(ctx: AppContext, access: EntityAccess, year: number) {
  const data = await taxStatementOf(ctx.db, access.entityId, year);
  if (data.properties.length > PDF_MAX_PROPERTIES) {
    throw badRequest(
      textMsg('server.statementTooLargeForPdf', {
        count: String(data.properties.length),
        max: String(PDF_MAX_PROPERTIES),
      }),
    );
  }
  const pdf = await renderStatement({
    statement: data,
    printedOn: todayInPortugal(),
    supportEmail: ctx.config.supportEmail,
  });
  return { pdf, disposition: attachmentDisposition(`Mapa anual de rendas ${year}.pdf`) };
}
