import { type Api, createEntity } from '../../test/api-client';

/**
 * The tax year 2025 the tests compute by hand (docs/domain.md "Tax year"): a Portuguese landlord
 * with two properties and three tenants.
 * - Casa Azul (freguesia 110601, urban, article 1234, fraction B): Ana (NIF 123456789) and Bruno
 *   (987654322) pay 800 € a month without retention; December 2024's rent paid on 5 January 2025,
 *   February's in two parts (500 € on 10 February, 300 € on 2 March), December 2025's 600 € paid on
 *   4 January 2026. Contract number at the Tax Authority: 123456.
 * - Loja Centro (article 987): the company Empresa Lda (501234560) withholds 25 % of 1.000 €: it pays
 *   750 € for January (10 January), February in two parts (300 € on 12 February, 450 € on 1 March),
 *   and 800 € on 9 March for March, a rent of 1.050 € with 50 € of condominium charges.
 * - Expenses of 2025: Casa Azul condominium 120,50 €, IMI 310,20 €, a repair of 99,99 € left out of
 *   the yield; Loja Centro maintenance 400 € and 25,10 € without a category; 50 € on 31 Dec 2024.
 */
export async function taxYearFixture(api: Api) {
  const entityId = await createEntity(api, 'Senhorios Reunidos');
  const base = `/entities/${entityId}`;
  const entity = await api.get<{ version: number }>(base);
  const edited = await api.call('PUT', base, {
    version: entity.version,
    name: 'Senhorios Reunidos',
    legalName: 'Senhorios Reunidos, Lda.',
    entityTypeId: 1,
    countryId: 1,
    financeNumber: '503123455',
    city: 'Lisboa',
  });
  if (edited.statusCode !== 200) throw new Error(edited.body);
  const property = (name: string, propertyTypeId: number, tax: object) =>
    api.create(`${base}/properties`, { baseInfo: { propertyTypeId, name }, propertyTaxInformation: tax });
  const casa = await property('Casa Azul', 3, {
    locationCode: '110601',
    propertyLocationTypeId: 2,
    articleCode: '1234',
    fractionCode: 'B',
  });
  const loja = await property('Loja Centro', 4, { articleCode: '987' });
  const tenant = (name: string, fiscalNumber: string) =>
    api.create(`${base}/tenants`, { name, fiscalNumber });
  const ana = await tenant('Ana Silva', '123456789');
  const bruno = await tenant('Bruno Costa', '987654322');
  const empresa = await tenant('Empresa Lda', '501234560');
  const contract = (propertyId: number, tenantsId: number[], fields: object) =>
    api.create(`${base}/properties/${propertyId}/contracts`, {
      propertyId,
      currencyId: 1,
      frequencyTypeId: 3,
      frequencyValue: 1,
      tenantsId,
      startDate: '2024-12-01',
      endDate: '2026-11-30',
      ...fields,
    });
  const casaContract = await contract(casa, [ana, bruno], { amount: 800, atContractNumber: '123456' });
  const lojaContract = await contract(loja, [empresa], {
    amount: 1000,
    taxableAmount: 1000,
    taxRetention: true,
    taxRetentionPercentage: 25,
  });
  const rents = (propertyId: number, contractId: number) =>
    `${base}/properties/${propertyId}/contracts/${contractId}/rents`;
  const rent = (propertyId: number, contractId: number, month: string, fields: object) =>
    api.create(rents(propertyId, contractId), {
      currencyId: 1,
      paymentPeriodDate: `${month}-15`,
      paymentDueDate: `${month}-08`,
      ...fields,
    });
  const pay = (propertyId: number, contractId: number, rentId: number, paymentDate: string, amount: number) =>
    api.create(`${rents(propertyId, contractId)}/${rentId}/payments`, { currencyId: 1, paymentDate, amount });

  const casaRent = (month: string) => rent(casa, casaContract, month, { amount: 800 });
  const casaPay = (rentId: number, day: string, amount: number) =>
    pay(casa, casaContract, rentId, day, amount);
  await casaPay(await casaRent('2024-12'), '2025-01-05', 800);
  await casaPay(await casaRent('2025-01'), '2025-01-08', 800);
  const casaFeb = await casaRent('2025-02');
  const casaFebPayment = await casaPay(casaFeb, '2025-02-10', 500);
  await casaPay(casaFeb, '2025-03-02', 300);
  await casaPay(await casaRent('2025-12'), '2026-01-04', 600);

  const lojaRent = (month: string, amount = 1000) =>
    rent(loja, lojaContract, month, { amount, taxableAmount: 1000, retainedAmount: 250 });
  const lojaPay = (rentId: number, day: string, amount: number) =>
    pay(loja, lojaContract, rentId, day, amount);
  await lojaPay(await lojaRent('2025-01'), '2025-01-10', 750);
  const lojaFeb = await lojaRent('2025-02');
  const lojaFebPayment = await lojaPay(lojaFeb, '2025-02-12', 300);
  await lojaPay(lojaFeb, '2025-03-01', 450);
  await lojaPay(await lojaRent('2025-03', 1050), '2025-03-09', 800);

  const expense = (propertyId: number, date: string, amount: number, fields: object = {}) =>
    api.create(`${base}/expenses`, { propertyId, currencyId: 1, date, amount, name: 'Despesa', ...fields });
  await expense(casa, '2025-03-15', 120.5, { taxCategory: 'CONDOMINIUM' });
  await expense(casa, '2025-09-01', 310.2, { taxCategory: 'PROPERTY_TAX' });
  await expense(casa, '2025-05-05', 99.99, { taxCategory: 'MAINTENANCE', includeInYield: false });
  await expense(loja, '2025-06-01', 400, { taxCategory: 'MAINTENANCE' });
  await expense(loja, '2025-07-07', 25.1);
  await expense(loja, '2024-12-31', 50, { taxCategory: 'MAINTENANCE' });
  return {
    entityId,
    base,
    casa,
    loja,
    ana,
    bruno,
    empresa,
    casaContract,
    lojaContract,
    casaFebPayment,
    lojaFebPayment,
  };
}
