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
