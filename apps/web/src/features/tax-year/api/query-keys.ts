import { entityKeys } from '@/features/entities/api/query-keys';

/** What one page of the AT e-receipt trail asks the server for. */
export interface AtReceiptPageParams {
  /** 'YYYY-MM'. */
  month: string;
  /** Every payment of the month, those with a number too. */
  all: boolean;
  page: number;
  pageSize: number;
}

/**
 * Under the entity's key: reloading the entity (after a payment, a rent or an expense) reaches the
 * statement and the trail.
 */
export const taxYearKeys = {
  statement: (entityId: number, year: number) => [...entityKeys.detail(entityId), 'tax-year', year] as const,
  atReceipts: (entityId: number) => [...entityKeys.detail(entityId), 'at-receipts'] as const,
  atReceiptPage: (entityId: number, params: AtReceiptPageParams) =>
    [...taxYearKeys.atReceipts(entityId), params] as const,
};

export const taxYearApiPath = (entityId: number, year: number) => `/entities/${entityId}/taxYear/${year}`;
export const atReceiptsApiPath = (entityId: number) => `/entities/${entityId}/atReceipts`;
