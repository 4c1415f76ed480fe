import { fileNameOf } from '@/features/receipts/api/issue-receipt';
import { apiBlob } from '@/lib/api-client';

/**
 * GET /entities/{entityId}/tenants/{tenantId}/declarations/{year}: the PDF of the rents the tenant
 * paid in the year ("Declaração de rendas recebidas"), named as the server names it; 404 with the
 * server's message when no payment was received that year.
 */
export async function downloadTenantDeclaration(entityId: number, tenantId: number, year: number) {
  const { blob, headers } = await apiBlob(`/entities/${entityId}/tenants/${tenantId}/declarations/${year}`);
  return {
    pdf: blob,
    fileName: fileNameOf(headers.get('Content-Disposition')) ?? `Declaração de rendas ${year}.pdf`,
  };
}
