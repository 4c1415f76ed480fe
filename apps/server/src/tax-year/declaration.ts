import { textMsg, todayInPortugal } from '@arrenda/core';
import type { AppContext } from '../context';
import { fromCents } from '../db/money';
import { AppError, notFound } from '../errors';
import { attachmentDisposition, safeNamePart } from '../files/attachment';
import { amountInWords } from '../receipts/words';
import { addCents, paymentCents, type TaxCents, zeroCents } from './amounts';
import { type DeclarationData, renderDeclaration } from './pdf/declaration-document';
import {
  landlordOf,
  statementContracts,
  statementProperties,
  tenantWithContracts,
  yearPayments,
} from './queries';
import { addressOf } from './statement';

const totalsOf = (cents: TaxCents) => ({
  received: fromCents(cents.received),
  retained: fromCents(cents.retained),
  gross: fromCents(cents.gross),
});

/**
 * What the tenant's yearly declaration prints (docs/domain.md "Tax year"): every payment dated in
 * the year on the contracts the tenant is on, with its receipt's number, grouped by contract.
 */
async function declarationData(
  ctx: AppContext,
  entityId: number,
  tenantId: number,
  year: number,
): Promise<DeclarationData> {
  const [tenant, landlord] = await Promise.all([
    tenantWithContracts(ctx.db, entityId, tenantId),
    landlordOf(ctx.db, entityId),
  ]);
  if (!tenant || !landlord) throw notFound('server.tenantNotFound');
  const rows = tenant.contractIds.length
    ? (await yearPayments(ctx.db, entityId, year, tenant.contractIds)).filter((row) =>
        row.paymentDay.startsWith(`${year}-`),
      )
    : [];
  if (rows.length === 0) throw new AppError(404, textMsg('server.noPaymentsInYear', { year: String(year) }));
  const contractIds = [...new Set(rows.map((row) => row.contractId))];
  const [contracts, properties] = await Promise.all([
    statementContracts(ctx.db, entityId, contractIds),
    statementProperties(ctx.db, entityId, [...new Set(rows.map((row) => row.propertyId))]),
  ]);
  const total = zeroCents();
  const groups = contractIds.map((contractId) => {
    const contract = contracts.find((row) => row.contractId === contractId);
    const property = properties.find((row) => row.propertyId === contract?.propertyId);
    const sum = zeroCents();
    const payments = rows
      .filter((row) => row.contractId === contractId)
      .map((row) => {
        const cents = paymentCents(row);
        addCents(sum, cents);
        return {
          paymentDay: row.paymentDay,
          periodDay: row.periodDay,
          receiptNumber: row.receiptNumber,
          atReceiptNumber: row.atReceiptNumber,
          ...totalsOf(cents),
        };
      });
    addCents(total, sum);
    return {
      address: addressOf(property) ?? '',
      article: property?.article ?? null,
      fraction: property?.fraction ?? null,
      atContractNumber: contract?.atContractNumber ?? null,
      coTenants: (contract?.tenants ?? []).filter((row) => row.id !== tenantId).map((row) => row.name),
      payments,
      totals: totalsOf(sum),
    };
  });
  return {
    year,
    landlord,
    tenant: { name: tenant.name, fiscalNumber: tenant.fiscalNumber },
    contracts: groups,
    totals: totalsOf(total),
    receivedInWords: amountInWords(fromCents(total.received)),
    printedOn: todayInPortugal(),
    supportEmail: ctx.config.supportEmail,
  };
}

/** The declaration as a PDF download: 'Declaração de rendas <year> - <tenant>.pdf'. */
export async function declarationPdf(ctx: AppContext, entityId: number, tenantId: number, year: number) {
  const data = await declarationData(ctx, entityId, tenantId, year);
  const pdf = await renderDeclaration(data);
  const name = `Declaração de rendas ${year} - ${safeNamePart(data.tenant.name).slice(0, 100)}.pdf`;
  return { pdf, disposition: attachmentDisposition(name) };
}
