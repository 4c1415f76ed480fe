import { RentRoute, WithRent } from '@/features/rents/components/rent-page-states';
import { PaymentPage } from '@/features/rents/components/rent-pages';

/** The new payment of a rent (docs/product.md#screens-and-routes): needs the create right; back to the contract's rents. */
export default function PayRentRoute() {
  return (
    <RentRoute>
      {(ids, rentId) => (
        <WithRent ids={ids} rentId={rentId} right="create">
          {(rent) => <PaymentPage ids={ids} rent={rent} />}
        </WithRent>
      )}
    </RentRoute>
  );
}
