import { contractKeys } from '@/features/contracts/api/query-keys';
import { contractPath } from '@/lib/paths';

/** Where a contract is. */
export interface ContractIds {
  entityId: number;
  propertyId: number;
  contractId: number;
}

/** Where a payment is: the ids of its path. */
export interface PaymentIds extends ContractIds {
  rentId: number;
  paymentId: number;
}

/**
 * Query keys of the receipts feature, under the contract's keys and so under ['entities', entityId]:
 * the entity's invalidation after a payment change reaches them.
 */
export const receiptKeys = {
  invoice: ({ entityId, contractId, rentId, paymentId }: PaymentIds) =>
    [...contractKeys.all(entityId), contractId, 'rents', rentId, 'payments', paymentId, 'invoice'] as const,
};

const paymentPath = ({ entityId, propertyId, contractId, rentId, paymentId }: PaymentIds) =>
  `${contractPath(entityId, propertyId, contractId)}/rents/${rentId}/payments/${paymentId}`;

/** The API's receipt of a payment: GET its prefilled data, POST the data for the PDF. */
export const invoiceApiPath = (ids: PaymentIds) => `${paymentPath(ids)}/pdf`;

/** The API's receipts issued for a payment; with an id, one of them. */
export const issuedReceiptsApiPath = (ids: PaymentIds, receiptId?: number) =>
  `${paymentPath(ids)}/receipts${receiptId === undefined ? '' : `/${receiptId}`}`;

/** The receipt form and its preview (docs/product.md#screens-and-routes). */
export const receiptPages = {
  create: (ids: PaymentIds) => `${paymentPath(ids)}/pdf/create`,
  validate: (ids: PaymentIds) => `${paymentPath(ids)}/pdf/validate`,
};

/** The contract page's rents, where the receipt pages lead back to. */
export const contractRents = ({ entityId, propertyId, contractId }: ContractIds) =>
  `${contractPath(entityId, propertyId, contractId)}#rents`;
