import { PortalPage } from '../../../features/portal/components/portal-page';

/** My rentals: the tenant portal of the signed-in account. */
export default function MyRentalsRoute() {
  return (
    <main className="page">
      <PortalPage />
    </main>
  );
}
