import { z } from 'zod';

/**
 * An open invitation to become a member of an entity, mailed to an address that had no usable
 * account: the permissions tab lists it as pending until it is accepted, revoked or expired.
 */
export const memberInvitationView = z.object({
  id: z.number(),
  email: z.string(),
  /** The access type name the membership will have (ADMIN, MANAGER, EDITOR, READ). */
  accessType: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type MemberInvitationView = z.infer<typeof memberInvitationView>;

/** GET /auth/memberInvitation?email&token: what the invitation page shows before accepting. */
export const memberInvitationInfo = z.object({
  email: z.string(),
  entityName: z.string(),
  accessType: z.string(),
  /** Whether an activated account exists for the address (the page then asks no password). */
  accountExists: z.boolean(),
});
export type MemberInvitationInfo = z.infer<typeof memberInvitationInfo>;

/** PUT /auth/memberInvitation: the message, and the entity the account now belongs to. */
export const memberInvitationAccepted = z.object({ message: z.string(), entityId: z.number() });
export type MemberInvitationAccepted = z.infer<typeof memberInvitationAccepted>;
