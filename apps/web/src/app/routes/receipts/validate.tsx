import { ReceiptPreviewPage } from '@/features/receipts/components/receipt-preview-page';
import { ReceiptRoute } from '@/features/receipts/components/receipt-route';

/** The receipt preview of a payment (docs/product.md#screens-and-routes): issues the PDF; needs the create right. */
export default function ValidateReceiptRoute() {
  return (
    <ReceiptRoute className="page receipt-page">{(ids) => <ReceiptPreviewPage ids={ids} />}</ReceiptRoute>
  );
}
