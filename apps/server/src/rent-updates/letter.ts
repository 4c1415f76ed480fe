import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  coefficientValue,
  formatInvoiceAddress,
  type RentUpdateBody,
  type RentUpdateCoefficient,
} from '@arrenda/core';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { amountOf } from '../db/money';
import { safeNamePart } from '../files/attachment';
import { insertFile } from '../files/queries';
import type { EntityAccess } from '../plugins/access';
import { tenantPrefill } from '../receipts/prefill';
import { contractTenants, propertyAddress, propertyTax } from '../receipts/queries';
import { amountInWords } from '../receipts/words';
import { renderUpdateLetter, type UpdateLetterData } from './pdf/update-letter';
import { type HistoryRow, landlordOf } from './queries';
import type { ContractPath } from './service';

/** What the update's checks found: the contract's days, the rent it updates and the coefficient's result. */
interface CheckedUpdate {
  days: { startDay: string };
  latest: HistoryRow;
  coefficient: RentUpdateCoefficient;
  coefficientAmount: number;
  body: RentUpdateBody;
}

/** The letter's printed data (docs/domain.md "Rent updates"): the parties as the receipts name them. */
async function letterData(ctx: AppContext, entityId: number, target: ContractPath, update: CheckedUpdate) {
  const [landlord, tenants, address, tax] = await Promise.all([
    landlordOf(ctx.db, entityId),
    contractTenants(ctx.db, entityId, target.contractId),
    propertyAddress(ctx.db, entityId, target.propertyId),
    propertyTax(ctx.db, entityId, target.propertyId),
  ]);
  const { tenantAddress, tenantPostalCode } = tenantPrefill(tenants, address);
  const { body } = update;
  const data: UpdateLetterData = {
    landlordName: landlord?.legalName ?? landlord?.name ?? '',
    landlordTaxNumber: landlord?.financeNumber ?? null,
    landlordAddress: landlord?.address ?? null,
    landlordPostalCode: [landlord?.postalCode, landlord?.city].filter(Boolean).join(' ') || null,
    tenants: tenants.map((tenant) => ({ name: tenant.name, taxNumber: tenant.fiscalNumber })),
    tenantAddress,
    tenantPostalCode,
    propertyAddress: address ? formatInvoiceAddress(address) : '',
    propertyArticle: tax.article,
    propertyFraction: tax.fraction,
    contractStart: update.days.startDay,
    currentAmount: amountOf(update.latest.amount),
    coefficient: coefficientValue(update.coefficient).toFixed(4).replace('.', ','),
    coefficientYear: update.coefficient.year,
    aviso: update.coefficient.aviso,
    coefficientAmount: update.coefficientAmount,
    newAmount: body.amount,
    newAmountText: amountInWords(body.amount),
    ownClause: body.ownClause,
    note: body.note ?? null,
    effectiveDate: body.effectiveDate,
    letterDate: body.letterDate,
    place: body.place ?? landlord?.city ?? null,
    supportEmail: ctx.config.supportEmail,
  };
  return data;
}

/** The letter's file name: 'Atualização de renda - <property address> - <day>.pdf'. */
const letterName = (data: UpdateLetterData) =>
  `Atualização de renda - ${safeNamePart(data.propertyAddress).slice(0, 150)} - ${data.effectiveDate}.pdf`;

/**
 * Renders the update's letter and stores its bytes under a new key, before the update is written:
 * `record` then adds the file to the contract in the update's transaction, and `discard` removes the
 * bytes when that transaction fails, so no letter is kept without its update.
 */
export async function storeLetter(
  ctx: AppContext,
  access: EntityAccess,
  target: ContractPath,
  update: CheckedUpdate,
) {
  const data = await letterData(ctx, access.entityId, target, update);
  const pdf = await renderUpdateLetter(data);
  const storageKey = randomUUID();
  const dir = path.join(ctx.config.dataDir, 'tmp');
  await mkdir(dir, { recursive: true });
  const tempPath = path.join(dir, `${storageKey}.pdf`);
  const info = { contentType: 'application/pdf', size: pdf.length };
  try {
    await writeFile(tempPath, pdf);
    await ctx.storage.save(storageKey, tempPath, info);
  } finally {
    await rm(tempPath, { force: true });
  }
  return {
    record: async (tx: Tx) => {
      const owner = { kind: 'contract' as const, ...target };
      const file = await insertFile(tx, access.entityId, owner, {
        name: letterName(data),
        storageKey,
        ...info,
        createdBy: access.userId,
      });
      return file.id;
    },
    discard: () => ctx.storage.remove(storageKey),
  };
}
