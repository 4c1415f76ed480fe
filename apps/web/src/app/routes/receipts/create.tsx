import { CreateReceiptPage } from '@/features/receipts/components/create-receipt-page';
import { ReceiptRoute } from '@/features/receipts/components/receipt-route';

/** The receipt (invoice PDF) form of a payment (spec section 2): needs the create right. */
export default function CreateReceiptRoute() {
  return <ReceiptRoute>{(ids) => <CreateReceiptPage ids={ids} />}</ReceiptRoute>;
}
