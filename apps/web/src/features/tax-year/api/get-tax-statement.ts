import type { TaxStatement } from '@arrenda/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { taxYearApiPath, taxYearKeys } from './query-keys';

/** GET /entities/{id}/taxYear/{year}: the year's statement, its Anexo F lines and its reconciliation. */
export const getTaxStatement = (entityId: number, year: number, signal?: AbortSignal) =>
  api<TaxStatement>(taxYearApiPath(entityId, year), { signal });

export const taxStatementQueryOptions = (entityId: number, year: number) =>
  queryOptions({
    queryKey: taxYearKeys.statement(entityId, year),
    queryFn: ({ signal }) => getTaxStatement(entityId, year, signal),
  });

export const useTaxStatement = (entityId: number, year: number) =>
  useQuery(taxStatementQueryOptions(entityId, year));
