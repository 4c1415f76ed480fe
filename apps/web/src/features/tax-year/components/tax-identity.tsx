import type { PropertyTaxIdentity } from '@arrenda/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The tax office's identification of a property on one line: 'Parish code 110654 · Urban · Article 2345 · Fraction B'. */
export function taxIdentityText(t: TFunction, identity: PropertyTaxIdentity): string {
  return [
    identity.locationCode && t('taxYear.tax.parish', { code: identity.locationCode }),
    identity.locationType && t(`taxYear.tax.type.${identity.locationType}`),
    identity.article && t('taxYear.tax.article', { article: identity.article }),
    identity.fraction && t('taxYear.tax.fraction', { fraction: identity.fraction }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The edit page of a property, where its tax information is filled in. */
export const propertyEditPath = (entityId: number, propertyId: number) =>
  `/entities/${entityId}/properties/${propertyId}/edit`;

/**
 * The property's tax identity, and without an article (which the IRS return's quadro 4.1 needs)
 * a warning with the way to fill it in.
 */
export function TaxIdentity({
  entityId,
  propertyId,
  identity,
}: {
  entityId: number;
  propertyId: number;
  identity: PropertyTaxIdentity;
}) {
  const { t } = useTranslation();
  const text = taxIdentityText(t, identity);
  return (
    <>
      {text && <p>{text}</p>}
      {!identity.article && (
        <p className="tax-warning">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          {t('taxYear.tax.missing')}{' '}
          <Link to={propertyEditPath(entityId, propertyId)}>{t('taxYear.tax.fillIn')}</Link>
        </p>
      )}
    </>
  );
}
