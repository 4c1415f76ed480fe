import type { Target } from './measure';
import { BENCH_PAYMENT, type Portfolio, SEARCH_STREET, SEARCH_SURNAME, SEARCH_TENANT } from './seed';

/** The finance summary's year. */
const YEAR = 'startDate=2026-01-15&endDate=2026-12-15';
/** A first page of the size. */
const PAGE = 'page=1&pageSize=50';
/** A later page: the 10th (rows 451-500 of the apartments). */
const LATER_PAGE = 'page=10&pageSize=50';

/** The routes the bench measures, on the portfolio `p`: reads, then payments. */
export const targets = (p: Portfolio): Target[] => {
  const e = `/api/entities/${p.entityId}`;
  const rents = `${e}/properties/${p.propertyId}/contracts/${p.contractId}/rents`;
  const pay = { currencyId: 1, paymentDate: '2026-11-20', amount: BENCH_PAYMENT };
  const payments = p.unpaid.map(
    (u) => `${e}/properties/${u.propertyId}/contracts/${u.contractId}/rents/${u.rentId}/payments`,
  );
  return [
    {
      name: 'property list, page 1 by name',
      path: `${e}/properties?view=PARENT_PROPERTIES&${PAGE}&sort=name`,
    },
    {
      name: 'property list, page 10 by value desc',
      path: `${e}/properties?view=APARTMENTS&${LATER_PAGE}&sort=value&order=desc`,
    },
    {
      name: `property search, street "${SEARCH_STREET}"`,
      path: `${e}/properties?${PAGE}&sort=name&search=${encodeURIComponent(SEARCH_STREET)}`,
    },
    {
      name: `property search, tenant "${SEARCH_TENANT}"`,
      path: `${e}/properties?${PAGE}&sort=name&search=${encodeURIComponent(SEARCH_TENANT)}`,
    },
    {
      name: `property search, surname "${SEARCH_SURNAME}"`,
      path: `${e}/properties?${PAGE}&sort=name&search=${encodeURIComponent(SEARCH_SURNAME)}`,
    },
    { name: 'property totals', path: `${e}/properties/totals?view=PARENT_PROPERTIES` },
    { name: 'entity overview, page 1', path: `${e}/overview?${PAGE}` },
    { name: 'entity overview, by debt desc', path: `${e}/overview?${PAGE}&sort=debt&order=desc` },
    { name: 'overview totals', path: `${e}/overview/totals` },
    { name: 'contract list, page 1', path: `${e}/contracts?filter=ACTIVE&${PAGE}` },
    {
      name: 'contracts in debt, by debt desc',
      path: `${e}/contracts?filter=IN_DEBT&${PAGE}&sort=debt&order=desc`,
    },
    { name: 'tenant list, page 1', path: `${e}/tenants?view=ACTIVE_TENANTS&${PAGE}` },
    { name: 'expense list, page 1', path: `${e}/expenses?${PAGE}` },
    { name: 'finance summary (a year), page 1', path: `${e}/financeSummary?${YEAR}&${PAGE}` },
    { name: 'finance summary (a year), totals', path: `${e}/financeSummary/totals?${YEAR}` },
    { name: 'rent list of a contract, page 1', path: `${rents}?${PAGE}` },
    { name: 'property selector, first 50', path: `${e}/properties/summary?${PAGE}` },
    {
      name: `tenant selector, search "${SEARCH_TENANT}"`,
      path: `${e}/tenants?${PAGE}&search=${encodeURIComponent(SEARCH_TENANT)}`,
    },
    {
      name: `tenant selector, search "${SEARCH_SURNAME}"`,
      path: `${e}/tenants?${PAGE}&search=${encodeURIComponent(SEARCH_SURNAME)}`,
    },
    { name: 'create payment, one rent', path: `${rents}/${p.rentId}/payments`, method: 'POST', body: pay },
    {
      name: `create payment, ${payments.length} rents in turn`,
      path: payments[0] ?? `${rents}/${p.rentId}/payments`,
      paths: payments,
      method: 'POST',
      body: pay,
    },
  ];
};
