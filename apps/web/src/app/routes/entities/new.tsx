import { Card } from 'primereact/card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EntityForm } from '@/features/entities/components/entity-form';

/** New Entity (docs/product.md#screens-and-routes): on success, back to My entities. */
export default function NewEntityRoute() {
  const { t } = useTranslation();
  return (
    <main className="page page-narrow">
      <Link to="/entities/" className="back-link">
        <i className="pi pi-arrow-left" aria-hidden="true" /> {t('entities.back')}
      </Link>
      <h1>{t('entity.new.title')}</h1>
      <Card>
        <EntityForm />
      </Card>
    </main>
  );
}
