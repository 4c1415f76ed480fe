import { PaymentReceiptStatus } from '@/features/receipts/components/payment-receipt';
import { PaymentReceiptActions } from '@/features/receipts/components/payment-receipt-actions';
import type { ContractIds } from '@/features/rents/api/query-keys';
import type { PaymentReceiptParts } from '@/features/rents/components/rent-payments';
import { RentsSection } from '@/features/rents/components/rents-section';

const RECEIPT_PARTS: PaymentReceiptParts = { Status: PaymentReceiptStatus, Actions: PaymentReceiptActions };

/** The contract page's rents, each payment with its receipt: the rents and receipts features together. */
export function ContractRents({ ids }: { ids: ContractIds }) {
  return <RentsSection ids={ids} receiptParts={RECEIPT_PARTS} />;
}
