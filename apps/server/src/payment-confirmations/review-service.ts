import { type LandlordConfirmation, moneyMsg, type RejectConfirmationBody } from '@arrenda/core';
import type { AppContext } from '../context';
import { amountOf } from '../db/money';
import { badRequest, conflict, notFound } from '../errors';
import { mailContext } from '../mail/layout';
import type { EntityAccess } from '../plugins/access';
import { AboveLeftToPay, addPayment } from '../rents/service';
import { confirmationAcceptedMail, confirmationRejectedMail } from './mails';
import {
  type ConfirmationFilter,
  confirmationFacts,
  findForLandlord,
  listForLandlord,
  lockConfirmation,
  recordAccepted,
  recordRejected,
} from './review-queries';
import { proofLink } from './service';

const missing = () => notFound('server.confirmationNotFound');

export const list = (ctx: AppContext, access: EntityAccess, filter: ConfirmationFilter) =>
  listForLandlord(ctx.db, access.entityId, filter);

/** Mails the account that confirmed what the landlord decided, in its language. */
async function tellTenant(ctx: AppContext, entityId: number, confirmationId: number) {
  const about = await confirmationFacts(ctx.db, entityId, confirmationId);
  if (!about?.tenant) return;
  const context = mailContext(ctx, about.tenant.language);
  ctx.mailer.sendLater(
    // A rejection always has its reason; an acceptance never.
    about.reason === null
      ? confirmationAcceptedMail(about.tenant.email, context, about.facts)
      : confirmationRejectedMail(about.tenant.email, context, { ...about.facts, reason: about.reason }),
  );
}

/**
 * POST .../paymentConfirmations/{id}/accept: in one transaction, with the confirmation locked (a
 * second accept waits, then finds it decided), adds the payment as the rent's payment form does
 * (same rules: at most what is left to pay), and records the decision.
 */
export async function accept(ctx: AppContext, access: EntityAccess, confirmationId: number) {
  const paymentId = await ctx.db.transaction(async (tx) => {
    const found = await lockConfirmation(tx, access.entityId, confirmationId);
    if (!found) throw missing();
    if (found.status !== 'PENDING') throw conflict('server.confirmationDecided');
    // The rents service adds the payment inside this transaction.
    const created = await addPayment(
      { ...ctx, db: tx },
      access,
      { propertyId: found.propertyId, contractId: found.contractId },
      found.rentId,
      {
        currencyId: found.currencyId,
        paymentDate: found.paymentDate.toISOString().slice(0, 10),
        amount: amountOf(found.amount),
        description: found.note,
      },
    ).catch((error: unknown) => {
      // The landlord decides from a list, with no amount to correct: the message says what to do.
      if (!(error instanceof AboveLeftToPay)) throw error;
      throw badRequest(moneyMsg('server.confirmationAboveLeftToPay', error.left), error.details);
    });
    await recordAccepted(tx, confirmationId, created.id, access.userId);
    return created.id;
  });
  await tellTenant(ctx, access.entityId, confirmationId);
  return { id: paymentId };
}

/** POST .../paymentConfirmations/{id}/reject: records the reason; the tenant is told it. */
export async function reject(
  ctx: AppContext,
  access: EntityAccess,
  confirmationId: number,
  body: RejectConfirmationBody,
): Promise<LandlordConfirmation> {
  await ctx.db.transaction(async (tx) => {
    const found = await lockConfirmation(tx, access.entityId, confirmationId);
    if (!found) throw missing();
    if (found.status !== 'PENDING') throw conflict('server.confirmationDecided');
    await recordRejected(tx, confirmationId, body.reason, access.userId);
  });
  await tellTenant(ctx, access.entityId, confirmationId);
  const view = await findForLandlord(ctx.db, access.entityId, confirmationId);
  if (!view) throw missing();
  return view;
}

/** GET .../paymentConfirmations/{id}/proof: a signed link to the tenant's proof. */
export async function proof(ctx: AppContext, access: EntityAccess, confirmationId: number) {
  if (!(await findForLandlord(ctx.db, access.entityId, confirmationId))) throw missing();
  return proofLink(ctx, access.entityId, confirmationId, access.userId);
}
