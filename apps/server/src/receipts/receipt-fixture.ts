import type { InvoiceInfo } from '@arrenda/core';
import { PDFParse } from 'pdf-parse';
import { expect } from 'vitest';
import { type Api, apiAs } from '../../test/api-client';
import { contractPayload } from '../../test/authorization';
import { signUp, type TestServer } from '../../test/harness';
import { receiptPayload } from './receipt-routes.matrix';

/**
 * An entity with a landlord's details, a building in Lisboa with an apartment (no address of its
 * own) under contract to `tenants`; rents and payments are added by each test. `extra` adds to the
 * payloads of the entity, the contract, the building and the flat.
 */
export async function receiptSetup(
  server: TestServer,
  tenants: object[] = [{ name: 'Ana Silva' }],
  extra: { entity?: object; contract?: object; building?: object; flat?: object } = {},
) {
  const { headers, email } = await signUp(server);
  const api = apiAs(server, headers);
  const entityId = await api.create('/entities', {
    name: 'Carteira',
    legalName: 'Imóveis Silva, Lda.',
    entityTypeId: 1,
    countryId: 1,
    financeNumber: '509999999',
    phone: '213456789',
    address: 'Rua do Ouro 100',
    postalCode: '1100-060',
    ...extra.entity,
  });
  const base = `/entities/${entityId}`;
  const cities = await api.get<{ id: number; name: string }[]>('/lov/countries/1/cities');
  const lisboa = cities.find((city) => city.name === 'Lisboa');
  const addressId = await api.create(`${base}/addresses`, {
    street: 'Rua Augusta',
    number: '12',
    floor: '2Esq',
    postalCode: '1100-053',
    cityId: lisboa?.id,
  });
  const building = await api.create(`${base}/properties`, {
    baseInfo: { propertyTypeId: 2, name: 'Prédio', addressId },
    ...extra.building,
  });
  const flat = await api.create(`${base}/properties`, {
    baseInfo: { propertyTypeId: 3, name: 'T1' },
    parentPropertyId: building,
    ...extra.flat,
  });
  const tenantIds: number[] = [];
  for (const tenant of tenants) tenantIds.push(await api.create(`${base}/tenants`, tenant));
  const contractId = await api.create(`${base}/properties/${flat}/contracts`, {
    ...contractPayload(flat, tenantIds[0] ?? 0, 2025),
    tenantsId: tenantIds,
    endDate: '2099-12-31',
    ...extra.contract,
  });
  const rents = `${base}/properties/${flat}/contracts/${contractId}/rents`;
  return { api, headers, email, entityId, base, building, flat, contractId, rents, ...payments(api, rents) };
}

function payments(api: Api, rents: string) {
  return {
    /** A rent of the period's month, with `retainedAmount` and `taxableAmount` as given. */
    addRent: (
      period: string,
      amount: number,
      retainedAmount: number | null = null,
      taxableAmount: number | null = null,
    ) =>
      api.create(rents, {
        currencyId: 1,
        paymentPeriodDate: period,
        paymentDueDate: period,
        amount,
        retainedAmount,
        taxableAmount,
      }),
    addPayment: (rentId: number, amount: number, paymentDate: string, taxableAmount: number | null = null) =>
      api.create(`${rents}/${rentId}/payments`, { currencyId: 1, paymentDate, amount, taxableAmount }),
    pdfUrl: (rentId: number, paymentId: number) => `${rents}/${rentId}/payments/${paymentId}/pdf`,
    receiptsUrl: (rentId: number, paymentId: number) => `${rents}/${rentId}/payments/${paymentId}/receipts`,
  };
}

export const invoiceInfoOf = (api: Api, url: string) => api.get<InvoiceInfo>(url);

/** Issues a receipt; the body is the matrix's complete payload with `changes`. */
export const issue = (api: Api, url: string, changes: Record<string, unknown> = {}) =>
  api.call('POST', url, { ...receiptPayload, ...changes });

/** The receipt number the server issued. */
export async function issuedNumber(api: Api, url: string, changes: Record<string, unknown> = {}) {
  const response = await issue(api, url, changes);
  expect(response.statusCode, response.body).toBe(200);
  return String(response.headers['x-receipt-number']);
}

/** The PDF's text, with white space collapsed (lines may wrap anywhere). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}
