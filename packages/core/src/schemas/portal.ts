import { z } from 'zod';
import { msg } from '../messages';
import { addressView } from './addresses';
import { requiredDay } from './days';
import {
  email,
  id,
  isWholeCents,
  MONEY_MAX,
  newPassword,
  optionalText,
  requiredNumberError,
  requiredText,
  textField,
} from './fields';
import { lovItem } from './lov';

/**
 * The tenant portal (issue 11): an entity user invites a tenant by e-mail; the tenant's account
 * sees only the contracts the tenant is on, their rents and receipts, and confirms payments that an
 * entity user then accepts (a payment is created) or rejects with a reason.
 */

/** POST /entities/{id}/tenants/{tenantId}/invitation: the address to invite (the tenant's by default). */
export const tenantInvitationBody = z.object({ email: email(60) });
export type TenantInvitationBody = z.infer<typeof tenantInvitationBody>;

/** GET /entities/{id}/tenants/{tenantId}/portal: the tenant's access to the portal. */
export const tenantPortalStatus = z.object({
  /** The account linked to the tenant, once an invitation was accepted. */
  account: z.object({ email: z.string(), since: z.string() }).nullable(),
  /** The latest invitation not yet accepted. */
  invitation: z.object({ email: z.string(), sentAt: z.string(), expiresAt: z.string() }).nullable(),
});
export type TenantPortalStatus = z.infer<typeof tenantPortalStatus>;

/** GET /auth/tenantInvitation?email&token: what the invitation page shows before accepting. */
export const invitationQuery = z.object({
  email: textField(msg('validation.invalid')).max(254),
  token: textField(msg('validation.invalid')).max(200),
});
export const invitationInfo = z.object({
  email: z.string(),
  landlordName: z.string(),
  tenantName: z.string(),
  /** Whether an account exists for the address (the page then asks no password). */
  accountExists: z.boolean(),
});
export type InvitationInfo = z.infer<typeof invitationInfo>;

/** PUT /auth/tenantInvitation: accepts; a password is needed only to create the account. */
export const acceptInvitationBody = z.object({
  userEmail: textField(msg('validation.invalid')).max(254),
  token: textField(msg('validation.invalid')).max(200),
  password: newPassword.optional(),
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;

export const CONFIRMATION_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type ConfirmationStatus = (typeof CONFIRMATION_STATUSES)[number];

const confirmedAmount = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .number({ error: requiredNumberError(msg('validation.amountRequired')) })
    .positive(msg('validation.positive'))
    .max(MONEY_MAX, msg('validation.maxNumber', MONEY_MAX))
    .refine(isWholeCents, msg('validation.maxTwoDecimals')),
);

/** POST /portal/contracts/{contractId}/rents/{rentId}/confirmations: the tenant says it paid. */
export const paymentConfirmationBody = z.object({
  amount: confirmedAmount,
  paymentDate: requiredDay(msg('validation.paymentDateRequired')),
  note: optionalText(255),
});
export type PaymentConfirmationBody = z.infer<typeof paymentConfirmationBody>;
export type PaymentConfirmationForm = z.input<typeof paymentConfirmationBody>;

/** POST /entities/{id}/paymentConfirmations/{confirmationId}/reject. */
export const rejectConfirmationBody = z.object({
  reason: requiredText(255, msg('validation.reasonRequired')),
});
export type RejectConfirmationBody = z.infer<typeof rejectConfirmationBody>;

/** A confirmation as the tenant sees it under its rent. */
export const confirmationView = z.object({
  id: z.number(),
  amount: z.number(),
  paymentDate: z.string(),
  note: z.string().nullable(),
  status: z.enum(CONFIRMATION_STATUSES),
  /** Why it was rejected. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The proof file the tenant attached. */
  proof: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type ConfirmationView = z.infer<typeof confirmationView>;

/** GET /portal/contracts: the contracts of the caller's tenants, in every entity. */
export const portalContract = z.object({
  id: z.number(),
  entityId: z.number(),
  /** The entity's legal name, else its name. */
  landlordName: z.string(),
  propertyId: z.number(),
  propertyName: z.string().nullable(),
  propertyType: lovItem,
  address: addressView.nullable(),
  tenants: z.array(z.object({ id: z.number(), name: z.string() })),
  startDate: z.string(),
  endDate: z.string(),
  currency: z.string(),
  totalAmount: z.number(),
  debt: z.number(),
  /** Rents waiting for the landlord to decide on a confirmation. */
  pendingConfirmations: z.number(),
});
export type PortalContract = z.infer<typeof portalContract>;

/** GET /portal/contracts/{contractId}/rents: newest period first. */
export const portalRent = z.object({
  id: z.number(),
  currency: z.string(),
  paymentPeriodDate: z.string(),
  paymentDueDate: z.string(),
  amount: z.number(),
  retainedAmount: z.number().nullable(),
  amountPaid: z.number(),
  amountToPay: z.number(),
  paid: z.boolean(),
  payments: z.array(
    z.object({
      id: z.number(),
      paymentDate: z.string(),
      amount: z.number(),
      /** The latest receipt number issued for it; the receipt downloads only then. */
      receiptNumber: z.string().nullable(),
    }),
  ),
  confirmations: z.array(confirmationView),
});
export type PortalRent = z.infer<typeof portalRent>;

/** GET /entities/{id}/paymentConfirmations: what the landlord reviews, pending first. */
export const landlordConfirmation = confirmationView.extend({
  propertyId: z.number(),
  propertyName: z.string().nullable(),
  propertyType: lovItem,
  contractId: z.number(),
  rentId: z.number(),
  paymentPeriodDate: z.string(),
  currency: z.string(),
  /** What is still owed on the rent now. */
  rentAmountToPay: z.number(),
  /** Who confirmed: the tenants' names of the account, and its e-mail. */
  tenantName: z.string(),
  tenantEmail: z.string().nullable(),
  /** The payment an acceptance created. */
  paymentId: z.number().nullable(),
});
export type LandlordConfirmation = z.infer<typeof landlordConfirmation>;

export const confirmationListQuery = z.object({
  status: z.enum(CONFIRMATION_STATUSES).optional(),
  contractId: id.optional(),
});
