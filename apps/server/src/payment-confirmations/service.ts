import { type FileUrl, type FileView, type PaymentConfirmationBody, RENT_HOUR } from '@arrenda/core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { amountOf, moneyText } from '../db/money';
import { conflict, notFound } from '../errors';
import * as files from '../files/service';
import { mailContext } from '../mail/layout';
import {
  requireOwnConfirmation,
  requireTenantContract,
  requireTenantRent,
} from '../tenant-portal/tenant-access';
import { confirmationReceivedMail } from './mails';
import { deleteConfirmation, insertConfirmation, proofOf, removeOtherProofs } from './queries';
import { confirmationFacts, reviewers } from './review-queries';

/** Where a confirmation lives in the portal's paths. */
export interface RentPath {
  contractId: number;
  rentId: number;
}

const decided = () => conflict('server.confirmationDecided');

/** Mails the entity's users who may accept it, each in their language. */
async function tellReviewers(ctx: AppContext, entityId: number, confirmationId: number) {
  const [about, recipients] = await Promise.all([
    confirmationFacts(ctx.db, entityId, confirmationId),
    reviewers(ctx.db, entityId),
  ]);
  if (!about) return;
  for (const { email, language } of recipients) {
    ctx.mailer.sendLater(confirmationReceivedMail(email, mailContext(ctx, language), about.facts));
  }
}

/**
 * POST /portal/contracts/{id}/rents/{rentId}/confirmations: the tenant says it paid; refused when
 * nothing is left to pay on the rent.
 */
export async function confirm(
  ctx: AppContext,
  userId: number,
  path: RentPath,
  body: PaymentConfirmationBody,
) {
  const access = await requireTenantContract(ctx.db, userId, path.contractId);
  const paying = await requireTenantRent(ctx.db, access, path.rentId);
  if (amountOf(paying.amountToPay) === 0) throw conflict('server.rentAlreadyPaid');
  const id = await insertConfirmation(ctx.db, {
    entityId: access.entityId,
    rentId: path.rentId,
    userId,
    amount: moneyText(body.amount),
    // A payment day, stored at noon UTC like the payments it becomes.
    paymentDate: new Date(`${body.paymentDate}T${RENT_HOUR}:00:00.000Z`),
    note: body.note ?? null,
  });
  await tellReviewers(ctx, access.entityId, id);
  return { id };
}

/** The tenant's own confirmation under the path, and the contract's access. */
async function ownConfirmation(ctx: AppContext, userId: number, path: RentPath, confirmationId: number) {
  const access = await requireTenantContract(ctx.db, userId, path.contractId);
  await requireTenantRent(ctx.db, access, path.rentId);
  const found = await requireOwnConfirmation(ctx.db, access, path.rentId, confirmationId);
  return { access, found };
}

/**
 * POST .../confirmations/{id}/proof: the proof file, while the landlord has not decided; a new
 * upload replaces the earlier proof (its stored bytes go with the next sweep).
 */
export async function uploadProof(
  ctx: AppContext,
  userId: number,
  path: RentPath,
  confirmationId: number,
  request: FastifyRequest,
): Promise<FileView> {
  const { access, found } = await ownConfirmation(ctx, userId, path, confirmationId);
  if (found.status !== 'PENDING') throw decided();
  const uploaded = await files.upload(ctx, access, { kind: 'confirmation', confirmationId }, request);
  await removeOtherProofs(ctx.db, access.entityId, confirmationId, uploaded.id);
  return uploaded;
}

/** A signed link to a confirmation's proof; 404 when it has none. */
export async function proofLink(
  ctx: AppContext,
  entityId: number,
  confirmationId: number,
  userId: number,
): Promise<FileUrl> {
  const proofId = await proofOf(ctx.db, entityId, confirmationId);
  if (proofId === undefined) throw notFound('server.fileNotFound');
  return files.fileUrl(ctx, { entityId, userId }, { kind: 'confirmation', confirmationId }, proofId);
}

/** GET .../confirmations/{id}/proof, for the tenant who confirmed. */
export async function ownProofLink(ctx: AppContext, userId: number, path: RentPath, confirmationId: number) {
  const { access } = await ownConfirmation(ctx, userId, path, confirmationId);
  return proofLink(ctx, access.entityId, confirmationId, userId);
}

/** DELETE .../confirmations/{id}: the tenant withdraws a confirmation the landlord has not decided on. */
export async function withdraw(ctx: AppContext, userId: number, path: RentPath, confirmationId: number) {
  const access = await requireTenantContract(ctx.db, userId, path.contractId);
  await requireTenantRent(ctx.db, access, path.rentId);
  await ctx.db.transaction(async (tx) => {
    const found = await requireOwnConfirmation(tx, access, path.rentId, confirmationId, { lock: true });
    if (found.status !== 'PENDING') throw decided();
    // Its proof goes with it (foreign key cascade; the stored bytes after the commit).
    await deleteConfirmation(tx, confirmationId);
  });
}
