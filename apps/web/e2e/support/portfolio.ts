import type { ApiSession } from './api';

/** The landlord company the specs let from: its tax number, as its documents print it. */
export const LANDLORD_NIF = '509876544';

/**
 * The company "Casas do Tejo, Lda." (Lisbon) and its flat "T1 Alfama" in Rua dos Remédios, made
 * through the API; `entity` adds to the company's fields, `flat` to the flat's body (its tax
 * information, say). Answers the entity's id and path and the flat's id.
 */
export async function companyWithFlat(
  api: ApiSession,
  { entity = {}, flat = {} }: { entity?: object; flat?: object } = {},
) {
  const { id: entityId } = await api.post<{ id: number }>('/entities', {
    name: 'Casas do Tejo',
    entityTypeId: 2,
    countryId: 1,
    legalName: 'Casas do Tejo, Lda.',
    financeNumber: LANDLORD_NIF,
    address: 'Rua do Ouro 1',
    postalCode: '1100-060',
    city: 'Lisboa',
    ...entity,
  });
  const path = `/entities/${entityId}`;
  const { id: flatId } = await api.post<{ id: number }>(`${path}/properties`, {
    baseInfo: {
      propertyTypeId: 3,
      name: 'T1 Alfama',
      address: { street: 'Rua dos Remédios', number: '5', postalCode: '1100-441', cityId: 1 },
    },
    ...flat,
  });
  return { entityId, entity: path, flat: flatId };
}

/**
 * The company's flat let to Joana Pires (NIF 234567899) from 1 January of `paidYear` to the end of
 * the next year, her rents of March and April of `paidYear` (750 €) paid on the 5th; `tenant` adds
 * to her fields, `contract` to the contract's. Answers the entity's path and her and the contract's ids.
 */
export async function joanaWithPaidRents(
  api: ApiSession,
  paidYear: number,
  { tenant = {}, contract = {} }: { tenant?: object; contract?: object } = {},
) {
  const { entity, flat } = await companyWithFlat(api);
  const { id: tenantId } = await api.post<{ id: number }>(`${entity}/tenants`, {
    name: 'Joana Pires',
    fiscalNumber: '234567899',
    ...tenant,
  });
  const contracts = `${entity}/properties/${flat}/contracts`;
  const { id: contractId } = await api.post<{ id: number }>(contracts, {
    propertyId: flat,
    currencyId: 1,
    frequencyTypeId: 3,
    frequencyValue: 1,
    amount: 750,
    startDate: `${paidYear}-01-01`,
    endDate: `${paidYear + 1}-12-31`,
    tenantsId: [tenantId],
    ...contract,
  });
  const rents = `${contracts}/${contractId}/rents`;
  for (const month of ['03', '04']) {
    const { id: rentId } = await api.post<{ id: number }>(rents, {
      currencyId: 1,
      paymentPeriodDate: `${paidYear}-${month}-01`,
      paymentDueDate: `${paidYear}-${month}-08`,
      amount: 750,
    });
    await api.post(`${rents}/${rentId}/payments`, {
      currencyId: 1,
      paymentDate: `${paidYear}-${month}-05`,
      amount: 750,
    });
  }
  return { entity, tenantId, contractId };
}
