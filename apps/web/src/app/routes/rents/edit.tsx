import { RentRoute, WithRent } from '@/features/rents/components/rent-page-states';
import { EditRentPage } from '@/features/rents/components/rent-pages';

/** Edit Rent (spec section 2): needs the edit right; back to the contract's rents. */
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
