import { EntityLoadError } from '@/components/page-states';
import { TaxYearPage } from '@/features/tax-year/components/tax-year-page';
import { useEntityId } from '@/lib/path-ids';

/** The tax year of an entity: its annual statement, Anexo F and AT e-receipt trail (docs/domain.md "Tax year"). */
export default function TaxYearRoute() {
  const entityId = useEntityId();
  return (
    <main className="page">
      {entityId === null ? <EntityLoadError error={null} /> : <TaxYearPage entityId={entityId} />}
    </main>
  );
}
