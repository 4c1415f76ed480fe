import { contractPath } from '@/features/contracts/api/query-keys';

/** The property page. */
export const propertyPagePath = (entityId: number, propertyId: number) =>
  `/entities/${entityId}/properties/${propertyId}`;

/** The new-payment form of a rent (spec section 2: .../rents/{rentId}/pay). */
export const payRentPath = (entityId: number, propertyId: number, contractId: number, rentId: number) =>
  `${contractPath(entityId, propertyId, contractId)}/rents/${rentId}/pay`;
