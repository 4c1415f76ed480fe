import { CreateReceiptPage } from '@/features/receipts/components/create-receipt-page';
import { ReceiptRoute } from '@/features/receipts/components/receipt-route';

/** The receipt (invoice PDF) form of a payment (docs/product.md#screens-and-routes): needs the create right. */
export default function CreateReceiptRoute() {
  return <ReceiptRoute>{(ids) => <CreateReceiptPage ids={ids} />}</ReceiptRoute>;
}
