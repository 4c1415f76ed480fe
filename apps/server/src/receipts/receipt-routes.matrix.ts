import type { Fixture, RouteCase } from '../../test/authorization';

const route =
  '/api/entities/:entityId/properties/:propertyId/contracts/:contractId/rents/:rentId/payments/:paymentId/pdf';
const pdf = (f: Fixture) =>
  `/api/entities/${f.entityId}/properties/${f.childPropertyId}/contracts/${f.contractId}` +
  `/rents/${f.rentId}/payments/${f.paymentId}/pdf`;

/** A complete receipt of the fixture's payment, with the number left to the server. */
export const receiptPayload = {
  landlordName: 'Matrix, Lda.',
  landlordAddress: 'Rua do Ouro 1',
  landlordPostalCode: '1100-060 Lisboa',
  landlordPhoneNumber: '210000000',
  landlordTaxNumber: '500000000',
  propertyAddress: 'Rua Augusta 12, Lisboa',
  tenantTaxNumber: '200000000',
  tenantName: 'Ana Silva',
  tenantAddress: 'Rua Augusta 12, Lisboa',
  tenantPostalCode: '1100-053',
  paymentDate: '2026-01-30',
  emissionDate: '2026-01-31',
  rentPeriod: 'janeiro de 2026',
  rentAmount: 750,
};

/** Every route of the receipts area, for the authorization matrix. */
export const receiptRouteCases: RouteCase[] = [
  { method: 'GET', route, right: 'view', success: 200, request: (f) => ({ url: pdf(f) }) },
  {
    method: 'POST',
    route,
    right: 'create',
    success: 200,
    request: (f) => ({ url: pdf(f), payload: receiptPayload }),
  },
];
