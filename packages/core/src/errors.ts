import { z } from 'zod';

/** The one error body of the API (docs/product.md#errors). */
export const apiError = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  constraints: z.record(z.string(), z.string()).optional(),
  conflicts: z.array(z.object({ propertyId: z.number(), contractId: z.number() })).optional(),
  /** The row was saved by someone else since the edit began: the form offers to reload it. */
  stale: z.literal(true).optional(),
});
export type ApiErrorBody = z.infer<typeof apiError>;
