/** Paths of the app's pages (and of the API calls under the same path). */

/** The path of a contract under its property, for the API and for the contract page. */
export const contractPath = (entityId: number, propertyId: number, contractId: number) =>
  `/entities/${entityId}/properties/${propertyId}/contracts/${contractId}`;

/** The property page. */
export const propertyPagePath = (entityId: number, propertyId: number) =>
  `/entities/${entityId}/properties/${propertyId}`;

/** The new-payment form of a rent (docs/product.md#screens-and-routes: .../rents/{rentId}/pay). */
export const payRentPath = (entityId: number, propertyId: number, contractId: number, rentId: number) =>
  `${contractPath(entityId, propertyId, contractId)}/rents/${rentId}/pay`;

/** The entity overview's views, in their order; the open one is kept in the URL (?view=files). */
export const ENTITY_VIEWS = ['finances', 'permissions', 'expenses', 'files'] as const;
export type EntityViewName = (typeof ENTITY_VIEWS)[number];

/** A link (relative to the overview) that opens one of its views and scrolls to them. */
export const entityViewLink = (view: EntityViewName) => ({ search: `?view=${view}`, hash: '#entity-views' });

/** The entity overview opened at one of its views, scrolled to them (a global expense returns to Expenses). */
export const entityViewPath = (entityId: number, view: EntityViewName) => {
  const { search, hash } = entityViewLink(view);
  return `/entities/${entityId}${search}${hash}`;
};
