import { useParams } from 'react-router';
import type { ContractIds, PaymentIds } from '@/features/receipts/api/query-keys';
import { asId } from '@/lib/path-ids';

/**
 * The ids of a receipt page's path: the entity, its contract (null when one of the three is no
 * valid id) and the payment's full path (null when the rent or payment is no valid id either).
 */
export function usePaymentPathIds(): {
  entityId: number | null;
  contract: ContractIds | null;
  ids: PaymentIds | null;
} {
  const params = useParams();
  const entityId = asId(params.entityId);
  const propertyId = asId(params.propertyId);
  const contractId = asId(params.contractId);
  const rentId = asId(params.rentId);
  const paymentId = asId(params.paymentId);
  const contract = entityId && propertyId && contractId ? { entityId, propertyId, contractId } : null;
  return {
    entityId,
    contract,
    ids: contract && rentId && paymentId ? { ...contract, rentId, paymentId } : null,
  };
}
