import { z } from 'zod';
import { msg } from '../messages';
import { requiredMoney } from './contracts';
import { requiredDay } from './days';
import { editVersion, optionalMoney, optionalText } from './fields';

/** Why a contract's rent changed (docs/domain.md "Rent updates"). */
export const CONTRACT_RENT_REASONS = ['START', 'UPDATE', 'RENEGOTIATION'] as const;
export type ContractRentReason = (typeof CONTRACT_RENT_REASONS)[number];

/** One row of a contract's rent history. */
export const contractRentView = z.object({
  id: z.number(),
  /** 'YYYY-MM-DD': the first day the rent applies. */
  effectiveDate: z.string(),
  amount: z.number(),
  /** As stored; the amount when none was given. */
  taxableAmount: z.number(),
  reason: z.enum(CONTRACT_RENT_REASONS),
  /** An update's coefficient (1.0224), the year it is of and the notice that published it. */
  coefficient: z.number().nullable(),
  coefficientYear: z.number().nullable(),
  aviso: z.string().nullable(),
  note: z.string().nullable(),
  /** An update's letter, kept as a file of the contract; null once that file is deleted. */
  letterFileId: z.number().nullable(),
  /** A paid rent was charged at it: it can no longer be changed or deleted. */
  locked: z.boolean(),
  version: z.number(),
});
export type ContractRentView = z.infer<typeof contractRentView>;

/** The statutory update a contract may be given today, for a letter dated today. */
export const rentUpdateProposalView = z.object({
  currentAmount: z.number(),
  coefficient: z.number(),
  coefficientYear: z.number(),
  aviso: z.string(),
  newAmount: z.number(),
  /** 'YYYY-MM-DD': the earliest day the new rent can apply from. */
  effectiveDate: z.string(),
  /** 'YYYY-MM-DD': today, the letter's day the proposal counts from. */
  letterDate: z.string(),
});
export type RentUpdateProposalView = z.infer<typeof rentUpdateProposalView>;

/** GET .../contracts/{contractId}/rent-history: the history, newest first, and today's proposal. */
export const rentHistoryView = z.object({
  items: z.array(contractRentView),
  proposal: rentUpdateProposalView.nullable(),
  dismissedYears: z.array(z.number()),
});
export type RentHistoryView = z.infer<typeof rentHistoryView>;

/**
 * POST .../contracts/{contractId}/rent-update: issues an update and its letter. The amount is at
 * most the coefficient's result unless the contract states its own update clause (`ownClause`),
 * which needs a note saying so.
 */
export const rentUpdateBody = z
  .object({
    letterDate: requiredDay(msg('validation.letterDateRequired')),
    effectiveDate: requiredDay(msg('validation.effectiveDateRequired')),
    amount: requiredMoney(msg('validation.amountRequired')),
    ownClause: z.boolean({ error: msg('validation.invalid') }).default(false),
    note: optionalText(500),
    /** Where the letter is signed; the entity's city when left out. */
    place: optionalText(60),
  })
  .superRefine((body, ctx) => {
    if (body.ownClause && !body.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: msg('validation.ownClauseNote') });
    }
  });
export type RentUpdateBody = z.infer<typeof rentUpdateBody>;
/** What the update's form holds before it is checked. */
export type RentUpdateForm = z.input<typeof rentUpdateBody>;

/** POST .../contracts/{contractId}/rent-update/dismissals: no update this year. */
export const rentUpdateDismissalBody = z.object({
  year: z
    .number({ error: msg('validation.invalid') })
    .int(msg('validation.noDecimals'))
    .min(2000)
    .max(2199),
});

/** POST .../rent-history (a renegotiated rent) and PUT .../rent-history/{rowId}. */
export const contractRentBody = z.object({
  version: editVersion,
  effectiveDate: requiredDay(msg('validation.effectiveDateRequired')),
  amount: requiredMoney(msg('validation.amountRequired')),
  taxableAmount: optionalMoney.optional(),
  note: optionalText(500),
});
export type ContractRentBody = z.infer<typeof contractRentBody>;
/** What a renegotiated rent's form holds before it is checked. */
export type ContractRentForm = z.input<typeof contractRentBody>;
