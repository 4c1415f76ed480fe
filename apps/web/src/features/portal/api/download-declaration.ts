import { fileNameOf } from '@/features/receipts/api/issue-receipt';
import { apiBlob } from '@/lib/api-client';

/**
 * GET /portal/contracts/{contractId}/declarations/{year}: the landlord's declaration of the rents
 * the signed-in tenant paid in the year, named as the server names it; 404 with the server's
 * message when no payment was received that year.
 */
export async function downloadPortalDeclaration(contractId: number, year: number) {
  const { blob, headers } = await apiBlob(`/portal/contracts/${contractId}/declarations/${year}`);
  return {
    pdf: blob,
    fileName: fileNameOf(headers.get('Content-Disposition')) ?? `Declaração de rendas ${year}.pdf`,
  };
}
