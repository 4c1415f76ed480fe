import {
  type AtReceiptList,
  type AtReceiptQuery,
  type AtReceiptRow,
  FREQUENCY_TYPE,
  hasRight,
  pageWindow,
  storedDay,
} from '@arrenda/core';
import type { AppContext } from '../context';
import { fromCents } from '../db/money';
import { conflict, notFound } from '../errors';
import type { EntityAccess } from '../plugins/access';
import { paymentCents } from './amounts';
import {
  type AtPaymentRow,
  deleteAtNumber,
  monthCounts,
  monthPayments,
  paymentWithAtNumber,
  saveAtNumber,
} from './at-receipt-queries';
import { landlordOf } from './queries';

/**
 * The period an e-receipt names for a rent (docs/domain.md "Tax year"): from the first day of the
 * rent's month through the last day of the months its contract's frequency covers (one for monthly
 * rents, twelve for yearly ones); rents by days or weeks name their month.
 */
export function rentPeriodSpan(periodDay: string, frequencyTypeId: number, frequencyValue: number) {
  const [year, month] = periodDay.split('-').map(Number) as [number, number];
  const months =
    frequencyTypeId === FREQUENCY_TYPE.MONTH
      ? frequencyValue
      : frequencyTypeId === FREQUENCY_TYPE.YEAR
        ? 12 * frequencyValue
        : 1;
  return {
    periodStart: storedDay(new Date(Date.UTC(year, month - 1, 1))),
    periodEnd: storedDay(new Date(Date.UTC(year, month - 1 + months, 0))),
  };
}

function rowView(row: AtPaymentRow): AtReceiptRow {
  const cents = paymentCents(row);
  return {
    paymentId: row.paymentId,
    rentId: row.rentId,
    contractId: row.contractId,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    propertyType: { id: row.typeId, name: row.typeName },
    tenants: row.tenants,
    atContractNumber: row.atContractNumber,
    ...rentPeriodSpan(row.periodDay, row.frequencyTypeId, row.frequencyValue),
    currency: row.currency,
    amount: fromCents(cents.gross),
    retained: fromCents(cents.retained),
    received: fromCents(cents.received),
    paymentDate: row.paymentDay,
    atReceiptNumber: row.atReceiptNumber,
  };
}

/** GET /entities/{id}/atReceipts: a page of the month's payments as the e-receipt form asks for them. */
export async function monthTrail(
  ctx: AppContext,
  access: EntityAccess,
  query: AtReceiptQuery,
): Promise<AtReceiptList> {
  const all = query.all === 'true';
  const [landlord, counts, rows] = await Promise.all([
    landlordOf(ctx.db, access.entityId),
    monthCounts(ctx.db, access.entityId, query.month),
    monthPayments(ctx.db, access.entityId, query.month, all, pageWindow(query)),
  ]);
  return {
    items: rows.map(rowView),
    total: all ? counts.all : counts.missing,
    missing: counts.missing,
    exempt: landlord?.exempt ?? false,
    landlordFiscalNumber: landlord?.fiscalNumber ?? null,
  };
}

/**
 * PUT /entities/{id}/atReceipts/{paymentId}: records the number (the create right); changing a
 * recorded one needs the edit right, as changing any record does.
 */
export async function recordAtNumber(
  ctx: AppContext,
  access: EntityAccess,
  paymentId: number,
  number: string,
) {
  const replace = hasRight(access.accessType, 'edit');
  await ctx.db.transaction(async (tx) => {
    const found = await paymentWithAtNumber(tx, access.entityId, paymentId);
    if (!found) throw notFound('server.paymentNotFound');
    if (found.number === number) return;
    if (found.number !== null && !replace) throw conflict('server.atReceiptNumberSet');
    if (!(await saveAtNumber(tx, access, paymentId, number, replace)))
      throw conflict('server.atReceiptNumberSet');
  });
}

/** DELETE /entities/{id}/atReceipts/{paymentId}: forgets a number typed by mistake (the edit right). */
export async function clearAtNumber(ctx: AppContext, access: EntityAccess, paymentId: number) {
  await ctx.db.transaction(async (tx) => {
    const found = await paymentWithAtNumber(tx, access.entityId, paymentId);
    if (!found) throw notFound('server.paymentNotFound');
    await deleteAtNumber(tx, access.entityId, paymentId);
  });
}
