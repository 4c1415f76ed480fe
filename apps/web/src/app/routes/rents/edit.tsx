import { RentRoute, WithRent } from '@/features/rents/components/rent-page-states';
import { EditRentPage } from '@/features/rents/components/rent-pages';

/** Edit Rent (docs/product.md#screens-and-routes): needs the edit right; back to the contract's rents. */
export default function EditRentRoute() {
  return (
    <RentRoute>
      {(ids, rentId) => (
        <WithRent ids={ids} rentId={rentId} right="edit">
          {(rent) => <EditRentPage ids={ids} rent={rent} />}
        </WithRent>
      )}
    </RentRoute>
  );
}
