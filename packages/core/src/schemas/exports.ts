import { z } from 'zod';
import { financeSummaryQuery } from './finance';

/** What the accountant's CSV export holds: the period's rents, payments or expenses. */
export const EXPORT_KINDS = ['rents', 'payments', 'expenses'] as const;
export const exportKind = z.enum(EXPORT_KINDS);
export type ExportKind = z.infer<typeof exportKind>;

/** GET /entities/{id}/export/{kind}?startDate&endDate: whole months, as the finance summary counts them. */
export const exportQuery = financeSummaryQuery;
export type ExportQuery = z.infer<typeof exportQuery>;
