import { type Api, createEntity } from './api-client';

/**
 * A new entity of the caller with a row in each of its tables but files: an address, a property
 * with details and tax information, a tenant, a contract (2025 to 2030), its January 2025 rent of
 * 700 (due on the 8th) with a payment of 200, and an expense.
 */
export async function entityWithEverything(api: Api) {
  const entityId = await createEntity(api);
  const base = `/entities/${entityId}`;
  const addressId = await api.create(`${base}/addresses`, { street: 'Rua do Ouro', number: '3', cityId: 1 });
  const propertyId = await api.create(`${base}/properties`, {
    baseInfo: { propertyTypeId: 3, name: 'T1 Ouro', addressId },
    propertyDetails: { numBedrooms: 1 },
    propertyTaxInformation: { propertyBusinessTypeId: 2, locationCode: '1106' },
  });
  const tenantId = await api.create(`${base}/tenants`, { name: 'Ana Silva' });
  const contracts = `${base}/properties/${propertyId}/contracts`;
  const contractId = await api.create(contracts, {
    propertyId,
    currencyId: 1,
    frequencyTypeId: 3,
    frequencyValue: 1,
    tenantsId: [tenantId],
    amount: 700,
    startDate: '2025-01-01',
    endDate: '2030-12-31',
  });
  const rents = `${contracts}/${contractId}/rents`;
  const rentId = await api.create(rents, {
    currencyId: 1,
    paymentPeriodDate: '2025-01-15',
    paymentDueDate: '2025-01-08',
    amount: 700,
  });
  const payments = `${rents}/${rentId}/payments`;
  const paymentId = await api.create(payments, { currencyId: 1, paymentDate: '2025-01-08', amount: 200 });
  const expenseId = await api.create(`${base}/expenses`, {
    propertyId,
    currencyId: 1,
    date: '2025-02-01',
    amount: 40,
    name: 'IMI',
    includeInYield: true,
  });
  return {
    base,
    payments,
    ids: { entityId, addressId, propertyId, tenantId, contractId, rentId, paymentId, expenseId },
  };
}
