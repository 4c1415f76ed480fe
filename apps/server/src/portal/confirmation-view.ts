import type { ConfirmationStatus, ConfirmationView } from '@arrenda/core';
import { and, eq } from 'drizzle-orm';
import { file, paymentConfirmation } from '../db/schema';

/** The columns of a confirmation as the tenant and the landlord see it, with its proof (a left join). */
export const confirmationColumns = {
  id: paymentConfirmation.id,
  amount: paymentConfirmation.amount,
  paymentDate: paymentConfirmation.paymentDate,
  note: paymentConfirmation.note,
  status: paymentConfirmation.status,
  reason: paymentConfirmation.reason,
  createdAt: paymentConfirmation.createdAt,
  decidedAt: paymentConfirmation.decidedAt,
  proofId: file.id,
  proofName: file.name,
};

/** Joins a confirmation's proof file (at most one: a new upload replaces it). */
export const proofOfConfirmation = and(
  eq(file.confirmationId, paymentConfirmation.id),
  eq(file.entityId, paymentConfirmation.entityId),
);

interface ConfirmationRow {
  id: number;
  amount: string;
  paymentDate: Date;
  note: string | null;
  status: string;
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  proofId: number | null;
  proofName: string | null;
}

export function toConfirmationView(row: ConfirmationRow): ConfirmationView {
  return {
    id: row.id,
    amount: Number(row.amount),
    paymentDate: row.paymentDate.toISOString(),
    note: row.note,
    status: row.status as ConfirmationStatus,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    proof: row.proofId === null || row.proofName === null ? null : { id: row.proofId, name: row.proofName },
  };
}
