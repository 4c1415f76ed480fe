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

const receipts = `${route.slice(0, -'/pdf'.length)}/receipts`;
const issued = (f: Fixture) =>
  `/api/entities/${f.entityId}/properties/${f.childPropertyId}/contracts/${f.contractId}` +
  `/rents/${f.receiptRentId}/payments/${f.receiptPaymentId}/receipts`;

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
  { method: 'GET', route: receipts, right: 'view', success: 200, request: (f) => ({ url: issued(f) }) },
  {
    method: 'GET',
    route: `${receipts}/:receiptId/pdf`,
    right: 'view',
    success: 200,
    request: (f) => ({ url: `${issued(f)}/${f.receiptId}/pdf` }),
  },
  {
    method: 'POST',
    route: `${receipts}/:receiptId/void`,
    right: 'edit',
    success: 200,
    request: (f) => ({ url: `${issued(f)}/${f.receiptId}/void`, payload: { reason: 'Valor errado' } }),
  },
];
